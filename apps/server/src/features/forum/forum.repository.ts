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

    listThreads(axisId: string) {
      return db
        .selectFrom('threads')
        .leftJoin('axis_coaches', 'axis_coaches.id', 'threads.coach_id')
        .select((eb) => [
          'threads.id',
          'threads.slug',
          'threads.title',
          'threads.closed_at',
          'axis_coaches.name as coach_name',
          'axis_coaches.image as coach_image',
          eb
            .selectFrom('thread_posts')
            .select((e) => e.fn.countAll<number | string>().as('n'))
            .whereRef('thread_posts.thread_id', '=', 'threads.id')
            .where('thread_posts.hidden', '=', 0)
            .as('posts'),
          eb
            .selectFrom('thread_posts')
            .select((e) => e.fn.max('thread_posts.created_at').as('last'))
            .whereRef('thread_posts.thread_id', '=', 'threads.id')
            .where('thread_posts.hidden', '=', 0)
            .as('last_post'),
        ])
        .where('threads.axis_id', '=', axisId)
        .orderBy('threads.position', 'asc')
        .execute();
    },

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
          'axis_coaches.name as coach_name',
          'axis_coaches.image as coach_image',
        ])
        .where('threads.id', '=', id)
        .executeTakeFirst(),

    async countPosts(threadId: string): Promise<number> {
      const row = await db
        .selectFrom('thread_posts')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('thread_id', '=', threadId)
        .where('hidden', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Oldest first, as a conversation reads; the coach image comes from the route's coaches. */
    listPosts: (threadId: string, axisId: string, limit: number, offset: number) =>
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
        .where('thread_posts.hidden', '=', 0)
        .orderBy('thread_posts.created_at', 'asc')
        .orderBy('thread_posts.id', 'asc')
        .limit(limit)
        .offset(offset)
        .execute(),

    async insertPost(threadId: string, userId: string, post: string, now: string) {
      await db
        .insertInto('thread_posts')
        .values({ id: newId(), thread_id: threadId, user_id: userId, post, hidden: 0, created_at: now })
        .execute();
    },

    /** Posts per participant in a route's forum (staff and coaches not counted). */
    postCountsByUser: (axisId: string) =>
      db
        .selectFrom('thread_posts')
        .innerJoin('threads', 'threads.id', 'thread_posts.thread_id')
        .innerJoin('users', 'users.id', 'thread_posts.user_id')
        .select((eb) => ['thread_posts.user_id', eb.fn.countAll<number | string>().as('n')])
        .where('threads.axis_id', '=', axisId)
        .where('thread_posts.hidden', '=', 0)
        .where('users.role', '=', 'member')
        .groupBy('thread_posts.user_id')
        .execute(),
  };
}
export type ForumRepository = ReturnType<typeof createForumRepository>;
