import { AdminPage } from '../../../components/admin/AdminPage';
import { MailWordingList } from '../../../features/mail-wording/admin/MailWordingList';

/** /admin/textos-de-correo: every mail the portal sends, to open and change its wording. */
export default function AdminMailWordingsScreen() {
  return (
    <AdminPage title="Textos de correos">
      <MailWordingList />
    </AdminPage>
  );
}
