import { useEffect, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { pages } from '../../config/paths';
import { useDrawnPage } from '../../lib/drawn-page';
import { CONSENT_EVENT, readConsent, saveConsent, tellTheServerOnce } from './consent';
import styles from './CookieBanner.module.css';

function onConsentChange(listener: () => void) {
  window.addEventListener(CONSENT_EVENT, listener);
  return () => window.removeEventListener(CONSENT_EVENT, listener);
}
const undecided = () => readConsent() === null;
// A prerendered page cannot know the device's choice: it comes with the banner, which its inline script
// hides before the first paint on a device that has chosen (`data-consent`, decision 0059), so that a
// visitor sees it without waiting for the app and one who chose never sees it flash. A member's page is
// drawn without it when the device told the server it has answered (decision 0108).
const unknownOnTheServer = () => true;
const answeredOnTheServer = () => false;

/** Asks once; "Configuración de cookies" in the footer clears the choice and shows it again. */
export function CookieBanner() {
  const drawnWithout = useDrawnPage()?.banner === false;
  const open = useSyncExternalStore(
    onConsentChange,
    undecided,
    drawnWithout ? answeredOnTheServer : unknownOnTheServer,
  );
  useEffect(tellTheServerOnce, []);
  if (!open) return null;
  return (
    <section className={styles.banner} aria-labelledby="cookie-banner-title">
      <div className={styles.text}>
        <h2 id="cookie-banner-title" className={styles.title}>
          Tu privacidad
        </h2>
        <p>
          Usamos cookies propias necesarias para que el portal funcione y, solo si lo aceptas, cookies de
          medición para conocer qué contenidos te resultan más útiles. Más información en la{' '}
          <Link to={pages.cookiesPolicy.pattern}>Política de cookies</Link>.
        </p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => saveConsent('rejected')}>
          Rechazar
        </button>
        <button type="button" className={styles.primary} onClick={() => saveConsent('accepted')}>
          Aceptar
        </button>
      </div>
    </section>
  );
}
