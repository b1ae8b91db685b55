import { useCallback, useId, useState } from 'react';
import type { HeldPost } from '@foro/shared/moderation/watched-words';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useHeldPosts } from './moderation-admin-api';
import { PostDecision, UndoNotice, type DecisionButton, type Deleted } from './PostDecision';
import styles from './moderation-admin.module.css';
import { StaffTime } from '../../../components/admin/StaffTime';

const heldDecisions: readonly DecisionButton[] = [
  { action: 'restore', label: 'Publicar', variant: 'brand' },
  { action: 'hide', label: 'Mantener oculto', variant: 'outline' },
];

/** One held post: where, who, the word that held it and the text; publish it, keep it hidden or delete it. */
function Held({ post, onDeleted }: { post: HeldPost; onDeleted: (deleted: Deleted) => void }) {
  const id = useId();
  // The reason each decision records when staff write none: it goes to the audit log and, for a
  // post kept hidden, to its author.
  const unfit = post.word ? `Contiene «${post.word}»` : 'No cumple las normas del foro';
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
      <PostDecision
        post={{ postKind: post.kind, postId: post.id, place: post.place }}
        label="Motivo (opcional; queda en el registro de cambios)"
        reasonFor={(action) => (action === 'restore' ? 'Revisado: cumple las normas del foro' : unfit)}
        decisions={heldDecisions}
        deleteWarning="Se borra el texto del mensaje."
        onDeleted={onDeleted}
      />
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
