import {
  mailQueueStatuses,
  mailQueueStatusLabels,
  retriable,
  type MailJob,
  type MailQueueStatus,
} from '@foro/shared/notifications/admin-schemas';
import { DataTable } from '../../../components/admin/DataTable';
import { LoadMore } from '../../../components/admin/ListControls';
import { Button } from '../../../components/ui/Button';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useMailQueue, useRetryMail } from './mail-queue-api';
import styles from './MailQueue.module.css';
import { StaffTime } from '../../../components/admin/StaffTime';

function Row({ job, status }: { job: MailJob; status: MailQueueStatus }) {
  const retry = useRetryMail();
  return (
    <tr>
      <td>{job.kind_label}</td>
      <td>{job.recipient || '—'}</td>
      <td>
        <time dateTime={status === 'pending' ? job.run_at : job.updated_at}>
          <StaffTime at={status === 'pending' ? job.run_at : job.updated_at} />
        </time>
      </td>
      <td>
        {job.attempts} de {job.max_attempts}
      </td>
      <td>{job.last_error ?? '—'}</td>
      {status !== 'sent' && (
        <td>
          {/* A failed mail, or one waiting out its backoff after a failed attempt: sent again at once. */}
          {retriable(job) ? (
            <Button variant="outline" disabled={retry.isPending} onClick={() => retry.mutate(job.id)}>
              {retry.isPending ? 'Reintentando…' : 'Reintentar ahora'}
            </Button>
          ) : (
            '—'
          )}
          {retry.isError && (
            <p role="alert" className={styles.error}>
              {retry.error.message}
            </p>
          )}
        </td>
      )}
    </tr>
  );
}

/** The mail queue (docs/decisions/0037-durable-job-queue.md): pending, sent and failed mails. */
export function MailQueue({
  status,
  onStatus,
}: {
  status: MailQueueStatus;
  onStatus: (status: MailQueueStatus) => void;
}) {
  const queue = useMailQueue(status);
  const rows = queue.data?.pages.flatMap((p) => p.rows) ?? [];
  const counts = queue.data?.pages[0]?.counts;
  const timeHeading =
    status === 'pending' ? 'Envío previsto' : status === 'sent' ? 'Enviado' : 'Último intento';
  return (
    <div>
      <nav aria-label="Estado de los correos" className={styles.tabs}>
        {mailQueueStatuses.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={s === status}
            className={styles.tab}
            onClick={() => onStatus(s)}
          >
            {mailQueueStatusLabels[s]}
            {counts && ` (${counts[s]})`}
          </button>
        ))}
      </nav>
      {queue.isPending && <PageLoading />}
      {queue.isError && (
        <p role="alert">
          No pudimos cargar la cola de correo. Revisa tu conexión e inténtalo de nuevo.{' '}
          <Button variant="outline" onClick={() => void queue.refetch()}>
            Reintentar
          </Button>
        </p>
      )}
      {queue.isSuccess && rows.length === 0 && <p>No hay correos en este estado.</p>}
      {rows.length > 0 && (
        <DataTable
          caption={`Correos: ${mailQueueStatusLabels[status].toLowerCase()}`}
          head={[
            'Correo',
            'Destinatario',
            timeHeading,
            'Intentos',
            status === 'failed' ? 'Motivo' : 'Nota',
            ...(status !== 'sent' ? ['Acción'] : []),
          ]}
        >
          {rows.map((job) => (
            <Row key={job.id} job={job} status={status} />
          ))}
        </DataTable>
      )}
      {queue.isSuccess && (
        <LoadMore
          hasMore={Boolean(queue.hasNextPage)}
          loading={queue.isFetchingNextPage}
          onMore={() => void queue.fetchNextPage()}
          shown={rows.length}
        />
      )}
    </div>
  );
}
