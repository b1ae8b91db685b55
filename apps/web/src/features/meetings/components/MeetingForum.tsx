import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { meetingPostSchema, type MeetingPostInput } from '@foro/shared/meetings/schemas';
import { Button } from '../../../components/ui/Button';
import { PageLoading } from '../../../components/ui/PageLoading';
import { Pagination } from '../../../components/ui/Pagination';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { useCreateMeetingPost } from '../api/create-meeting-post';
import { useMeetingPosts } from '../api/get-meeting-posts';
import { WrittenWhen } from '../../../components/ui/WrittenWhen';
import styles from './forms.module.css';

/** docs/product/meetings.md#meeting-forum: the meeting's forum, 10 comments a page, newest first. */
export function MeetingForum({ slug }: { slug: string }) {
  const [page, setPage] = useState(1);
  const posts = useMeetingPosts(slug, page);
  const mutation = useCreateMeetingPost(slug);
  const form = useForm<MeetingPostInput>({ resolver: zodResolver(meetingPostSchema) });
  const closed = posts.data?.hidde_posts;

  return (
    <>
      {closed ? (
        <p>El foro de este encuentro está cerrado.</p>
      ) : mutation.isSuccess ? (
        <div className={styles.thanks} role="status">
          <p>¡Gracias por tu comentario! Ya está publicado en el foro.</p>
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
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => {
            if (mutation.isPending) return;
            mutation.mutate(values, { onSuccess: () => setPage(1) });
          })}
        >
          <TextAreaField
            label="Tu comentario"
            error={form.formState.errors.post?.message ?? mutation.error?.fieldErrors.post}
            {...form.register('post')}
          />
          {mutation.isError && !mutation.error.fieldErrors.post && (
            <p role="alert" className={styles.error}>
              {mutation.error.message}
            </p>
          )}
          <Button type="submit" variant="brand" disabled={mutation.isPending}>
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
          {posts.data.total === 0 ? (
            <p>Todavía no hay comentarios. ¡Sé el primero en participar!</p>
          ) : (
            <ul className={styles.posts} aria-label="Comentarios del foro">
              {posts.data.posts.map((p) => (
                <li key={p.id} className={styles.post}>
                  <p className={styles.postMeta}>
                    <strong>{p.user.name}</strong>
                    <span>{[p.user.city, p.user.country].filter(Boolean).join(', ')}</span>
                    <WrittenWhen iso={p.creation_date} />
                  </p>
                  <p>{p.post}</p>
                </li>
              ))}
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
