import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import styles from './CtaBanner.module.css';

/**
 * docs/product/meetings.md#call-to-action-banner: on the meeting day or after it, a call to action slides up
 * after 2 seconds, in the page's flow below the meeting (it covers nothing).
 */
export function CtaBanner({ text, to, action }: { text: string; to: string; action: string }) {
  const [shown, setShown] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), 2000);
    return () => window.clearTimeout(timer);
  }, []);
  if (dismissed || !text) return null;
  return (
    <aside className={styles.banner} data-shown={shown} aria-label="Participa">
      <p>{text}</p>
      <Link to={to} className={styles.action}>
        {action}
      </Link>
      <button
        type="button"
        className={styles.close}
        onClick={() => setDismissed(true)}
        aria-label="Cerrar aviso"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
