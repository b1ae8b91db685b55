import { useSearchParams } from 'react-router';
import { mailQueueStatuses, type MailQueueStatus } from '@foro/shared/notifications/admin-schemas';
import { AdminPage } from '../../../components/admin/AdminPage';
import { MailQueue } from '../../../features/notifications/admin/MailQueue';

/** /admin/correo: the mails the portal sends (reminders, replays, forum digests); the state lives in the address. */
export default function AdminMailQueueScreen() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('estado');
  const status = mailQueueStatuses.includes(asked as MailQueueStatus)
    ? (asked as MailQueueStatus)
    : 'pending';
  return (
    <AdminPage title="Cola de correo">
      <MailQueue status={status} onStatus={(s) => setParams({ estado: s }, { replace: true })} />
    </AdminPage>
  );
}
