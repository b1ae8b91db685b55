import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import styles from './admin.module.css';

/** The frame of every back-office screen: where it is, its title, its main actions. */
export function AdminPage({
  title,
  back,
  actions,
  children,
}: {
  title: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(`${title} · Administración`);
  return (
    <div className={styles.page}>
      {back && (
        <p className={styles.back}>
          <Link to={back.to}>← {back.label}</Link>
        </p>
      )}
      <div className={styles.pageHead}>
        <h1>{title}</h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </div>
  );
}
