import styles from './PreviewNotice.module.css';

/**
 * Marks content that members do not see yet, shown to staff previewing a member page
 * (docs/product/admin.md#drafts-and-publication).
 */
export function PreviewNotice({ children = 'Vista previa: no publicado' }: { children?: string }) {
  return (
    <p className={styles.notice} role="note">
      {children}
    </p>
  );
}
