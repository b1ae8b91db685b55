import { useCallback, useId, useState } from 'react';
import { UNDO_DELETE_MINUTES, moderationReasonSchema } from '@foro/shared/moderation/schemas';
import type { HeldPost } from '@foro/shared/moderation/watched-words';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useHeldPosts, useQueueAction } from './moderation-admin-api';
import { UndoNotice, type Deleted } from './ReportQueue';
import styles from './moderation-admin.module.css';
import { StaffTime } from '../../../components/admin/StaffTime';

type Decision = 'restore' | 'hide' | 'delete';

/** One held post: where, who, the word that held it and the text; publish it, keep it hidden or delete it. */
function Held({ post, onDeleted }: { post: HeldPost; onDeleted: (deleted: Deleted) => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const act = useQueueAction();
  // The reason each decision records when staff write none: it goes to the audit log and, for a
  // post kept hidden, to its author.
  const defaults: Record<Decision, string> = {
    restore: 'Revisado: cumple las normas del foro',
    hide: post.word ? `Contiene «${post.word}»` : 'No cumple las normas del foro',
    delete: post.word ? `Contiene «${post.word}»` : 'No cumple las normas del foro',
  };
  const decide = (action: Decision) => {
    const parsed = moderationReasonSchema.safeParse({ reason: reason || defaults[action] });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    act.mutate(
      { kind: 'post', postKind: post.kind, postId: post.id, action, reason: parsed.data.reason },
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
          Mensaje de {post.author} · <StaffTime at={post.held_at} /> ·{' '}
          <a href={post.href} target="_blank" rel="noreferrer">
            Ver el foro<span className="visually-hidden"> (se abre en otra pestaña)</span>
          </a>
        </p>
      </header>
      {/* Members' text is shown as text, never as HTML. */}
      <blockquote className={styles.text}>{post.post}</blockquote>
      <p className={styles.why}>
        <strong>Retenido</strong>
        {post.word ? (
          <> porque contiene «{post.word}»</>
        ) : (
          ' por una palabra vigilada que ya no está en la lista'
        )}
        . Su autor lo ve con el aviso de que está pendiente de revisión.
      </p>
      <div className={styles.form}>
        <label htmlFor={`${id}-reason`} className={styles.label}>
          Motivo (opcional; queda en el registro de cambios)
        </label>
        <textarea
          id={`${id}-reason`}
          rows={2}
          maxLength={500}
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
          <Button variant="brand" disabled={act.isPending} onClick={() => decide('restore')}>
            Publicar
          </Button>
          <Button variant="outline" disabled={act.isPending} onClick={() => decide('hide')}>
            Mantener oculto
          </Button>
          <Button variant="outline" disabled={act.isPending} onClick={() => setConfirming(true)}>
            Eliminar mensaje
          </Button>
        </div>
      </div>
      {confirming && (
        <Modal title="¿Eliminar este mensaje?" onClose={() => setConfirming(false)}>
          <p>
            Se borra el texto del mensaje. Podrás deshacerlo durante {UNDO_DELETE_MINUTES} minutos; después
            solo queda en el registro de cambios.
          </p>
          <div className={styles.actions}>
            <Button variant="brand" disabled={act.isPending} onClick={() => decide('delete')}>
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

/** The posts a watched word held for review, oldest first (docs/decisions/0084-watched-words.md). */
export function HeldPosts() {
  const held = useHeldPosts();
  const [deleted, setDeleted] = useState<Deleted | null>(null);
  const undone = useCallback(() => setDeleted(null), []);
  const notice = deleted && <UndoNotice key={deleted.postId} deleted={deleted} onGone={undone} />;
  if (held.isPending) return <PageLoading />;
  if (held.isError) return <p role="alert">No pudimos cargar los mensajes retenidos. {held.error.message}</p>;
  return (
    <>
      {notice}
      {held.data.posts.length === 0 ? (
        <p>No hay mensajes retenidos.</p>
      ) : (
        <div className={styles.list}>
          {held.data.posts.map((post) => (
            <Held key={`${post.kind}-${post.id}`} post={post} onDeleted={setDeleted} />
          ))}
        </div>
      )}
    </>
  );
}
