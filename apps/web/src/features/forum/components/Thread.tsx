import { useRef, useState } from 'react';
import { quoteMarkup, THREAD_CLOSED, threadPostSchema, type ThreadPage } from '@foro/shared/forum/schemas';
import { Pagination } from '../../../components/ui/Pagination';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReplyToThread } from '../api/reply-to-thread';
import { ForumBreadcrumbs } from './ForumBreadcrumbs';
import { ForumPost } from './ForumPost';
import { ReplyForm } from './ReplyForm';
import styles from './forum-pages.module.css';

/** A quote carries the quoted message without the quotes it held itself. */
const withoutQuotes = (post: string) => post.replace(/\[quote=[^\]]*\][\s\S]*?\[\/quote\]\s*/g, '');

/** One page of a thread with its reply box (docs/product/forum.md#thread-screen). */
export function Thread({
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
      <ForumBreadcrumbs slug={slug} axisTitle={data.axisTitle} threadTitle={data.threadTitle} />
      <h1 className={styles.title}>{data.threadTitle}</h1>
      {data.thread.closed ? (
        // docs/product/forum.md#closed-threads
        <p className={styles.closed} role="note">
          {THREAD_CLOSED}
        </p>
      ) : (
        <ReplyForm
          open={open}
          text={text}
          error={error}
          pending={reply.isPending}
          textarea={textarea}
          onOpen={() => openWith(text)}
          onText={setText}
          onPublish={publish}
        />
      )}
      <ol className={styles.posts} aria-label="Mensajes">
        {data.posts.map((p) => (
          <ForumPost
            key={p.id}
            post={p}
            onQuote={
              data.thread.closed
                ? undefined
                : () => openWith(`${text}${quoteMarkup(p.user.name, withoutQuotes(p.post))}`)
            }
          />
        ))}
      </ol>
      <Pagination page={data.page} pages={data.pages} onChange={onPage} label="Páginas de la conversación" />
    </div>
  );
}
