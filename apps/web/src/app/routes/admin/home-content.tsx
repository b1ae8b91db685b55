import { AdminPage } from '../../../components/admin/AdminPage';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { useAdminPage } from '../../../features/content/admin/api';
import { AxisBlockForm } from '../../../features/content/admin/AxisBlockForm';
import { HomeItemsEditor } from '../../../features/content/admin/HomeItemsEditor';
import styles from '../../../features/content/admin/content-admin.module.css';

/** /admin/portada: the 2022 home's items and its routes block (docs/product/content.md#home-items). */
export default function HomeContentScreen() {
  const axisBlock = useAdminPage('axis-block');
  return (
    <AdminPage title="Portada">
      <HomeItemsEditor />
      <div className={styles.panel}>
        <QueryStatus query={axisBlock}>{(page) => <AxisBlockForm page={page} />}</QueryStatus>
      </div>
    </AdminPage>
  );
}
