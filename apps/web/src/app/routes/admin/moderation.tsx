import { useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ReportQueue } from '../../../features/moderation/admin/ReportQueue';

/** /admin/moderacion: the posts members reported; the state filter lives in the address. */
export default function AdminModerationScreen() {
  const [params, setParams] = useSearchParams();
  const status = params.get('estado') === 'resueltos' ? 'resolved' : 'open';
  return (
    <AdminPage title="Moderación de los foros">
      <ReportQueue
        status={status}
        onStatus={(next) => setParams(next === 'resolved' ? { estado: 'resueltos' } : {}, { replace: true })}
      />
    </AdminPage>
  );
}
