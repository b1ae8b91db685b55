import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { quoteMarkup, THREAD_CLOSED, threadPostSchema, type ThreadPage } from '@foro/shared/forum/schemas';
import { Button } from '../../../components/ui/Button';
import { Pagination } from '../../../components/ui/Pagination';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { pathTo } from '../../../config/paths';
import { useReplyToThread } from '../../../features/forum/api/reply-to-thread';
import { useThread } from '../../../features/forum/api/get-thread';
import { PostBody } from '../../../features/forum/components/PostBody';
import { forumDateToIso } from '../../../features/forum/format';
import { WrittenWhen } from '../../../components/ui/WrittenWhen';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './forum-pages.module.css';

function Thread({
  slug,
  slugThread,
  data,
  onPage,
}: {
  slug: string;
  slugThread: string;
  data: ThreadPage;
  onPage: (p: number) => void;
}) {
  usePageTitle(data.threadTitle);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const reply = useReplyToThread(slug, slugThread);

  const openWith = (value: string) => {
    setOpen(true);
    setText(value);
    setError(undefined);
    // Wait for the textarea to appear before focusing it.
    requestAnimationFrame(() => textarea.current?.focus());
  };

  const publish = () => {
    // One send at a time; an empty reply is not sent (docs/product/forum.md#replies).
    if (reply.isPending) return;
    const parsed = threadPostSchema.safeParse({ id: data.thread.id, postContent: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    reply.mutate(parsed.data, {
      onSuccess: (page) => {
        setText('');
        setOpen(false);
        onPage(page.page);
      },
      onError: (e) => setError(e.fieldErrors.postContent ?? e.message),
    });
  };

  return (
    <div className={styles.page}>
      <nav aria-label="Migas de pan" className={styles.breadcrumbs}>
        <ol>
          <li>
            <Link to={pathTo('axis', { slug })}>{data.axisTitle}</Link>
          </li>
          <li>
            <Link to={pathTo('axisForum', { slug })}>Foro de participación</Link>
          </li>
          <li aria-current="page">{data.threadTitle}</li>
        </ol>
      </nav>
      <h1 className={styles.title}>{data.threadTitle}</h1>

      <section className={styles.reply} aria-label="Responder">
        {data.thread.closed ? (
          // docs/product/forum.md#closed-threads
          <p className={styles.closed} role="note">
            {THREAD_CLOSED}
          </p>
        ) : !open ? (
          <Button variant="brand" onClick={() => openWith(text)}>
            Responder
          </Button>
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              publish();
            }}
          >
            <TextAreaField
              ref={textarea}
              label="Tu respuesta"
              hideLabel
              placeholder="Escribe algo..."
              value={text}
              onChange={(e) => setText(e.target.value)}
              error={error}
              rows={5}
            />
            <Button type="submit" variant="brand" disabled={reply.isPending}>
              Publicar
            </Button>
          </form>
        )}
      </section>

      <ol className={styles.posts} aria-label="Mensajes">
        {data.posts.map((p) => (
          <li key={p.id} className={styles.post} data-coach={p.user.coach}>
            <div className={styles.postHead}>
              {p.user.coach && p.user.image && (
                <img
                  src={p.user.image}
                  alt=""
                  width={44}
                  height={44}
                  className={styles.avatar}
                  loading="lazy"
                />
              )}
              <p className={styles.author}>{p.user.name}</p>
              {p.user.coach && <p className={styles.badge}>Equipo de coaches</p>}
              <WrittenWhen
                iso={forumDateToIso(p.creation_date)}
                lead="Mensaje escrito"
                as="p"
                className={styles.when}
              />
            </div>
            <PostBody post={p.post} />
            {!data.thread.closed && (
              <div className={styles.postActions}>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() =>
                    openWith(
                      `${text}${quoteMarkup(p.user.name, p.post.replace(/\[quote=[^\]]*\][\s\S]*?\[\/quote\]\s*/g, ''))}`,
                    )
                  }
                >
                  Citar<span className="visually-hidden"> el mensaje de {p.user.name}</span>
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
      <Pagination page={data.page} pages={data.pages} onChange={onPage} label="Páginas de la conversación" />
    </div>
  );
}

/** /eje/{slug}/foro-de-participacion/{slugThread}/posts (docs/product/forum.md#thread-screen). */
export default function ThreadPage() {
  const { slug = '', slugThread = '' } = useParams();
  const [page, setPage] = useState(1);
  const query = useThread(slug, slugThread, page);
  return (
    <QueryStatus query={query}>
      {(data) => <Thread slug={slug} slugThread={slugThread} data={data} onPage={setPage} />}
    </QueryStatus>
  );
}
