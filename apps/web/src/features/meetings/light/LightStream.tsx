import { useEffect, useRef, useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/Button';
import { VideoPlayer } from '../../../components/ui/VideoPlayer';
import { isVideoFile } from '../../../lib/video';
import { playerOnRequest, streamPage } from './stream-link';
import styles from './light-mode.module.css';

/**
 * A broadcast in light mode: nothing of the player is loaded (no iframe, no poster, no thumbnail)
 * until the member asks for it; "Abrir la transmisión" opens the provider's own page instead, whose
 * app adapts the quality to the connection (docs/decisions/0047-light-mode.md).
 */
export function LightStream({ src, title }: { src: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const playerRef = useRef<HTMLDivElement>(null);
  // The button that was pressed is gone: the focus goes to the player that replaced it.
  useEffect(() => {
    if (playing) playerRef.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div ref={playerRef} tabIndex={-1} className={styles.player}>
        <VideoPlayer src={isVideoFile(src) ? src : playerOnRequest(src)} title={title} autoPlay />
      </div>
    );
  }
  return (
    <div className={styles.stream}>
      <p className={styles.streamTitle}>{title}</p>
      <p>Modo ligero: la emisión no se carga hasta que la pidas, para ahorrar datos.</p>
      <div className={styles.actions}>
        <Button variant="brand" onClick={() => setPlaying(true)}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
          Ver la emisión aquí
        </Button>
        <a
          href={streamPage(src)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('outline')}
        >
          Abrir la transmisión
          <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
      </div>
    </div>
  );
}
