import { useId, useState } from 'react';
import { useDrawnPage } from '../../../lib/drawn-page';
import { useTakenOver } from '../../../lib/use-taken-over';
import { SocialIcon, type SocialIconName } from '../../../components/layout/SocialIcon';
import styles from './ShareButtons.module.css';

interface Props {
  /** What the shared message says before the link (the page's title). */
  title: string;
  /** The page's own path; the link shared is absolute, on this portal. */
  path: string;
}

/**
 * Share links for a meeting or a route (docs/product/sharing.md#share-buttons): plain links to each
 * network's share page, so no third-party script is loaded and nothing is sent until the person
 * chooses; "Copiar enlace"; and the phone's own share sheet (Web Share API) where there is one.
 */
export function ShareButtons({ title, path }: Props) {
  const [status, setStatus] = useState('');
  // Unique per instance: a page can hold two (a screen and the meeting modal over it).
  const headingId = useId();
  // A page the server drew links to the portal's address it was drawn for until the browser has taken
  // it over (lib/drawn-page.ts); the phone's share sheet, which the server cannot know of, comes then.
  const takenOver = useTakenOver();
  const drawnFor = useDrawnPage()?.origin;
  const url = new URL(path, takenOver || !drawnFor ? window.location.origin : drawnFor).href;
  const text = encodeURIComponent(title);
  const link = encodeURIComponent(url);
  const networks: Array<[SocialIconName, string, string]> = [
    ['whatsapp', 'WhatsApp', `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`],
    ['facebook', 'Facebook', `https://www.facebook.com/sharer/sharer.php?u=${link}`],
    ['linkedin', 'LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${link}`],
    ['twitter', 'X', `https://x.com/intent/post?text=${text}&url=${link}`],
    [
      'mail',
      'correo electrónico',
      `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
    ],
  ];
  const canShare = takenOver && typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Enlace copiado.');
    } catch {
      setStatus('No se pudo copiar: mantén pulsado el enlace de la barra de direcciones para copiarlo.');
    }
  };
  const shareNatively = async () => {
    try {
      await navigator.share({ title, url });
    } catch {
      // The person closed the share sheet: nothing to say.
    }
  };

  return (
    <section className={styles.share} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Compartir
      </h2>
      <ul className={styles.list}>
        {canShare && (
          <li>
            <button type="button" onClick={shareNatively} aria-label="Compartir con una aplicación">
              <SocialIcon name="share" />
            </button>
          </li>
        )}
        {networks.map(([icon, label, href]) => (
          <li key={icon}>
            <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`Compartir por ${label}`}>
              <SocialIcon name={icon} />
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={copy} aria-label="Copiar enlace">
            <SocialIcon name="link" />
          </button>
        </li>
      </ul>
      <p className={styles.status} role="status">
        {status}
      </p>
    </section>
  );
}
