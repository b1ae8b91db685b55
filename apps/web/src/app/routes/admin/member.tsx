import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { pages } from '../../../config/paths';
import { MemberPage } from '../../../features/members/admin/MemberPage';
import { useMember } from '../../../features/members/admin/members-admin-api';

/** /admin/miembros/:id: one member's data, activity and account actions. */
export default function AdminMemberScreen() {
  const { id = '' } = useParams();
  const member = useMember(id);
  const m = member.data?.member;
  const title = m ? [m.name, m.lastname, m.lastname2].filter(Boolean).join(' ') : 'Miembro';
  return (
    <AdminPage title={title} back={{ to: pages.adminMembers.pattern, label: 'Miembros' }}>
      <MemberPage id={id} />
    </AdminPage>
  );
}
