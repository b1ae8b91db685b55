import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { quoteMarkup, THREAD_CLOSED, THREAD_POSTS_PER_PAGE } from '@foro/shared/forum/constants';
import { HELD_NOTE } from '@foro/shared/moderation/constants';
import { isHeld } from '../../../components/moderation/PostModeration';
import type { ThreadPage, ThreadPostInput } from '@foro/shared/forum/schemas';
import { lazySchema, useSchemaWhenIdle } from '../../../lib/lazy-schema';
import { Pagination } from '../../../components/ui/Pagination';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDraftKey, useDraftText } from '../../../lib/drafts';
import { useOfflineSend } from '../../../lib/offline-send';
import { useReplyToThread } from '../api/reply-to-thread';
import { markThreadRead } from '../api/edit-post';
import { ForumBreadcrumbs } from './ForumBreadcrumbs';
import { ForumPost } from './ForumPost';
import { ReplyForm } from './ReplyForm';
import { ApiError } from '../../../lib/api-client';
import { pathTo } from '../../../config/paths';
import { postAnchor } from '../format';
import styles from './forum-pages.module.css';

/** The reply's rules, loaded with the first reply (zod stays off the first screen). */
const replySchema = lazySchema(async () => (await import('@foro/shared/forum/schemas')).threadPostSchema);

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
  const [opened, setOpen] = useState(false);
  useSchemaWhenIdle(replySchema);
  // Nothing typed is lost (docs/decisions/0064): the reply is a draft kept on the device until sent, and
  // a reply with text in it (a restored draft) shows its box.
  const [text, setText] = useDraftText(useDraftKey('forum-reply'));
  const open = opened || text !== '';
  const [error, setError] = useState<string>();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const reply = useReplyToThread(slug, slugThread);
  const sending = useOfflineSend({
    // One submit, one post: every try of one reply goes with one key (lib/submit-once.ts).
    send: (input: ThreadPostInput, key: string) => reply.mutateAsync({ input, key }),
    onSent: (page) => {
      setText('');
      setOpen(false);
      setAnnouncement('');
      setPosted(page.posted);
      onPage(page.page);
    },
    onError: (e) => setError(e instanceof ApiError ? (e.fieldErrors.postContent ?? e.message) : String(e)),
  });
  // The reply just published: once its page is shown it is scrolled to, focused and announced.
  const [posted, setPosted] = useState<string>();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const mine = posted ? data.posts.find((p) => p.id === posted) : undefined;
    if (!posted || !mine) return;
    const item = document.getElementById(postAnchor(posted));
    item?.scrollIntoView({ block: 'center' });
    item?.focus({ preventScroll: true });
    setAnnouncement(isHeld(mine.moderation) ? HELD_NOTE : 'Tu mensaje se ha publicado.');
    setPosted(undefined);
  }, [posted, data.posts]);

  // A post's own address (its "Enlace"): once its page is shown, the post is scrolled to and focused.
  // Once per address: a live update that reads the page again must not pull the reader back.
  const { hash } = useLocation();
  const shown = useRef('');
  useEffect(() => {
    if (!hash.startsWith(`#${postAnchor('')}`) || shown.current === hash) return;
    const item = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!item) return;
    shown.current = hash;
    item.scrollIntoView({ block: 'start' });
    item.focus({ preventScroll: true });
  }, [hash, data.posts]);

  // The member deleted their own post: once it is gone (and its dialog with it), the list has the
  // focus and the change is announced.
  const [deleted, setDeleted] = useState(false);
  useEffect(() => {
    if (!deleted) return;
    list.current?.focus({ preventScroll: true });
    setAnnouncement('Tu mensaje se eliminó.');
    setDeleted(false);
  }, [deleted]);

  // "Nuevo desde tu última visita": once a page is shown, the member has read up to its last post
  // (visible posts are numbered 1.. oldest first, THREAD_POSTS_PER_PAGE a page).
  const readUpTo = Math.min(data.page * THREAD_POSTS_PER_PAGE, data.total);
  useEffect(() => {
    if (readUpTo > 0 && !data.preview) void markThreadRead(data.thread.id, readUpTo).catch(() => undefined);
  }, [data.thread.id, readUpTo, data.preview]);
  const firstNew = data.posts.find((p) => p.new)?.id;

  /** Another page: the list's top comes into view, where the reader goes on. */
  const goToPage = (p: number) => {
    onPage(p);
    setAnnouncement('');
    list.current?.scrollIntoView({ block: 'start' });
    list.current?.focus({ preventScroll: true });
  };

  const openWith = (value: string) => {
    setOpen(true);
    setText(value);
    setError(undefined);
    // Wait for the textarea to appear before focusing it, with the caret after what it holds: after a
    // quote, the reply follows it (issue 35, item 15).
    requestAnimationFrame(() => {
      const field = textarea.current;
      if (!field) return;
      field.focus();
      field.setSelectionRange(field.value.length, field.value.length);
    });
  };

  const publish = async () => {
    // An empty reply is not sent (docs/product/forum.md#replies).
    const parsed = (await replySchema()).safeParse({ id: data.thread.id, postContent: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    sending.submit(parsed.data);
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
          waiting={sending.waiting}
          textarea={textarea}
          onOpen={() => openWith(text)}
          onText={setText}
          onPublish={publish}
          onCancel={sending.cancel}
        />
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <ol className={styles.posts} aria-label="Mensajes" ref={list} tabIndex={-1}>
        {data.posts.map((p) => (
          <ForumPost
            key={p.id}
            post={p}
            slug={slug}
            slugThread={slugThread}
            firstNew={p.id === firstNew}
            permalink={`${pathTo('axisThread', { slug, slugThread })}${data.page > 1 ? `?pagina=${data.page}` : ''}#${postAnchor(p.id)}`}
            canModerate={data.canModerate}
            onDeleted={(page) => {
              setAnnouncement('');
              setDeleted(true);
              onPage(page.page);
            }}
            onQuote={
              data.thread.closed
                ? undefined
                : () => openWith(`${text}${quoteMarkup(p.user.name, withoutQuotes(p.post))}`)
            }
          />
        ))}
      </ol>
      <Pagination
        page={data.page}
        pages={data.pages}
        onChange={goToPage}
        label="Páginas de la conversación"
      />
    </div>
  );
}
