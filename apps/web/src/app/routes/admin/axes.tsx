import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { buttonClass } from '../../../components/ui/Button';
import { pages } from '../../../config/paths';
import { AxisList } from '../../../features/axes/admin/AxisList';

/** /admin/ejes: the routes (docs/product/axes.md#back-office). */
export default function AxesScreen() {
  return (
    <AdminPage
      title="Ejes"
      actions={
        <Link to={pages.adminAxisNew.pattern} className={buttonClass('brand')}>
          Nueva ruta
        </Link>
      }
    >
      <AxisList />
    </AdminPage>
  );
}
