import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { KeptRoutes } from '../../db/kept-routes.ts';
import { newId } from '../../lib/ids.ts';
import { firstSubmission, RepeatedSubmission } from '../../db/submission-keys.ts';
import { openReportCounts, reportedByMember } from '../../db/post-reports.ts';

/** `kept`: the routes kept per process (db/kept-routes.ts); none inside a transaction. */
export function createForumRepository(db: Db, kept?: KeptRoutes) {
  /** A thread's posts as a page shows them: with the author, and a coach's picture from the route's coaches. */
  const postsWithAuthors = (axisId: string) =>
    db
      .selectFrom('thread_posts')
      .innerJoin('users', 'users.id', 'thread_posts.user_id')
      .leftJoin('axis_coaches', (join) =>
        join.onRef('axis_coaches.user_id', '=', 'users.id').on('axis_coaches.axis_id', '=', axisId),
      )
      .select([
        'thread_posts.id',
        'thread_posts.user_id',
        'thread_posts.post',
        'thread_posts.created_at',
        'thread_posts.hidden_reason',
        'thread_posts.held_at',
        'thread_posts.seq',
        'thread_posts.edited_at',
        'users.name',
        'users.lastname',
        'users.role',
        'axis_coaches.image as coach_image',
      ]);

  return {
    findAxisBySlug: (slug: string) =>
      kept
        ? kept.axisBySlug(slug)
        : db
            .selectFrom('axes')
            .select(['id', 'slug', 'title', 'active', 'published_at', 'archived_at'])
            .where('slug', '=', slug)
            .executeTakeFirst(),

    /** Counts and last dates are the threads' own columns: the list reads no post. */
    listThreads: (axisId: string) =>
      db
        .selectFrom('threads')
        .leftJoin('axis_coaches', 'axis_coaches.id', 'threads.coach_id')
        .select([
          'threads.id',
          'threads.slug',
          'threads.title',
          'threads.closed_at',
          'threads.posts_count',
          'threads.last_post_at',
          'threads.pinned_at',
          'axis_coaches.name as coach_name',
          'axis_coaches.image as coach_image',
        ])
        .where('threads.axis_id', '=', axisId)
        // Pinned threads first (decision 0038), then by latest activity (decision 0048): the newest
        // visible post first, threads with none last, in the same order on both engines (nulls sort
        // apart on each, hence the `case`); ties by position, so the order never depends on the plan.
        .orderBy(sql`case when threads.pinned_at is null then 1 else 0 end`)
        .orderBy(sql`case when threads.last_post_at is null then 1 else 0 end`)
        .orderBy('threads.last_post_at', 'desc')
        .orderBy('threads.position', 'asc')
        .orderBy('threads.id', 'asc')
        .execute(),

    findThread: (axisId: string, slug: string) =>
      db
        .selectFrom('threads')
        .leftJoin('axis_coaches', 'axis_coaches.id', 'threads.coach_id')
        .select([
          'threads.id',
          'threads.slug',
          'threads.title',
          'threads.axis_id',
          'threads.closed_at',
          'threads.pinned_at',
          'threads.posts_count',
          'axis_coaches.name as coach_name',
          'axis_coaches.image as coach_image',
        ])
        .where('threads.axis_id', '=', axisId)
        .where('threads.slug', '=', slug)
        .executeTakeFirst(),

    findThreadById: (id: string) =>
      db
        .selectFrom('threads')
        .leftJoin('axis_coaches', 'axis_coaches.id', 'threads.coach_id')
        .innerJoin('axes', 'axes.id', 'threads.axis_id')
        .select([
          'threads.id',
          'threads.slug',
          'threads.title',
          'threads.axis_id',
          'axes.title as axis_title',
          'axes.active as axis_active',
          'axes.published_at',
          'axes.archived_at',
          'threads.closed_at',
          'threads.pinned_at',
          'threads.posts_count',
          'axis_coaches.name as coach_name',
          'axis_coaches.image as coach_image',
        ])
        .where('threads.id', '=', id)
        .executeTakeFirst(),

    /**
     * Oldest first, as a conversation reads: the visible posts numbered `from`..`to` (a range of the
     * thread's index, whatever the page). The coach image comes from the route's coaches.
     */
    listPosts: (threadId: string, axisId: string, from: number, to: number) =>
      postsWithAuthors(axisId)
        .where('thread_posts.thread_id', '=', threadId)
        .where('thread_posts.seq', '>=', from)
        .where('thread_posts.seq', '<=', to)
        .orderBy('thread_posts.seq', 'asc')
        .execute(),

    /** When the visible post at place `seq` was written (where the previous page ends). */
    postDateAt: async (threadId: string, seq: number) =>
      (
        await db
          .selectFrom('thread_posts')
          .select('created_at')
          .where('thread_id', '=', threadId)
          .where('seq', '=', seq)
          .executeTakeFirst()
      )?.created_at,

    /**
     * The hidden (not deleted) posts written after `after` and up to `upTo` (either open-ended): the
     * ones that sit among a page's visible posts. Only the author's own unless `userId` is null
     * (moderators see them all).
     */
    listHiddenPosts: (
      threadId: string,
      axisId: string,
      range: { after: string | null; upTo: string | null },
      userId: string | null,
    ) => {
      let q = postsWithAuthors(axisId)
        .where('thread_posts.thread_id', '=', threadId)
        .where('thread_posts.hidden', '=', sql.lit(1))
        .where('thread_posts.deleted_at', 'is', null);
      if (range.after) q = q.where('thread_posts.created_at', '>', range.after);
      if (range.upTo) q = q.where('thread_posts.created_at', '<=', range.upTo);
      if (userId) q = q.where('thread_posts.user_id', '=', userId);
      return q.orderBy('thread_posts.created_at', 'asc').limit(200).execute();
    },

    /** Open reports per post (for moderators). */
    openReports: (postIds: string[]) => openReportCounts(db, 'thread', postIds),

    /** Which of these posts the member already reported. */
    reportedBy: (postIds: string[], userId: string) => reportedByMember(db, 'thread', postIds, userId),

    /** A post with what editing it needs to know: its thread, route and moderation state. */
    findPostForEdit: (postId: string) =>
      db
        .selectFrom('thread_posts')
        .innerJoin('threads', 'threads.id', 'thread_posts.thread_id')
        .innerJoin('axes', 'axes.id', 'threads.axis_id')
        .select([
          'thread_posts.id',
          'thread_posts.user_id',
          'thread_posts.post',
          'thread_posts.hidden',
          'thread_posts.deleted_at',
          'thread_posts.created_at',
          'thread_posts.seq',
          'threads.id as thread_id',
          'threads.title as thread_title',
          'threads.closed_at',
          'threads.axis_id',
          'axes.active',
          'axes.published_at',
          'axes.archived_at',
        ])
        .where('thread_posts.id', '=', postId)
        .executeTakeFirst(),

    /** The place of the latest visible post someone other than `userId` wrote (0: none), by the seq index. */
    async lastSeqByOthers(threadId: string, userId: string): Promise<number> {
      const row = await db
        .selectFrom('thread_posts')
        .select('seq')
        .where('thread_id', '=', threadId)
        .where('seq', 'is not', null)
        .where('user_id', '!=', userId)
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirst();
      return Number(row?.seq ?? 0);
    },

    updatePostText: (postId: string, post: string, at: string) =>
      db.updateTable('thread_posts').set({ post, edited_at: at }).where('id', '=', postId).execute(),

    /** The last visible post the member had read in the thread (undefined: never opened it). */
    async readPosition(userId: string, threadId: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('thread_reads')
        .select('last_seq')
        .where('user_id', '=', userId)
        .where('thread_id', '=', threadId)
        .executeTakeFirst();
      return row ? Number(row.last_seq) : undefined;
    },

    /** Moves the member's read position forward (never back: an older page read later keeps it). */
    saveReadPosition: (userId: string, threadId: string, seq: number, at: string) =>
      db
        .insertInto('thread_reads')
        .values({ user_id: userId, thread_id: threadId, last_seq: seq, read_at: at })
        .onConflict((oc) =>
          oc.columns(['user_id', 'thread_id']).doUpdateSet((eb) => ({
            last_seq: sql<number>`case when ${eb.ref('excluded.last_seq')} > ${eb.ref('thread_reads.last_seq')} then ${eb.ref('excluded.last_seq')} else ${eb.ref('thread_reads.last_seq')} end`,
            read_at: eb.ref('excluded.read_at'),
          })),
        )
        .execute(),

    coaches: async (axisId: string, userId: string) =>
      Boolean(
        await db
          .selectFrom('axis_coaches')
          .select('id')
          .where('axis_id', '=', axisId)
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      ),

    /**
     * Adds a visible post as the thread's last, with the thread's count, last date and the member's
     * participation in one transaction; answers the thread's new count. Two replies at once queue
     * on the thread's row, so each gets its own place.
     */
    insertPost: (
      thread: { id: string; axis_id: string },
      userId: string,
      post: string,
      now: string,
      submissionKey?: string,
      /** Held for review (a watched word): saved hidden with this note, outside the counts. */
      held: string | null = null,
    ): Promise<{ id: string; total: number; repeatOf?: number }> =>
      db
        .transaction()
        .execute(async (trx) => {
          const { posts_count } = await trx
            .updateTable('threads')
            .set((eb) =>
              held
                ? { posts_count: eb.ref('posts_count') }
                : { posts_count: eb('posts_count', '+', 1), last_post_at: now },
            )
            .where('id', '=', thread.id)
            .returning('posts_count')
            .executeTakeFirstOrThrow();
          // Read after the thread's row is locked: a repeat sent at the same time waits for the first
          // to commit, then finds it here.
          const first = submissionKey
            ? await firstSubmission(trx, 'thread_posts', userId, submissionKey)
            : undefined;
          if (first) throw new RepeatedSubmission(first);
          // docs/product/forum.md#participation-ranking: a message the member already wrote in this
          // route counts once, so copies of it cannot climb the ranking (nor win the smartwatch draw).
          const repeated = await trx
            .selectFrom('thread_posts')
            .innerJoin('threads', 'threads.id', 'thread_posts.thread_id')
            .select('thread_posts.id')
            .where('thread_posts.user_id', '=', userId)
            .where('threads.axis_id', '=', thread.axis_id)
            .where('thread_posts.hidden', '=', 0)
            .where('thread_posts.post', '=', post)
            .limit(1)
            .executeTakeFirst();
          const id = newId();
          await trx
            .insertInto('thread_posts')
            .values({
              id,
              thread_id: thread.id,
              user_id: userId,
              post,
              created_at: now,
              submission_key: submissionKey ?? null,
              ...(held
                ? { hidden: 1, hidden_at: now, hidden_reason: held, held_at: now, seq: null }
                : { hidden: 0, seq: posts_count }),
            })
            .execute();
          if (held) return { id, total: Number(posts_count) };
          if (!repeated)
            await trx
              .insertInto('forum_participation')
              .values({ axis_id: thread.axis_id, user_id: userId, posts: 1 })
              .onConflict((oc) =>
                oc
                  .columns(['axis_id', 'user_id'])
                  .doUpdateSet((eb) => ({ posts: eb('forum_participation.posts', '+', 1) })),
              )
              .execute();
          return { id, total: Number(posts_count) };
        })
        .catch((error: unknown) => {
          // The transaction rolled back the count it raised; the answer points at the first post.
          if (error instanceof RepeatedSubmission)
            return { id: error.first.id, total: -1, repeatOf: error.first.seq ?? 0 };
          throw error;
        }),

    /** A member's visible posts in a route's forum (staff and coaches take no place). */
    async participation(axisId: string, userId: string): Promise<number> {
      const row = await db
        .selectFrom('forum_participation')
        .innerJoin('users', 'users.id', 'forum_participation.user_id')
        .select('forum_participation.posts')
        .where('forum_participation.axis_id', '=', axisId)
        .where('forum_participation.user_id', '=', userId)
        .where('users.role', '=', 'member')
        .executeTakeFirst();
      return Number(row?.posts ?? 0);
    },

    /** How many members of a route's forum wrote more than `posts` posts. */
    async participantsAbove(axisId: string, posts: number): Promise<number> {
      const row = await db
        .selectFrom('forum_participation')
        .innerJoin('users', 'users.id', 'forum_participation.user_id')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('forum_participation.axis_id', '=', axisId)
        .where('forum_participation.posts', '>', posts)
        .where('users.role', '=', 'member')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type ForumRepository = ReturnType<typeof createForumRepository>;
