import styles from './PreviewNotice.module.css';

/**
 * Shown to staff on a member page whose content members cannot see yet (a draft, scheduled,
 * archived or closed item): the page is otherwise exactly what members will see
 * (docs/product/admin.md#drafts-and-publication).
 */
export function PreviewNotice({ what = 'este contenido' }: { what?: string }) {
  return (
    <p className={styles.notice} role="note">
      <strong>Vista previa.</strong> Los docentes todavía no ven {what}: así lo verán cuando se publique.
    </p>
  );
}
