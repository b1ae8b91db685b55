import { useId, useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { useLightMode, useLightModeSuggestion } from '../../../lib/light-mode';
import styles from './light-mode.module.css';

/**
 * The live page's "Modo ligero" switch, and the suggestion to turn it on when the browser reports a
 * slow connection or its data saver (docs/decisions/0047-light-mode.md).
 */
export function LightModeControls() {
  const [light, setLight] = useLightMode();
  const { suggested, dismiss } = useLightModeSuggestion();
  const id = useId();
  const switchRef = useRef<HTMLButtonElement>(null);
  // Answering the suggestion removes it: the focus goes on to the switch, not to the page's start.
  const answer = (turnOn: boolean) => {
    if (turnOn) setLight(true);
    else dismiss();
    switchRef.current?.focus();
  };

  return (
    <div className={styles.controls}>
      {suggested && (
        <aside className={styles.suggestion} aria-labelledby={`${id}-suggestion`}>
          <p id={`${id}-suggestion`}>
            <strong>¿Tu conexión va lenta?</strong> Tu navegador indica una conexión lenta o el ahorro de
            datos activado. Con el modo ligero la página no carga imágenes grandes y la emisión solo se carga
            cuando la pidas.
          </p>
          <div className={styles.actions}>
            <Button variant="brand" onClick={() => answer(true)}>
              Activar modo ligero
            </Button>
            <Button variant="outline" onClick={() => answer(false)}>
              Ahora no
            </Button>
          </div>
        </aside>
      )}
      <div className={styles.switchRow}>
        <button
          ref={switchRef}
          type="button"
          role="switch"
          aria-checked={light}
          aria-describedby={`${id}-hint`}
          className={styles.switch}
          onClick={() => setLight(!light)}
        >
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          Modo ligero
        </button>
        <p id={`${id}-hint`} className={styles.hint}>
          Para conexiones lentas o con datos limitados: sin imágenes grandes, y la emisión solo cuando la
          pidas.
        </p>
      </div>
    </div>
  );
}
