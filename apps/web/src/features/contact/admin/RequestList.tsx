import { useId, useState } from 'react';
import {
  requestStatuses,
  requestStatusLabels,
  type BulkOutcome,
  type BulkResult,
  type RequestRow,
} from '@foro/shared/contact/admin-schemas';
import { schoolTypes } from '@foro/shared/contact/schemas';
import { countries } from '@foro/shared/directory/countries';
import { DataTable } from '../../../components/admin/DataTable';
import { ListToolbar, LoadMore } from '../../../components/admin/ListControls';
import { Button } from '../../../components/ui/Button';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useRequestAction, useRequests, type RequestAction, type RequestFilter } from './requests-admin-api';
import styles from './requests-admin.module.css';
import { StaffTime } from '../../../components/admin/StaffTime';

const countryLabel = (key: string) => countries.find((c) => c.key === key)?.label ?? key;

const outcomeLabels: Record<BulkOutcome, string> = {
  invited: 'Invitada',
  refused: 'Rechazada',
  reminded: 'Recordatorio enviado',
  skipped: 'Sin cambios',
  failed: 'Error',
};

function StatusCell({ row }: { row: RequestRow }) {
  return (
    <>
      <span className={`${styles.badge} ${styles[row.status]}`}>{requestStatusLabels[row.status]}</span>
      {row.status === 'invited' && row.invitation && (
        <span className={styles.sub}>
          {row.invitation.expired ? (
            'La invitación caducó'
          ) : (
            <>
              Vale hasta el <StaffTime at={row.invitation.expiresAt} day />
            </>
          )}
        </span>
      )}
      {row.remindedAt && (
        <span className={styles.sub}>
          Recordatorio: <StaffTime at={row.remindedAt} day />
        </span>
      )}
    </>
  );
}

/**
 * The invitation requests, newest first: search, filters, next pages on demand, and the actions over
 * the chosen ones, each request's outcome reported (docs/product/inbox.md).
 */
export function RequestList({
  filter,
  onFilter,
}: {
  filter: RequestFilter;
  onFilter: (filter: RequestFilter) => void;
}) {
  const id = useId();
  const requests = useRequests(filter);
  const action = useRequestAction();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [sendMail, setSendMail] = useState(true);
  const [report, setReport] = useState<{ title: string; result: BulkResult } | null>(null);
  const rows = requests.data?.pages.flatMap((p) => p.rows) ?? [];
  const visible = rows.filter((r) => chosen.has(r.id));
  const allChosen = rows.length > 0 && visible.length === rows.length;

  const toggle = (rowId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(rowId)) next.delete(rowId);
      else next.add(rowId);
      return next;
    });
  const run = (title: string, request: RequestAction) =>
    action.mutate(request, {
      onSuccess: (result) => {
        setReport({ title, result });
        setChosen(new Set());
      },
    });
  const ids = visible.map((r) => r.id);
  const select = (
    name: keyof RequestFilter,
    label: string,
    options: Array<[string, string]>,
    all: string,
  ) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select
        id={`${id}-${name}`}
        value={filter[name] ?? ''}
        onChange={(e) => onFilter({ ...filter, [name]: e.target.value || undefined } as RequestFilter)}
      >
        <option value="">{all}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <>
      <ListToolbar
        search={filter.q ?? ''}
        onSearch={(q) => onFilter({ ...filter, q: q || undefined })}
        searchLabel="Buscar por correo, nombre, centro o ciudad"
      >
        {select(
          'status',
          'Estado',
          requestStatuses.map((s) => [s, requestStatusLabels[s]]),
          'Todos',
        )}
        {select(
          'country',
          'País',
          countries.map((c) => [c.key, c.label]),
          'Todos los países',
        )}
        {select(
          'type',
          'Tipo de centro',
          schoolTypes.map((t) => [t, t]),
          'Todos',
        )}
        {select(
          'member',
          'Cuenta',
          [
            ['no', 'Sin cuenta'],
            ['yes', 'Ya son miembros'],
          ],
          'Todas',
        )}
      </ListToolbar>

      <section className={styles.bulk} aria-label="Acciones sobre las solicitudes elegidas">
        <p className={styles.count}>
          {ids.length === 1 ? '1 solicitud elegida' : `${ids.length} solicitudes elegidas`}
        </p>
        <Button
          variant="brand"
          disabled={!ids.length || action.isPending}
          onClick={() => run('Invitar', { action: 'accept', ids })}
        >
          Invitar
        </Button>
        <Button
          variant="outline"
          disabled={!ids.length || action.isPending}
          onClick={() => run('Rechazar', { action: 'refuse', ids, sendMail })}
        >
          Rechazar
        </Button>
        <label className={styles.check}>
          <input type="checkbox" checked={sendMail} onChange={(e) => setSendMail(e.target.checked)} />
          Enviar un correo amable al rechazar
        </label>
        <Button
          variant="outline"
          disabled={!ids.length || action.isPending}
          onClick={() => run('Enviar recordatorio', { action: 'remind', ids })}
        >
          Enviar recordatorio para entrar
        </Button>
        <Button
          variant="outline"
          disabled={!ids.length || action.isPending}
          onClick={() => run('Reenviar la invitación', { action: 'resend', ids })}
        >
          Reenviar la invitación
        </Button>
      </section>

      <div role="status" aria-live="polite">
        {action.isPending && <p>Enviando…</p>}
        {action.isError && <p className={styles.error}>No se pudo completar: {action.error.message}</p>}
        {report && !action.isPending && (
          <div className={styles.report}>
            <h2>Resultado: {report.title}</h2>
            <ul>
              {report.result.results.map((r) => (
                <li key={r.id}>
                  <strong>{r.email || 'Solicitud desconocida'}</strong> —{' '}
                  <span className={styles[`outcome-${r.outcome}`]}>{outcomeLabels[r.outcome]}</span>:{' '}
                  {r.message}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      {requests.isPending ? (
        <PageLoading />
      ) : requests.isError ? (
        <p role="alert">No pudimos cargar las solicitudes. {requests.error.message}</p>
      ) : rows.length === 0 ? (
        <p>No hay solicitudes con estos filtros.</p>
      ) : (
        <>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={allChosen}
              onChange={() => setChosen(allChosen ? new Set() : new Set(rows.map((r) => r.id)))}
            />
            Elegir todas las solicitudes de la lista
          </label>
          <DataTable
            caption="Solicitudes de invitación"
            head={['Elegir', 'Persona', 'País', 'Centro', 'Ciudad', 'Tipo', 'Fecha', 'Estado']}
          >
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <input
                    type="checkbox"
                    checked={chosen.has(row.id)}
                    onChange={() => toggle(row.id)}
                    aria-label={`Elegir la solicitud de ${row.email}`}
                  />
                </td>
                <td>
                  <span className={styles.name}>
                    {row.name} {row.lastname}
                  </span>
                  <span className={styles.sub}>{row.email}</span>
                  {row.member && <span className={`${styles.badge} ${styles.member}`}>Ya es miembro</span>}
                  {row.requests > 1 && <span className={styles.sub}>{row.requests} solicitudes</span>}
                </td>
                <td>{countryLabel(row.country)}</td>
                <td>{row.school}</td>
                <td>{row.city}</td>
                <td>{row.schoolType}</td>
                <td>
                  <StaffTime at={row.createdAt} day />
                </td>
                <td>
                  <StatusCell row={row} />
                </td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
      <LoadMore
        hasMore={Boolean(requests.hasNextPage)}
        loading={requests.isFetchingNextPage}
        onMore={() => void requests.fetchNextPage()}
        shown={rows.length}
      />
    </>
  );
}
