import styles from './PreviewFrames.module.css';

const widths = [
  { width: 375, height: 740, label: 'Teléfono (375 px)' },
  { width: 1366, height: 900, label: 'Computador (1366 px)' },
] as const;

/**
 * A member page as members will see it, at a phone's and a computer's width, side by side
 * (docs/product/admin.md#drafts-and-publication). The frames load the real page with the staff
 * member's session, which shows drafts; each is drawn at its true width and scaled to fit.
 */
export function PreviewFrames({ href, title }: { href: string; title: string }) {
  return (
    <section className={styles.previews} aria-label={`Vista previa: ${title}`}>
      {widths.map((w) => (
        <figure
          key={w.width}
          className={styles.device}
          style={{ ['--w' as string]: w.width, ['--h' as string]: w.height }}
        >
          <figcaption>{w.label}</figcaption>
          <div className={styles.viewport}>
            <iframe
              src={href}
              title={`${title}: ${w.label}`}
              width={w.width}
              height={w.height}
              loading="lazy"
            />
          </div>
        </figure>
      ))}
    </section>
  );
}
