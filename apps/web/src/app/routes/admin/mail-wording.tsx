import { Link, useParams } from 'react-router';
import { mailWordingCatalog, mailWordingKeys, type MailWordingKey } from '@foro/shared/mail-wording/catalog';
import { AdminPage } from '../../../components/admin/AdminPage';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { pages } from '../../../config/paths';
import { useMailWording } from '../../../features/mail-wording/admin/api';
import { MailWordingForm } from '../../../features/mail-wording/admin/MailWordingForm';

/** /admin/textos-de-correo/:key: one mail's wording, its preview and its versions. */
export default function AdminMailWordingScreen() {
  const { key = '' } = useParams();
  const known = (mailWordingKeys as string[]).includes(key);
  return (
    <AdminPage title={known ? mailWordingCatalog[key as MailWordingKey].label : 'Correo desconocido'}>
      <p>
        <Link to={pages.adminMailWordings.pattern}>Todos los textos de correos</Link>
      </p>
      {known ? <Editor mailKey={key as MailWordingKey} /> : <p>Este correo no existe.</p>}
    </AdminPage>
  );
}

function Editor({ mailKey }: { mailKey: MailWordingKey }) {
  const query = useMailWording(mailKey);
  // A new form per mail (and per load), so its fields start from what is saved.
  return <QueryStatus query={query}>{(mail) => <MailWordingForm key={mail.key} mail={mail} />}</QueryStatus>;
}
