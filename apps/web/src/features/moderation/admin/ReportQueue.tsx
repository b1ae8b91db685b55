import { useCallback, useId, useState } from 'react';
import {
  postStateLabels,
  reportResolutionLabels,
  type ReportRow,
  type ReportStatus,
} from '@foro/shared/moderation/schemas';
import { LoadMore } from '../../../components/admin/ListControls';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useReports } from './moderation-admin-api';
import { PostDecision, UndoNotice, type DecisionButton, type Deleted } from './PostDecision';
import styles from './moderation-admin.module.css';
import { StaffTime } from '../../../components/admin/StaffTime';

const hideDecision: readonly DecisionButton[] = [
  { action: 'hide', label: 'Ocultar mensaje', variant: 'brand', submit: true },
];

/** One report: the post as written, where, who reported it and why; hide the post or dismiss the report. */
function Report({ report, onDeleted }: { report: ReportRow; onDeleted: (deleted: Deleted) => void }) {
  const id = useId();
  const { post } = report;
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
        <PostDecision
          post={{ postKind: post.kind, postId: post.id, place: post.place }}
          label="Motivo (queda en el registro de cambios)"
          placeholder={report.reason}
          reasonFor={() => report.reason}
          decisions={post.state === 'visible' ? hideDecision : []}
          deletable={post.state !== 'deleted'}
          deleteWarning="Se borra el texto del foro para todos."
          dismissReport={report.id}
          onDeleted={onDeleted}
        />
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
