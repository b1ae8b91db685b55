import { useSearchParams } from 'react-router';
import { requestStatuses, type RequestStatus } from '@foro/shared/contact/admin-schemas';
import { schoolTypes } from '@foro/shared/contact/schemas';
import { countries } from '@foro/shared/directory/countries';
import { AdminPage } from '../../../components/admin/AdminPage';
import { RequestList } from '../../../features/contact/admin/RequestList';
import type { RequestFilter } from '../../../features/contact/admin/requests-admin-api';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** /admin/solicitudes: the invitation requests of the contact modal; the filters live in the address. */
export default function AdminRequestsScreen() {
  const [params, setParams] = useSearchParams();
  const filter: RequestFilter = {
    q: params.get('q') ?? undefined,
    status: oneOf<RequestStatus>(requestStatuses, params.get('status')),
    country: oneOf(
      countries.map((c) => c.key),
      params.get('country'),
    ),
    type: oneOf(schoolTypes, params.get('type')),
    member: oneOf(['yes', 'no'] as const, params.get('member')),
  };
  const onFilter = (next: RequestFilter) =>
    setParams(
      Object.fromEntries(
        Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
      { replace: true },
    );
  return (
    <AdminPage title="Solicitudes de invitación">
      <RequestList filter={filter} onFilter={onFilter} />
    </AdminPage>
  );
}
