import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';

export function createForumRepository(db: Db) {
  return {
    findAxisBySlug: (slug: string) =>
      db
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
          'axis_coaches.name as coach_name',
          'axis_coaches.image as coach_image',
        ])
        .where('threads.axis_id', '=', axisId)
        .orderBy('threads.position', 'asc')
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
      db
        .selectFrom('thread_posts')
        .innerJoin('users', 'users.id', 'thread_posts.user_id')
        .leftJoin('axis_coaches', (join) =>
          join.onRef('axis_coaches.user_id', '=', 'users.id').on('axis_coaches.axis_id', '=', axisId),
        )
        .select([
          'thread_posts.id',
          'thread_posts.post',
          'thread_posts.created_at',
          'users.name',
          'users.lastname',
          'users.role',
          'axis_coaches.image as coach_image',
        ])
        .where('thread_posts.thread_id', '=', threadId)
        .where('thread_posts.seq', '>=', from)
        .where('thread_posts.seq', '<=', to)
        .orderBy('thread_posts.seq', 'asc')
        .execute(),

    /**
     * Adds a visible post as the thread's last, with the thread's count, last date and the member's
     * participation in one transaction; answers the thread's new count. Two replies at once queue
     * on the thread's row, so each gets its own place.
     */
    insertPost: (thread: { id: string; axis_id: string }, userId: string, post: string, now: string) =>
      db.transaction().execute(async (trx) => {
        const { posts_count } = await trx
          .updateTable('threads')
          .set((eb) => ({ posts_count: eb('posts_count', '+', 1), last_post_at: now }))
          .where('id', '=', thread.id)
          .returning('posts_count')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('thread_posts')
          .values({
            id: newId(),
            thread_id: thread.id,
            user_id: userId,
            post,
            hidden: 0,
            created_at: now,
            seq: posts_count,
          })
          .execute();
        await trx
          .insertInto('forum_participation')
          .values({ axis_id: thread.axis_id, user_id: userId, posts: 1 })
          .onConflict((oc) =>
            oc
              .columns(['axis_id', 'user_id'])
              .doUpdateSet((eb) => ({ posts: eb('forum_participation.posts', '+', 1) })),
          )
          .execute();
        return Number(posts_count);
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
