import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { pages } from '../../config/paths';
import { CONSENT_EVENT, readConsent, saveConsent } from './consent';
import styles from './CookieBanner.module.css';

/** Asks once; "Configuración de cookies" in the footer clears the choice and shows it again. */
export function CookieBanner() {
  const [open, setOpen] = useState(() => readConsent() === null);
  useEffect(() => {
    const onChange = () => setOpen(readConsent() === null);
    window.addEventListener(CONSENT_EVENT, onChange);
    return () => window.removeEventListener(CONSENT_EVENT, onChange);
  }, []);
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
