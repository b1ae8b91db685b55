import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ThreadPage } from '@foro/shared/forum/schemas';
import { lazySchema, useSchemaWhenIdle } from '../../../lib/lazy-schema';
import { Button, buttonClass } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { Modal } from '../../../components/ui/Modal';
import { useDeletePost } from '../api/delete-post';
import { useEditPost } from '../api/edit-post';
import { WrittenWhen } from '../../../components/ui/WrittenWhen';
import { forumDateToIso, postAnchor } from '../format';
import { PostBody } from './PostBody';
import { HiddenNote, PostModeration, isHeld } from '../../../components/moderation/PostModeration';
import { queryScopes } from '../../../lib/query-scopes';
import styles from './forum-pages.module.css';

/** An edit's rules, loaded with the first edit (zod stays off the first screen). */
const editSchema = lazySchema(async () => (await import('@foro/shared/forum/schemas')).threadPostEditSchema);

type Post = ThreadPage['posts'][number];

/**
 * One message of a thread: its author (a coach with photo and badge), when, the text and "Citar";
 * "editado" once its author changed it, "Editar" and "Eliminar" (after a confirmation) while they
 * still may, and the "new since your last visit" marker
 * (docs/decisions/0048-forum-edits-activity-reads.md).
 */
export function ForumPost({
  post: p,
  onQuote,
  slug,
  slugThread,
  canModerate = false,
  firstNew = false,
  permalink,
  onDeleted,
}: {
  post: Post;
  /** The address of this post: its thread's page and the post's anchor. */
  permalink?: string | undefined;
  onQuote?: (() => void) | undefined;
  slug: string;
  slugThread: string;
  canModerate?: boolean | undefined;
  /** The first post written since the member's last visit: it carries the marker. */
  firstNew?: boolean;
  /** After its author deleted it: the page that held it, as the server answers it now. */
  onDeleted?: ((page: ThreadPage) => void) | undefined;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePost(slug, slugThread);
  const cancel = useRef<HTMLButtonElement>(null);
  // The safe choice has the focus once the dialog is open (the dialog's own effect runs first).
  useEffect(() => {
    if (confirming) cancel.current?.focus();
  }, [confirming]);
  const closeConfirm = () => {
    setConfirming(false);
    remove.reset();
  };
  const confirmDelete = () => {
    if (remove.isPending) return;
    // The post (and this dialog) leave the page with the answer: the thread takes it from here. A
    // refusal stays in the dialog (remove.error).
    remove.mutateAsync(p.id).then(
      (page) => onDeleted?.(page),
      () => undefined,
    );
  };
  const [text, setText] = useState(p.post);
  useSchemaWhenIdle(editSchema);
  const [error, setError] = useState<string>();
  const edit = useEditPost(slug, slugThread);
  const save = async () => {
    if (edit.isPending) return;
    // The same rules as a reply (packages/shared/src/forum/schemas.ts), checked again by the server.
    const parsed = (await editSchema()).safeParse({ postContent: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    edit.mutate(
      { id: p.id, input: parsed.data },
      {
        onSuccess: () => {
          setEditing(false);
          setError(undefined);
        },
        onError: (e) => setError(e.fieldErrors.postContent ?? e.message),
      },
    );
  };
  // The author of a hidden post reads a note in its place (docs/decisions/0038-moderation.md).
  const note = !canModerate && p.moderation?.state === 'hidden';
  return (
    <li
      className={styles.post}
      data-coach={p.user.coach}
      data-hidden={p.moderation?.state === 'hidden' || undefined}
      data-new={p.new || undefined}
      id={postAnchor(p.id)}
      data-post-id={p.id}
      tabIndex={-1}
    >
      {p.new && <p className={styles.newMarker}>{firstNew ? 'Nuevo desde tu última visita' : 'Nuevo'}</p>}
      <div className={styles.postHead}>
        {p.user.coach && p.user.image && (
          <img src={p.user.image} alt="" width={44} height={44} className={styles.avatar} loading="lazy" />
        )}
        <p className={styles.author}>{p.user.name}</p>
        {p.user.coach && <p className={styles.badge}>Equipo de coaches</p>}
        <WrittenWhen
          iso={forumDateToIso(p.creation_date)}
          lead="Mensaje escrito"
          as="p"
          className={styles.when}
        />
        {p.edited && <p className={styles.edited}>(editado)</p>}
      </div>
      {note && !isHeld(p.moderation) ? (
        <HiddenNote reason={p.moderation?.reason} />
      ) : editing ? (
        <form
          className={styles.editForm}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <TextAreaField
            label="Edita tu mensaje"
            value={text}
            error={error}
            onChange={(e) => {
              setText(e.target.value);
              setError(undefined);
            }}
            rows={5}
          />
          <div className={styles.editButtons}>
            <Button type="submit" variant="brand" disabled={edit.isPending}>
              Guardar cambios
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setEditing(false);
                setText(p.post);
                setError(undefined);
              }}
            >
              Cancelar
            </Button>
          </div>
        </form>
      ) : (
        <PostBody post={p.post} />
      )}
      {note && isHeld(p.moderation) && <HiddenNote reason={p.moderation?.reason} />}
      {!editing && (p.editable || (onQuote && !note && p.moderation?.state !== 'hidden')) && (
        <div className={styles.postActions}>
          {p.editable && (
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setText(p.post);
                setEditing(true);
              }}
            >
              Editar<span className="visually-hidden"> tu mensaje</span>
            </button>
          )}
          {p.editable && (
            <button type="button" className={styles.linkButton} onClick={() => setConfirming(true)}>
              Eliminar<span className="visually-hidden"> tu mensaje</span>
            </button>
          )}
          {permalink && !note && (
            <Link className={styles.linkButton} to={permalink}>
              Enlace<span className="visually-hidden"> al mensaje de {p.user.name}</span>
            </Link>
          )}
          {onQuote && !note && p.moderation?.state !== 'hidden' && (
            <button type="button" className={styles.linkButton} onClick={onQuote}>
              Citar<span className="visually-hidden"> el mensaje de {p.user.name}</span>
            </button>
          )}
        </div>
      )}
      {confirming && (
        <Modal title="¿Eliminar tu mensaje?" onClose={closeConfirm}>
          <div className={styles.confirm}>
            <p>Se borrará de la conversación para todas las personas y no podrás recuperarlo.</p>
            {remove.isError && (
              <p role="alert" className={styles.confirmError}>
                {remove.error.message}
              </p>
            )}
            <div className={styles.editButtons}>
              <Button variant="primary" disabled={remove.isPending} onClick={confirmDelete}>
                Eliminar mensaje
              </Button>
              <button type="button" ref={cancel} className={buttonClass('outline')} onClick={closeConfirm}>
                Cancelar
              </button>
            </div>
          </div>
        </Modal>
      )}
      {!note && (
        <PostModeration kind="thread" refresh={queryScopes.axis(slug)} post={p} canModerate={canModerate} />
      )}
    </li>
  );
}
