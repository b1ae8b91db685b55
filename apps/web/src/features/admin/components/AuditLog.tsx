import { useId } from 'react';
import {
  auditActionLabels,
  auditItemLabels,
  auditItemTypes,
  type AuditEntry,
  type AuditItemType,
} from '@foro/shared/admin/schemas';
import { LoadMore } from '../../../components/admin/ListControls';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useAudit } from '../api/get-audit';
import { useStaff } from '../api/get-staff';
import styles from './AuditLog.module.css';
import { StaffTime } from '../../../components/admin/StaffTime';

export interface AuditFilter {
  actor?: string | undefined;
  itemType?: AuditItemType | undefined;
  itemId?: string | undefined;
}

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(vacío)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

function Entry({ entry }: { entry: AuditEntry }) {
  const fields = Object.entries(entry.changes);
  return (
    <li className={styles.entry}>
      <p className={styles.summary}>
        <StaffTime at={entry.at} /> · <strong>{entry.actor.email}</strong>{' '}
        {auditActionLabels[entry.action].toLowerCase()} {auditItemLabels[entry.item.type].toLowerCase()} «
        {entry.item.label}»
      </p>
      {fields.length > 0 && (
        <details>
          <summary>{fields.length === 1 ? '1 campo cambiado' : `${fields.length} campos cambiados`}</summary>
          <table className={styles.changes}>
            <caption className="visually-hidden">Cambios</caption>
            <thead>
              <tr>
                <th scope="col">Campo</th>
                <th scope="col">Antes</th>
                <th scope="col">Después</th>
              </tr>
            </thead>
            <tbody>
              {fields.map(([field, change]) => (
                <tr key={field}>
                  <th scope="row">{field}</th>
                  <td>{shown(change.before)}</td>
                  <td>{shown(change.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </li>
  );
}

/** The audit log, newest first, filtered by person and by item (docs/product/admin.md#audit-log). */
export function AuditLog({
  filter,
  onFilter,
  compact = false,
}: {
  filter: AuditFilter;
  onFilter?: (filter: AuditFilter) => void;
  /** The home screen's "latest changes": no filters, one page. */
  compact?: boolean;
}) {
  const id = useId();
  const audit = useAudit(filter);
  const staff = useStaff();
  const entries = audit.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <div>
      {onFilter && (
        <form className={styles.filters} onSubmit={(e) => e.preventDefault()}>
          <div>
            <label htmlFor={`${id}-actor`}>Persona</label>
            <select
              id={`${id}-actor`}
              value={filter.actor ?? ''}
              onChange={(e) => onFilter({ ...filter, actor: e.target.value || undefined })}
            >
              <option value="">Todas</option>
              <option value="command-line">Línea de comandos</option>
              {staff.data?.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name} ({person.email})
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-type`}>Tipo de contenido</label>
            <select
              id={`${id}-type`}
              value={filter.itemType ?? ''}
              onChange={(e) =>
                onFilter({
                  ...filter,
                  itemType: (e.target.value || undefined) as AuditItemType | undefined,
                  itemId: undefined,
                })
              }
            >
              <option value="">Todos</option>
              {auditItemTypes.map((type) => (
                <option key={type} value={type}>
                  {auditItemLabels[type]}
                </option>
              ))}
            </select>
          </div>
          {filter.itemId && (
            <p>
              Solo un elemento.{' '}
              <button
                type="button"
                className={styles.link}
                onClick={() => onFilter({ ...filter, itemId: undefined })}
              >
                Ver todos
              </button>
            </p>
          )}
        </form>
      )}
      {audit.isPending && <PageLoading />}
      {audit.isError && (
        <p role="alert">
          No pudimos cargar el registro. Revisa tu conexión e inténtalo de nuevo.{' '}
          <button type="button" className={styles.link} onClick={() => void audit.refetch()}>
            Reintentar
          </button>
        </p>
      )}
      {audit.isSuccess && entries.length === 0 && <p>No hay cambios registrados con estos filtros.</p>}
      <ol className={styles.list}>
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </ol>
      {!compact && (
        <LoadMore
          shown={entries.length}
          hasMore={Boolean(audit.hasNextPage)}
          loading={audit.isFetchingNextPage}
          onMore={() => void audit.fetchNextPage()}
        />
      )}
    </div>
  );
}
