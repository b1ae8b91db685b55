import { expressionBuilder, sql, type ExpressionBuilder } from 'kysely';
import { THREAD_POSTS_PER_PAGE } from '@foro/shared/forum/constants';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { KeptRoutes } from '../../db/kept-routes.ts';
import { compiledOnce } from '../../db/compiled-once.ts';
import { createPostsRepository, pageAsked, type Moderation } from '../../db/posts.ts';

/** Whom a page is read for: its moderation follows the role (and, for a coach, the thread's route). */
type Role = 'member' | 'coach' | 'staff';

/** `kept`: the routes kept per process (db/kept-routes.ts); none inside a transaction. */
export function createForumRepository(db: Db, kept?: KeptRoutes) {
  /**
   * A thread's posts as a page shows them, oldest first: with the author, and a coach's picture from the
   * route's coaches (the page's thread row is `threads` in its statement; each author by migration 067's
   * index).
   */
  const posts = createPostsRepository(
    db,
    'thread_posts',
    { perPage: THREAD_POSTS_PER_PAGE, newestFirst: false },
    (q) =>
      q
        .leftJoin('axis_coaches', (join) =>
          join
            .onRef('axis_coaches.user_id', '=', 'users.id')
            .on('axis_coaches.axis_id', '=', sql.ref<string>('threads.axis_id')),
        )
        .select(['p.edited_at', 'users.role', 'axis_coaches.image as coach_image']),
  );

  const threadColumns = [
    'threads.id',
    'threads.slug',
    'threads.title',
    'threads.axis_id',
    'threads.closed_at',
    'threads.pinned_at',
    'threads.posts_count',
    'axis_coaches.name as coach_name',
    'axis_coaches.image as coach_image',
  ] as const;

  /** Whether `userId` coaches the route of the statement's thread row (`threads`). */
  const threadRow = expressionBuilder<Database, 'threads'>();
  const coachesRoute = (userId: string) =>
    threadRow.exists(
      threadRow
        .selectFrom('axis_coaches as mine')
        .select('mine.id')
        .whereRef('mine.axis_id', '=', 'threads.axis_id')
        .where('mine.user_id', '=', userId),
    );

  /**
   * What a thread's page knows of its reader, beside the thread's row (decision 0106): the place read
   * up to (null: never opened it), the place of the latest visible post by someone else (null: none)
   * and whether the reader coaches the thread's route.
   */
  const readerColumns = (userId: string) => (eb: ExpressionBuilder<Database, 'threads'>) => [
    eb
      .selectFrom('thread_reads')
      .select('thread_reads.last_seq')
      .where('thread_reads.user_id', '=', userId)
      .whereRef('thread_reads.thread_id', '=', 'threads.id')
      .as('read_seq'),
    eb
      .selectFrom('thread_posts')
      .select('thread_posts.seq')
      .whereRef('thread_posts.thread_id', '=', 'threads.id')
      .where('thread_posts.seq', 'is not', null)
      .where('thread_posts.user_id', '!=', userId)
      .orderBy('thread_posts.seq', 'desc')
      .limit(1)
      .as('last_by_others'),
    coachesRoute(userId).as('coaches'),
  ];
  /** Who moderates a thread's posts (docs/decisions/0038-moderation.md): staff, and its route's coaches. */
  const moderation = (role: Role, userId: string): Moderation =>
    role === 'staff' ? true : role === 'coach' && coachesRoute(userId);

  /**
   * A thread's page in one statement (db/posts.ts `pageColumns`, docs/decisions/0130-a-page-in-one-statement.md):
   * the thread, what its page knows of the reader and the page as the reader sees it, by the route and
   * the thread's address or by its id. One compiled statement per lookup and role (db/compiled-once.ts).
   */
  const pageStatement = (by: 'slug' | 'id', role: Role) =>
    compiledOnce(db, (q, axisId: string, key: string, page: number, userId: string) => {
      const thread = q
        .selectFrom('threads')
        .leftJoin('axis_coaches', 'axis_coaches.id', 'threads.coach_id')
        .select(threadColumns)
        .select(readerColumns(userId))
        .select(posts.pageColumns({ page, userId }, moderation(role, userId)));
      return by === 'slug'
        ? thread.where('threads.axis_id', '=', axisId).where('threads.slug', '=', key)
        : thread.where('threads.axis_id', '=', axisId).where('threads.id', '=', key);
    });
  const pageStatements = new Map<string, ReturnType<typeof pageStatement>>();
  const lastSeqOfOthers = compiledOnce(db, (q, threadId: string, userId: string) =>
    q
      .selectFrom('thread_posts')
      .select('seq')
      .where('thread_id', '=', threadId)
      .where('seq', 'is not', null)
      .where('user_id', '!=', userId)
      .orderBy('seq', 'desc')
      .limit(1),
  );

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

    /**
     * A thread (by its route and its address or id) with what its page knows of the reader
     * (`readerColumns`) and a page of its posts (1 = the first; past the last: the last) as the reader
     * sees them (staff and the route's coaches moderate), in one statement; undefined when the route has
     * no such thread.
     */
    async threadPage(
      key: { axisId: string } & ({ slug: string } | { id: string }),
      page: number | 'last',
      reader: { id: string; role: Role },
    ) {
      const by = 'slug' in key ? 'slug' : 'id';
      const variant = `${by}:${reader.role}`;
      let statement = pageStatements.get(variant);
      if (!statement) pageStatements.set(variant, (statement = pageStatement(by, reader.role)));
      const [row] = await statement(
        key.axisId,
        'slug' in key ? key.slug : key.id,
        pageAsked(page),
        reader.id,
      );
      if (!row) return undefined;
      const moderator = reader.role === 'staff' || (reader.role === 'coach' && Number(row.coaches) === 1);
      return { ...row, page: Number(row.page_shown), moderator, ...posts.postsOf(row, moderator) };
    },

    /** A thread's id by its route and address (its live stream's key). */
    threadIdBySlug: (axisId: string, slug: string) =>
      db
        .selectFrom('threads')
        .select('id')
        .where('axis_id', '=', axisId)
        .where('slug', '=', slug)
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
      const [row] = await lastSeqOfOthers(threadId, userId);
      return Number(row?.seq ?? 0);
    },

    updatePostText: (postId: string, post: string, at: string) =>
      db.updateTable('thread_posts').set({ post, edited_at: at }).where('id', '=', postId).execute(),

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
    insertPost: async (
      thread: { id: string; axis_id: string },
      userId: string,
      post: string,
      now: string,
      submissionKey?: string,
      /** Held for review (a watched word): saved hidden with this note, outside the counts. */
      held: string | null = null,
    ): Promise<{ id: string; total: number; repeatOf?: number }> => {
      const saved = await posts.insert({
        parentId: thread.id,
        userId,
        text: post,
        now,
        submissionKey,
        held,
        parentSet: { last_post_at: now },
        // docs/product/forum.md#participation-ranking: a message the member already wrote in this
        // route counts once, so copies of it cannot climb the ranking (nor win the smartwatch draw).
        counted: async (trx) => {
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
        },
      });
      return 'repeatOf' in saved
        ? { id: saved.repeatOf.id, total: -1, repeatOf: saved.repeatOf.seq ?? 0 }
        : saved;
    },

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
