import {
  DELETE_WINDOW_OVER,
  EDIT_WINDOW_MINUTES,
  EDIT_WINDOW_OVER,
  HIDDEN_NOT_DELETABLE,
  HIDDEN_NOT_EDITABLE,
  NOT_YOUR_POST,
  NOT_YOUR_POST_DELETE,
  OWN_DELETE_REASON,
  THREAD_CLOSED,
  THREAD_POSTS_PER_PAGE,
  type ThreadList,
  type ThreadPage,
} from '@foro/shared/forum/schemas';
import { HELD_NOTE } from '@foro/shared/moderation/schemas';
import type { Db } from '../../db/database.ts';
import { recountParticipation } from '../../db/post-counters.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { openAxisOr404, type AxisViewer } from '../../lib/open-axis.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { shownPost } from '../../lib/post-page.ts';
import type { Clock } from '../../lib/clock.ts';
import { createModerationRepository } from '../moderation/index.ts';
import { changePostState } from '../moderation/index.ts';
import type { ForumRepository } from './forum.repository.ts';

/** docs/product/forum.md#thread-dates: `YYYY-MM-DD HH:mm:ss`, here in UTC. */
const forumDate = (iso: string) => iso.slice(0, 19).replace('T', ' ');

const EDIT_WINDOW_MS = EDIT_WINDOW_MINUTES * 60_000;

export function createForumService(deps: {
  repo: ForumRepository;
  /** For an edit: the post, its route's ranking and the audit entry change together. */
  db?: Db;
  createRepo?: (db: Db) => ForumRepository;
  clock: Clock;
  /**
   * After a reply is saved: the other participants' digests (features/notifications). `repliedAt` is
   * the reply's own stored instant, so a digest starting there includes it.
   */
  onReplied?: (threadId: string, authorId: string, repliedAt: Date) => Promise<void>;
  /** After a reply is saved: the thread's live stream (features/live). */
  onPosted?: (threadId: string, postId: string) => Promise<void>;
  /** After its author deleted a post (committed): the thread's live stream, as a moderator's deletion. */
  onRemoved?: (threadId: string, postId: string) => Promise<void>;
  /** The watched word a member's text contains (features/moderation): the reply is then held for review. */
  heldFor?: (text: string) => Promise<string | null>;
}) {
  const { repo, clock } = deps;

  const axisOr404 = async (slug: string, viewer: AxisViewer) =>
    openAxisOr404(await repo.findAxisBySlug(slug), viewer, clock.now());

  type Viewer = AxisViewer & { id: string; email?: string };

  /** Staff everywhere, a coach in the routes they coach (docs/decisions/0038-moderation.md). */
  const moderates = async (axisId: string, viewer: Viewer) =>
    viewer.role === 'staff' || (viewer.role === 'coach' && (await repo.coaches(axisId, viewer.id)));

  /**
   * A page of a thread (by its route and its address, or its id after a write), read in one statement
   * with the thread and what the page knows of its reader (decision 0130).
   */
  async function page(
    key: { axisId: string } & ({ slug: string } | { id: string }),
    axisTitle: string,
    requested: number | 'last',
    viewer: Viewer,
  ): Promise<ThreadPage> {
    const thread = await repo.threadPage(key, requested, { id: viewer.id, role: viewer.role });
    if (!thread) throw new AppError('NOT_FOUND', 'No encontramos esta conversación.');
    const pageOf = pageWindow(Number(thread.posts_count), THREAD_POSTS_PER_PAGE, thread.page);
    // Staff everywhere, a coach in the routes they coach (docs/decisions/0038-moderation.md).
    const { rows, hiddenIds, reports, reported, moderator } = thread;
    // docs/decisions/0048-forum-edits-activity-reads.md: one's own visible post stays editable for
    // a while and until someone else writes after it; posts after the last one read are new.
    const closed = thread.closed_at !== null;
    const lastByOthers = Number(thread.last_by_others ?? 0);
    const lastRead = thread.read_seq === null ? undefined : Number(thread.read_seq);
    const nowMs = clock.now().getTime();
    const editable = (p: (typeof rows)[number]) =>
      p.user_id === viewer.id &&
      !closed &&
      p.seq !== null &&
      Number(p.seq) > lastByOthers &&
      nowMs - Date.parse(p.created_at) < EDIT_WINDOW_MS;
    return {
      thread: {
        id: thread.id,
        slug: thread.slug,
        title: thread.title,
        coach: thread.coach_name ? { name: thread.coach_name, image: thread.coach_image ?? '' } : null,
        closed: thread.closed_at !== null,
        pinned: Boolean(thread.pinned_at),
      },
      axisTitle,
      threadTitle: thread.title,
      posts: rows.map((p) => {
        const coach = p.role === 'coach';
        const isHidden = hiddenIds.has(p.id);
        const shown = shownPost(p, { hidden: isHidden, moderator, reports });
        return {
          id: p.id,
          post: shown.text,
          creation_date: forumDate(p.created_at),
          user: {
            name: [p.name, p.lastname].filter(Boolean).join(' '),
            coach,
            image: coach ? (p.coach_image ?? '') : '',
          },
          own: p.user_id === viewer.id,
          reported: reported.has(p.id),
          ...(p.edited_at ? { edited: true } : {}),
          ...(!isHidden && editable(p) ? { editable: true } : {}),
          ...(lastRead !== undefined && p.seq !== null && Number(p.seq) > lastRead && p.user_id !== viewer.id
            ? { new: true }
            : {}),
          ...shown.moderation,
        };
      }),
      page: pageOf.page,
      pages: pageOf.pages,
      total: pageOf.total,
      canModerate: moderator,
    };
  }

  return {
    async threads(slug: string, viewer: Viewer): Promise<ThreadList> {
      const axis = await axisOr404(slug, viewer);
      const rows = await repo.listThreads(axis.id);
      return {
        axisTitle: axis.title,
        threads: rows.map((t) => ({
          id: t.id,
          path: `/eje/${axis.slug}/foro-de-participacion/${t.slug}/posts`,
          title: t.title,
          coach: t.coach_name ? { name: t.coach_name, image: t.coach_image ?? '' } : null,
          numResponses: Math.max(0, Number(t.posts_count) - 1),
          lastResponseDate: t.last_post_at ? forumDate(t.last_post_at) : null,
          closed: t.closed_at !== null,
          pinned: t.pinned_at !== null && t.pinned_at !== undefined,
        })),
        ...(axis.preview ? { preview: true as const } : {}),
        canModerate: await moderates(axis.id, viewer),
      };
    },

    async thread(
      slug: string,
      slugThread: string,
      requested: number | undefined,
      viewer: Viewer,
    ): Promise<ThreadPage> {
      const axis = await axisOr404(slug, viewer);
      return {
        ...(await page({ axisId: axis.id, slug: slugThread }, axis.title, requested ?? 1, viewer)),
        ...(axis.preview ? { preview: true as const } : {}),
      };
    },

    /** The thread a member may read (the same rules as its page): its live stream's key. */
    async threadIdOr404(slug: string, slugThread: string, viewer: Viewer): Promise<string> {
      const axis = await axisOr404(slug, viewer);
      const thread = await repo.threadIdBySlug(axis.id, slugThread);
      if (!thread) throw new AppError('NOT_FOUND', 'No encontramos esta conversación.');
      return thread.id;
    },

    /**
     * Saves a reply and answers the thread at its last page, where the reply now is. A repeat of a
     * submission (same member, same key) writes nothing and answers the page of the first post.
     */
    async reply(
      threadId: string,
      viewer: Viewer,
      postContent: string,
      submissionKey?: string,
    ): Promise<ThreadPage> {
      const thread = await repo.findThreadById(threadId);
      if (!thread) throw AppError.validation({ id: 'Esta conversación no existe' });
      openAxisOr404({ ...thread, active: thread.axis_active }, viewer, clock.now());
      if (thread.closed_at !== null) throw new AppError('FORBIDDEN', THREAD_CLOSED);
      const repliedAt = clock.now();
      const pageKey = { axisId: thread.axis_id, id: thread.id };
      // A member's reply with a watched word waits for review (docs/decisions/0084-watched-words.md):
      // saved hidden, its author reads why beside it, nobody else hears of it until staff publish it.
      const held = viewer.role === 'member' && (await deps.heldFor?.(postContent)) ? HELD_NOTE : null;
      const saved = await repo.insertPost(
        thread,
        viewer.id,
        postContent,
        repliedAt.toISOString(),
        submissionKey,
        held,
      );
      if (saved.repeatOf === undefined && held)
        return { ...(await page(pageKey, thread.axis_title, 'last', viewer)), posted: saved.id };
      if (saved.repeatOf === undefined) {
        await deps.onPosted?.(thread.id, saved.id);
        await deps.onReplied?.(thread.id, viewer.id, repliedAt);
        return { ...(await page(pageKey, thread.axis_title, 'last', viewer)), posted: saved.id };
      }
      const at = saved.repeatOf > 0 ? Math.ceil(saved.repeatOf / THREAD_POSTS_PER_PAGE) : 'last';
      return { ...(await page(pageKey, thread.axis_title, at, viewer)), posted: saved.id };
    },

    /**
     * docs/decisions/0048-forum-edits-activity-reads.md: the author changes their own visible post
     * within EDIT_WINDOW_MINUTES and while nobody else has written after it. Moderation wins: a
     * hidden or deleted post cannot be edited. The text before goes to the audit log (moderators
     * read it there); the route's ranking is rebuilt (it counts different texts). Answers the page
     * that holds the post.
     */
    async edit(postId: string, viewer: Viewer & { email: string }, postContent: string): Promise<ThreadPage> {
      if (!deps.db || !deps.createRepo) throw new Error('forum service built without a database');
      const createRepo = deps.createRepo;
      const post = await repo.findPostForEdit(postId);
      if (!post || post.deleted_at) throw new AppError('NOT_FOUND', 'No encontramos este mensaje.');
      openAxisOr404({ ...post, active: post.active }, viewer, clock.now());
      if (post.user_id !== viewer.id) throw new AppError('FORBIDDEN', NOT_YOUR_POST);
      if (Number(post.hidden)) throw new AppError('FORBIDDEN', HIDDEN_NOT_EDITABLE);
      if (post.closed_at !== null) throw new AppError('FORBIDDEN', THREAD_CLOSED);
      const now = clock.now();
      if (
        now.getTime() - Date.parse(post.created_at) >= EDIT_WINDOW_MS ||
        Number(post.seq) <= (await repo.lastSeqByOthers(post.thread_id, viewer.id))
      )
        throw new AppError('FORBIDDEN', EDIT_WINDOW_OVER);
      if (postContent !== post.post)
        await deps.db.transaction().execute(async (trx) => {
          const at = now.toISOString();
          await createRepo(trx).updatePostText(postId, postContent, at);
          await recountParticipation(trx, post.axis_id);
          await recordAudit(trx, {
            actor: { id: viewer.id, email: viewer.email },
            action: 'update',
            item: { type: 'post', id: postId, label: `${post.thread_title}: ${postContent.slice(0, 80)}` },
            before: { text: post.post },
            after: { text: postContent },
            at,
          });
        });
      const thread = await repo.findThreadById(post.thread_id);
      if (!thread) throw new AppError('NOT_FOUND', 'No encontramos esta conversación.');
      const at = Math.max(1, Math.ceil(Number(post.seq) / THREAD_POSTS_PER_PAGE));
      return {
        ...(await page({ axisId: thread.axis_id, id: thread.id }, thread.axis_title, at, viewer)),
        posted: postId,
      };
    },

    /**
     * docs/decisions/0048-forum-edits-activity-reads.md: the author deletes their own post under the
     * edit's rule (within EDIT_WINDOW_MINUTES, nobody else wrote after it, not hidden, thread open).
     * It goes the way a moderator's deletion goes (decision 0038, `changePostState`): the text leaves
     * the row for the audit entry, the post leaves every page, and the thread's places, count, last
     * date, the route's ranking and the readers' positions are rebuilt, all in one transaction with
     * the checks. Answers the page that held the post (or the new last page).
     */
    async remove(postId: string, viewer: Viewer & { email: string }): Promise<ThreadPage> {
      const { db, createRepo } = deps;
      if (!db || !createRepo) throw new Error('forum service built without a database');
      const now = clock.now();
      const removed = await db.transaction().execute(async (trx) => {
        const tx = createRepo(trx);
        const post = await tx.findPostForEdit(postId);
        if (!post || post.deleted_at) throw new AppError('NOT_FOUND', 'No encontramos este mensaje.');
        openAxisOr404({ ...post, active: post.active }, viewer, now);
        if (post.user_id !== viewer.id) throw new AppError('FORBIDDEN', NOT_YOUR_POST_DELETE);
        if (Number(post.hidden)) throw new AppError('FORBIDDEN', HIDDEN_NOT_DELETABLE);
        if (post.closed_at !== null) throw new AppError('FORBIDDEN', THREAD_CLOSED);
        if (
          now.getTime() - Date.parse(post.created_at) >= EDIT_WINDOW_MS ||
          Number(post.seq) <= (await tx.lastSeqByOthers(post.thread_id, viewer.id))
        )
          throw new AppError('FORBIDDEN', DELETE_WINDOW_OVER);
        const moderated = await createModerationRepository(trx).findPost('thread', postId);
        if (!moderated) throw new AppError('NOT_FOUND', 'No encontramos este mensaje.');
        await changePostState(trx, {
          actor: { id: viewer.id, email: viewer.email },
          post: moderated,
          after: 'deleted',
          reason: OWN_DELETE_REASON,
          at: now.toISOString(),
        });
        return post;
      });
      await deps.onRemoved?.(removed.thread_id, postId);
      const thread = await repo.findThreadById(removed.thread_id);
      if (!thread) throw new AppError('NOT_FOUND', 'No encontramos esta conversación.');
      const at = Math.max(1, Math.ceil(Number(removed.seq) / THREAD_POSTS_PER_PAGE));
      return page({ axisId: thread.axis_id, id: thread.id }, thread.axis_title, at, viewer);
    },

    /** "Nuevo desde tu última visita": the member has read the thread up to visible post `seq`. */
    async markRead(threadId: string, viewer: Viewer, seq: number) {
      const thread = await repo.findThreadById(threadId);
      if (!thread) throw new AppError('NOT_FOUND', 'No encontramos esta conversación.');
      openAxisOr404({ ...thread, active: thread.axis_active }, viewer, clock.now());
      await repo.saveReadPosition(
        viewer.id,
        thread.id,
        Math.min(seq, Number(thread.posts_count)),
        clock.now().toISOString(),
      );
      return { status: true as const };
    },

    /**
     * docs/product/forum.md#participation-ranking: the member's place among the route's participants by forum
     * posts.
     */
    async ranking(axisId: string, userId: string) {
      const mine = await repo.participation(axisId, userId);
      if (mine === 0) return { posts: 0, place: -1 };
      return { posts: mine, place: 1 + (await repo.participantsAbove(axisId, mine)) };
    },
  };
}
export type ForumService = ReturnType<typeof createForumService>;
