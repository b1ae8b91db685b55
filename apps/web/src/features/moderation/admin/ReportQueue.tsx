import { useCallback, useEffect, useId, useState } from 'react';
import {
  UNDO_DELETE_MINUTES,
  moderationReasonSchema,
  type PostKind,
  postStateLabels,
  reportResolutionLabels,
  type ReportRow,
  type ReportStatus,
} from '@foro/shared/moderation/schemas';
import { LoadMore } from '../../../components/admin/ListControls';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useQueueAction, useReports } from './moderation-admin-api';
import styles from './moderation-admin.module.css';
import { StaffTime } from '../../../components/admin/StaffTime';

/** A post just deleted from the queue, which can be brought back for a while. */
export interface Deleted {
  postKind: PostKind;
  postId: string;
  place: string;
}

/**
 * "Mensaje eliminado" with "Deshacer" for 10 minutes (docs/decisions/0075-written-answers-and-forgiving-moderation.md):
 * the report leaves the open queue at once, so the notice lives above the list.
 */
export function UndoNotice({ deleted, onGone }: { deleted: Deleted; onGone: () => void }) {
  const act = useQueueAction();
  useEffect(() => {
    const timer = setTimeout(onGone, UNDO_DELETE_MINUTES * 60_000);
    return () => clearTimeout(timer);
  }, [onGone]);
  return (
    <div className={styles.notice} role="status">
      <p>
        Mensaje eliminado ({deleted.place}). Puedes deshacerlo durante {UNDO_DELETE_MINUTES} minutos.
      </p>
      <Button
        variant="outline"
        disabled={act.isPending}
        onClick={() =>
          act.mutate(
            { kind: 'undo-delete', postKind: deleted.postKind, postId: deleted.postId },
            { onSuccess: onGone },
          )
        }
      >
        Deshacer
      </Button>
      {act.isError && (
        <p role="alert" className={styles.error}>
          {act.error.message}
        </p>
      )}
    </div>
  );
}

/** One report: the post as written, where, who reported it and why; hide the post or dismiss the report. */
function Report({ report, onDeleted }: { report: ReportRow; onDeleted: (deleted: Deleted) => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const act = useQueueAction();
  const { post } = report;

  const checkedReason = () => {
    const parsed = moderationReasonSchema.safeParse({ reason: reason || report.reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return undefined;
    }
    setError(undefined);
    return parsed.data.reason;
  };
  const hide = (action: 'hide' | 'delete') => {
    const why = checkedReason();
    if (why === undefined) return;
    act.mutate(
      { kind: 'post', postKind: post.kind, postId: post.id, action, reason: why },
      {
        onSuccess: () => {
          setConfirming(false);
          if (action === 'delete') onDeleted({ postKind: post.kind, postId: post.id, place: post.place });
        },
        onError: (e) => {
          setConfirming(false);
          setError(e.fieldErrors.reason ?? e.message);
        },
      },
    );
  };

  return (
    <article className={styles.report} aria-labelledby={`${id}-place`}>
      <header>
        <h3 id={`${id}-place`} className={styles.place}>
          {post.place}
        </h3>
        <p className={styles.sub}>
          Mensaje de {post.author} · <StaffTime at={post.createdAt} /> ·{' '}
          <span className={styles.badge}>{postStateLabels[post.state]}</span> ·{' '}
          <a href={post.path} target="_blank" rel="noreferrer">
            Ver en el foro<span className="visually-hidden"> (se abre en otra pestaña)</span>
          </a>
        </p>
      </header>
      {/* Members' text is shown as text, never as HTML. */}
      <blockquote className={styles.text}>{post.text || 'Texto eliminado.'}</blockquote>
      <p className={styles.why}>
        <strong>Reportado por {report.reporter}</strong> el <StaffTime at={report.createdAt} />: «
        {report.reason}»
      </p>
      {report.resolution ? (
        <p className={styles.sub}>
          {reportResolutionLabels[report.resolution]} el <StaffTime at={report.resolvedAt ?? ''} />
        </p>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            hide('hide');
          }}
        >
          <label htmlFor={`${id}-reason`} className={styles.label}>
            Motivo (queda en el registro de cambios)
          </label>
          <textarea
            id={`${id}-reason`}
            rows={2}
            maxLength={500}
            placeholder={report.reason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            {post.state === 'visible' && (
              <Button type="submit" variant="brand" disabled={act.isPending}>
                Ocultar mensaje
              </Button>
            )}
            {post.state !== 'deleted' && (
              <Button
                variant="outline"
                disabled={act.isPending}
                onClick={() => checkedReason() !== undefined && setConfirming(true)}
              >
                Eliminar mensaje
              </Button>
            )}
            <Button
              variant="outline"
              disabled={act.isPending}
              onClick={() =>
                act.mutate({ kind: 'dismiss', reportId: report.id }, { onError: (e) => setError(e.message) })
              }
            >
              Descartar reporte
            </Button>
          </div>
        </form>
      )}
      {confirming && (
        <Modal title="¿Eliminar este mensaje?" onClose={() => setConfirming(false)}>
          <p>
            Se borra el texto del foro para todos. Podrás deshacerlo durante {UNDO_DELETE_MINUTES} minutos;
            después solo queda en el registro de cambios.
          </p>
          <div className={styles.actions}>
            <Button variant="brand" disabled={act.isPending} onClick={() => hide('delete')}>
              Sí, eliminar
            </Button>
            <Button variant="outline" disabled={act.isPending} onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
          </div>
        </Modal>
      )}
    </article>
  );
}

/** The reports members sent, newest first: open ones to handle, or those already resolved. */
export function ReportQueue({
  status,
  onStatus,
}: {
  status: ReportStatus;
  onStatus: (status: ReportStatus) => void;
}) {
  const id = useId();
  const reports = useReports(status);
  const [deleted, setDeleted] = useState<Deleted | null>(null);
  const undone = useCallback(() => setDeleted(null), []);
  const rows = reports.data?.pages.flatMap((p) => p.reports) ?? [];
  return (
    <>
      <div className={styles.toolbar}>
        <label htmlFor={`${id}-status`} className={styles.label}>
          Mostrar los reportes
        </label>
        <select id={`${id}-status`} value={status} onChange={(e) => onStatus(e.target.value as ReportStatus)}>
          <option value="open">Pendientes</option>
          <option value="resolved">Resueltos</option>
        </select>
      </div>
      {deleted && <UndoNotice key={deleted.postId} deleted={deleted} onGone={undone} />}
      {reports.isPending ? (
        <PageLoading />
      ) : reports.isError ? (
        <p role="alert">No pudimos cargar los reportes. {reports.error.message}</p>
      ) : rows.length === 0 ? (
        <p>{status === 'open' ? 'No hay reportes pendientes.' : 'Todavía no hay reportes resueltos.'}</p>
      ) : (
        <div className={styles.list}>
          {rows.map((r) => (
            <Report key={r.id} report={r} onDeleted={setDeleted} />
          ))}
        </div>
      )}
      <LoadMore
        hasMore={Boolean(reports.hasNextPage)}
        loading={reports.isFetchingNextPage}
        onMore={() => void reports.fetchNextPage()}
        shown={rows.length}
      />
    </>
  );
}
