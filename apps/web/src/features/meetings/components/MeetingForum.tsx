import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MeetingPostInput } from '@foro/shared/meetings/schemas';
import { lazySchema, lazyZodResolver } from '../../../lib/lazy-schema';
import { OfflineNotice } from '../../../components/ui/OfflineNotice';
import { Button } from '../../../components/ui/Button';
import { PageLoading } from '../../../components/ui/PageLoading';
import { Pagination } from '../../../components/ui/Pagination';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { useCreateMeetingPost } from '../api/create-meeting-post';
import { useMeetingPosts } from '../api/get-meeting-posts';
import { useDraft, useDraftKey } from '../../../lib/drafts';
import { useOfflineSend } from '../../../lib/offline-send';
import { WrittenWhen } from '../../../components/ui/WrittenWhen';
import { HELD_NOTE } from '@foro/shared/moderation/constants';
import { HiddenNote, PostModeration, isHeld } from '../../../components/moderation/PostModeration';
import { meetingKeys } from '../api/query-keys';
import styles from './forms.module.css';

/** The form's rules, loaded with its first check (zod stays off the first screen). */
const postSchema = lazySchema(async () => (await import('@foro/shared/meetings/schemas')).meetingPostSchema);

/**
 * docs/product/meetings.md#meeting-forum: the meeting's forum, 10 comments a page, newest first;
 * "Reportar" under others' comments, and staff's moderation tools (docs/decisions/0038-moderation.md).
 */
export function MeetingForum({ slug }: { slug: string }) {
  const [page, setPage] = useState(1);
  const posts = useMeetingPosts(slug, page);
  const mutation = useCreateMeetingPost(slug);
  const form = useForm<MeetingPostInput>({ resolver: lazyZodResolver<MeetingPostInput>(postSchema) });
  // Nothing typed is lost (docs/decisions/0064): a draft kept on the device, a send that waits offline.
  const draft = useDraft(useDraftKey('meeting-comment'), form);
  const sending = useOfflineSend({
    // One submit, one post: every try of one comment goes with one key (lib/submit-once.ts).
    send: (input: MeetingPostInput, key: string) => mutation.mutateAsync({ input, key }),
    onSent: () => {
      draft.clear();
      setPage(1);
    },
  });
  const closed = posts.data?.hidde_posts;
  const canModerate = Boolean(posts.data?.canModerate);

  return (
    <>
      {closed ? (
        <p>El foro de este encuentro está cerrado.</p>
      ) : mutation.isSuccess ? (
        <div className={styles.thanks} role="status">
          <p>
            {isHeld(mutation.data.posts.find((p) => p.own)?.moderation)
              ? `¡Gracias por tu comentario! ${HELD_NOTE}`
              : '¡Gracias por tu comentario! Ya está publicado en el foro.'}
          </p>
          <Button
            variant="outline"
            onClick={() => {
              form.reset({ post: '' });
              mutation.reset();
            }}
          >
            Escribir otro comentario
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => sending.submit(values))}>
          <TextAreaField
            label="Tu comentario"
            error={form.formState.errors.post?.message ?? mutation.error?.fieldErrors.post}
            readOnly={sending.waiting}
            {...form.register('post')}
          />
          {sending.waiting && <OfflineNotice onCancel={sending.cancel} />}
          {mutation.isError && !sending.waiting && !mutation.error.fieldErrors.post && (
            <p role="alert" className={styles.error}>
              {mutation.error.message}
            </p>
          )}
          <Button type="submit" variant="brand" disabled={mutation.isPending || sending.waiting}>
            Publicar
          </Button>
        </form>
      )}

      {posts.isPending && <PageLoading />}
      {posts.isError && (
        <p role="alert" className={styles.error}>
          No pudimos cargar los comentarios.{' '}
          <button type="button" onClick={() => posts.refetch()}>
            Reintentar
          </button>
        </p>
      )}
      {posts.data && !closed && (
        <>
          <p className="visually-hidden" aria-live="polite">
            Página {posts.data.page} de {posts.data.pages}
          </p>
          {posts.data.posts.length === 0 ? (
            <p>Todavía no hay comentarios. ¡Sé el primero en participar!</p>
          ) : (
            <ul className={styles.posts} aria-label="Comentarios del foro">
              {posts.data.posts.map((p) => {
                // The author of a hidden comment reads a note in its place (decision 0038).
                const note = !canModerate && p.moderation?.state === 'hidden';
                return (
                  <li
                    key={p.id}
                    className={styles.post}
                    data-hidden={p.moderation?.state === 'hidden' || undefined}
                    data-post-id={p.id}
                  >
                    <p className={styles.postMeta}>
                      <strong>{p.user.name}</strong>
                      <span>{[p.user.city, p.user.country].filter(Boolean).join(', ')}</span>
                      <WrittenWhen iso={p.creation_date} />
                    </p>
                    {note && !isHeld(p.moderation) ? (
                      <HiddenNote reason={p.moderation?.reason} />
                    ) : (
                      <p>{p.post}</p>
                    )}
                    {note && isHeld(p.moderation) && <HiddenNote reason={p.moderation?.reason} />}
                    {!note && (
                      <PostModeration
                        kind="meeting"
                        refresh={meetingKeys.posts(slug)}
                        post={p}
                        canModerate={canModerate}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <Pagination
            page={posts.data.page}
            pages={posts.data.pages}
            onChange={(n) => setPage(n)}
            label="Páginas del foro"
          />
        </>
      )}
    </>
  );
}
