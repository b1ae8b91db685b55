import { AdminPage } from '../../../components/admin/AdminPage';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { useAdminOpenMasterclass } from '../../../features/open-access/admin/api';
import { OpenMasterclassForm } from '../../../features/open-access/admin/OpenMasterclassForm';

/** /admin/masterclass-abierta (docs/product/contact.md#open-masterclass). */
export default function OpenMasterclassScreen() {
  const query = useAdminOpenMasterclass();
  return (
    <AdminPage title="Masterclass abierta">
      <QueryStatus query={query}>
        {({ masterclass }) => (
          <OpenMasterclassForm key={masterclass ? 'edit' : 'new'} masterclass={masterclass} />
        )}
      </QueryStatus>
    </AdminPage>
  );
}
