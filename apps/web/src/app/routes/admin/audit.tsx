import { useSearchParams } from 'react-router';
import { auditItemTypes, type AuditItemType } from '@foro/shared/admin/schemas';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AuditLog, type AuditFilter } from '../../../features/admin/components/AuditLog';

/** /admin/registro: every change of the back office; the filters live in the address, to share it. */
export default function AuditScreen() {
  const [params, setParams] = useSearchParams();
  const type = params.get('itemType');
  const filter: AuditFilter = {
    actor: params.get('actor') ?? undefined,
    itemType: auditItemTypes.includes(type as AuditItemType) ? (type as AuditItemType) : undefined,
    itemId: params.get('itemId') ?? undefined,
  };
  const onFilter = (next: AuditFilter) =>
    setParams(
      Object.fromEntries(
        Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
      { replace: true },
    );
  return (
    <AdminPage title="Registro de cambios">
      <AuditLog filter={filter} onFilter={onFilter} />
    </AdminPage>
  );
}
