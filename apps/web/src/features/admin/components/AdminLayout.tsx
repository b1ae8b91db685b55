import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { PageLoading } from '../../../components/ui/PageLoading';
import { logoutUrl, pages } from '../../../config/paths';
import { clearAllDrafts } from '../../../lib/drafts';
import { useCurrentUser } from '../../../lib/session/get-current-user';
import { useInboxCounts } from '../api/get-inbox-counts';
import { useModerationCounts } from '../api/get-moderation-counts';
import { adminSections } from '../nav';
import styles from './AdminLayout.module.css';

/** The back office's own shell (docs/product/admin.md): its navigation beside the screen. */
export function AdminLayout() {
  const { data: user } = useCurrentUser(true);
  const { data: inbox } = useInboxCounts();
  const { data: moderation } = useModerationCounts();
  // Moderation's counter: open reports and posts held by a watched word, both waiting for a moderator.
  const counts = inbox && { ...inbox, reports: (moderation?.reports ?? 0) + (moderation?.held ?? 0) };
  return (
    <div className={styles.shell}>
      <a href="#admin-main" className={styles.skip}>
        Saltar al contenido
      </a>
      <header className={styles.top}>
        <p className={styles.brand}>
          <span>Foro de Educadores</span> · Administración
        </p>
        <div className={styles.user}>
          <span>{user?.username}</span>
          <a href={pages.about.pattern}>Ver el portal</a>
          <a href={logoutUrl('/')} onClick={clearAllDrafts}>
            Cerrar sesión
          </a>
        </div>
      </header>
      <nav className={styles.nav} aria-label="Administración">
        <ul>
          {adminSections.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={'end' in section ? section.end : false}
                className={({ isActive }) => (isActive ? styles.active : undefined)}
              >
                {section.label}
                {'counter' in section && counts && counts[section.counter] > 0 && (
                  <span className={styles.counter}>
                    {counts[section.counter]}
                    <span className="visually-hidden"> sin atender</span>
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="admin-main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
