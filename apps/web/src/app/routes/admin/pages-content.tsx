import { AdminPage } from '../../../components/admin/AdminPage';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { AboutFiguresForm } from '../../../features/content/admin/AboutFiguresForm';
import { useAdminPage } from '../../../features/content/admin/api';
import { RaffleRulesForm } from '../../../features/content/admin/RaffleRulesForm';
import styles from '../../../features/content/admin/content-admin.module.css';

/** /admin/paginas: the About page's figures and the draw rules (docs/product/content.md#pages-staff-edit). */
export default function PagesContentScreen() {
  const about = useAdminPage('about');
  const rules = useAdminPage('raffle-rules');
  return (
    <AdminPage title="Páginas">
      <div className={styles.panel}>
        <QueryStatus query={about}>{(page) => <AboutFiguresForm page={page} />}</QueryStatus>
      </div>
      <div className={styles.panel}>
        <QueryStatus query={rules}>{(page) => <RaffleRulesForm page={page} />}</QueryStatus>
      </div>
    </AdminPage>
  );
}
