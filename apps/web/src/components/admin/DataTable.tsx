import type { ReactNode } from 'react';
import styles from './admin.module.css';

/**
 * A back-office list as a table with a caption; scrolls sideways on a tablet instead of squeezing. A
 * last column "Acciones" stays at the right edge while the others scroll, so its buttons are always
 * within reach (a tablet held upright had "Revocar" out of sight).
 */
export function DataTable({
  caption,
  head,
  children,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap}>
      <table
        className={head.at(-1) === 'Acciones' ? `${styles.table} ${styles.stickyActions}` : styles.table}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
