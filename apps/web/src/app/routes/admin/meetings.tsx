import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { buttonClass } from '../../../components/ui/Button';
import { pathTo } from '../../../config/paths';
import { MeetingList } from '../../../features/meetings/admin/MeetingList';

/** /admin/encuentros: every meeting, drafts and archived ones included. */
export default function AdminMeetingsScreen() {
  return (
    <AdminPage
      title="Encuentros"
      actions={
        <Link className={buttonClass('brand')} to={pathTo('adminMeetingNew')}>
          Nuevo encuentro
        </Link>
      }
    >
      <MeetingList />
    </AdminPage>
  );
}
