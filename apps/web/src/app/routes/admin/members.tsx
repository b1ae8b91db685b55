import { useSearchParams } from 'react-router';
import { countries } from '@foro/shared/directory/countries';
import { AdminPage } from '../../../components/admin/AdminPage';
import { MemberList } from '../../../features/members/admin/MemberList';
import type { MemberFilter } from '../../../features/members/admin/members-admin-api';

/** /admin/miembros: find a member; the search lives in the address. */
export default function AdminMembersScreen() {
  const [params, setParams] = useSearchParams();
  const country = params.get('country');
  const filter: MemberFilter = {
    q: params.get('q') ?? undefined,
    school: params.get('school') ?? undefined,
    country: countries.some((c) => c.key === country) ? (country ?? undefined) : undefined,
  };
  const onFilter = (next: MemberFilter) =>
    setParams(
      Object.fromEntries(
        Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
      { replace: true },
    );
  return (
    <AdminPage title="Miembros">
      <MemberList filter={filter} onFilter={onFilter} />
    </AdminPage>
  );
}
