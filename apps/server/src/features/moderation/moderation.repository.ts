import { sql } from 'kysely';
import type { PostKind } from '@foro/shared/moderation/schemas';
import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { threadRows } from '../../db/thread-rows.ts';

/** A post as moderation sees it, whichever forum it belongs to. */
export interface ModeratedPost {
  id: string;
  kind: PostKind;
  user_id: string;
  post: string;
  hidden: number;
  hidden_reason: string | null;
  /** Held for review by a watched word, waiting for a moderator (null otherwise). */
  held_at: string | null;
  deleted_at: string | null;
  created_at: string;
  /** Its place among the visible posts of its forum (null while hidden). */
  seq: number | null;
  /** The thread (route forum) or the meeting (meeting forum) holding it. */
  parent_id: string;
  /** The route of a thread post; null for a meeting comment. */
  axis_id: string | null;
  label: string;
}

export function createModerationRepository(db: Db) {
  return {
    async findPost(kind: PostKind, id: string): Promise<ModeratedPost | undefined> {
      if (kind === 'thread') {
        const row = await db
          .selectFrom('thread_posts')
          .innerJoin('threads', 'threads.id', 'thread_posts.thread_id')
          .select([
            'thread_posts.id',
            'thread_posts.user_id',
            'thread_posts.post',
            'thread_posts.hidden',
            'thread_posts.hidden_reason',
            'thread_posts.held_at',
            'thread_posts.deleted_at',
            'thread_posts.created_at',
            'thread_posts.seq',
            'threads.id as parent_id',
            'threads.axis_id',
            'threads.title as label',
          ])
          .where('thread_posts.id', '=', id)
          .executeTakeFirst();
        return (
          row && { ...row, kind, hidden: Number(row.hidden), seq: row.seq === null ? null : Number(row.seq) }
        );
      }
      const row = await db
        .selectFrom('meeting_posts')
        .innerJoin('meetings', 'meetings.id', 'meeting_posts.meeting_id')
        .select([
          'meeting_posts.id',
          'meeting_posts.user_id',
          'meeting_posts.post',
          'meeting_posts.hidden',
          'meeting_posts.hidden_reason',
          'meeting_posts.held_at',
          'meeting_posts.deleted_at',
          'meeting_posts.created_at',
          'meeting_posts.seq',
          'meetings.id as parent_id',
          'meetings.title as label',
        ])
        .where('meeting_posts.id', '=', id)
        .executeTakeFirst();
      return (
        row && {
          ...row,
          kind,
          axis_id: null,
          hidden: Number(row.hidden),
          seq: row.seq === null ? null : Number(row.seq),
        }
      );
    },

    /** Hides, shows again or deletes (hidden for good, its text removed) a post. */
    setPostState: (
      kind: PostKind,
      id: string,
      state: {
        hidden: number;
        hidden_at: string | null;
        hidden_by: string | null;
        hidden_reason: string | null;
        held_at?: null;
        deleted_at?: string | null;
        post?: string;
      },
    ) =>
      db
        .updateTable(kind === 'thread' ? 'thread_posts' : 'meeting_posts')
        .set(state)
        .where('id', '=', id)
        .execute(),

    /** What a deletion took away, from its audit entry: the text and the state before (undo). */
    async lastDeletion(postId: string) {
      const row = await db
        .selectFrom('audit_log')
        .select(['changes_json'])
        .where('item_type', '=', 'post')
        .where('item_id', '=', postId)
        .where('action', '=', 'delete')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!row) return undefined;
      const changes = JSON.parse(row.changes_json) as Record<string, { before: unknown } | undefined>;
      return {
        text: typeof changes.text?.before === 'string' ? changes.text.before : '',
        state: changes.state?.before === 'hidden' ? ('hidden' as const) : ('visible' as const),
      };
    },

    /** A thread post's place once its thread was recounted (null: not visible). */
    async seqOf(threadPostId: string): Promise<number | null> {
      const row = await db
        .selectFrom('thread_posts')
        .select('seq')
        .where('id', '=', threadPostId)
        .executeTakeFirst();
      return row?.seq === null || row?.seq === undefined ? null : Number(row.seq);
    },

    coaches: async (axisId: string, userId: string) =>
      Boolean(
        await db
          .selectFrom('axis_coaches')
          .select('id')
          .where('axis_id', '=', axisId)
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      ),

    coachRow: (axisId: string, userId: string) =>
      db
        .selectFrom('axis_coaches')
        .select('id')
        .where('axis_id', '=', axisId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    coachedAxisIds: async (userId: string) =>
      (await db.selectFrom('axis_coaches').select('axis_id').where('user_id', '=', userId).execute()).map(
        (r) => r.axis_id,
      ),

    insertReport: (row: {
      post_type: PostKind;
      post_id: string;
      axis_id: string | null;
      user_id: string;
      reason: string;
      created_at: string;
    }) =>
      db
        .insertInto('post_reports')
        .values({ id: newId(), ...row })
        .execute(),

    /** Closes the open reports of a post (it was hidden or deleted). */
    resolveReportsOf: (
      kind: PostKind,
      postId: string,
      by: string,
      at: string,
      resolution: 'hidden' | 'deleted' = 'hidden',
    ) =>
      db
        .updateTable('post_reports')
        .set({ resolved_at: at, resolved_by: by, resolution })
        .where('post_type', '=', kind)
        .where('post_id', '=', postId)
        .where('resolved_at', 'is', null)
        .execute(),

    findReport: (id: string) =>
      db.selectFrom('post_reports').selectAll().where('id', '=', id).executeTakeFirst(),

    dismissReport: (id: string, by: string, at: string) =>
      db
        .updateTable('post_reports')
        .set({ resolved_at: at, resolved_by: by, resolution: 'dismissed' })
        .where('id', '=', id)
        .where('resolved_at', 'is', null)
        .executeTakeFirst(),

    async openReports(): Promise<number> {
      const row = await db
        .selectFrom('post_reports')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('resolved_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * A page of the queue, newest first, keyset on (created_at, id); `axisIds` limits it to a
     * coach's routes. The post's author and place come along for the screen.
     */
    listReports: (query: {
      open: boolean;
      axisIds?: string[];
      after?: { key: string; id: string };
      limit: number;
    }) => {
      let q = db
        .selectFrom('post_reports as r')
        .innerJoin('users as reporter', 'reporter.id', 'r.user_id')
        .leftJoin('thread_posts as tp', (j) =>
          j.onRef('tp.id', '=', 'r.post_id').on('r.post_type', '=', 'thread'),
        )
        .leftJoin('threads as t', 't.id', 'tp.thread_id')
        .leftJoin('axes as a', 'a.id', 't.axis_id')
        .leftJoin('meeting_posts as mp', (j) =>
          j.onRef('mp.id', '=', 'r.post_id').on('r.post_type', '=', 'meeting'),
        )
        .leftJoin('meetings as m', 'm.id', 'mp.meeting_id')
        .leftJoin('users as author', (j) =>
          j.on((eb) =>
            eb.or([eb('author.id', '=', eb.ref('tp.user_id')), eb('author.id', '=', eb.ref('mp.user_id'))]),
          ),
        )
        .select([
          'r.id',
          'r.post_type',
          'r.post_id',
          'r.reason',
          'r.created_at',
          'r.resolution',
          'r.resolved_at',
          'reporter.name as reporter_name',
          'reporter.lastname as reporter_lastname',
          'author.name as author_name',
          'author.lastname as author_lastname',
          sql<string | null>`coalesce(tp.post, mp.post)`.as('post'),
          sql<string | null>`coalesce(tp.created_at, mp.created_at)`.as('post_created_at'),
          sql<number | null>`coalesce(tp.hidden, mp.hidden)`.as('post_hidden'),
          sql<string | null>`coalesce(tp.deleted_at, mp.deleted_at)`.as('post_deleted_at'),
          't.title as thread_title',
          't.slug as thread_slug',
          'a.title as axis_title',
          'a.slug as axis_slug',
          'm.title as meeting_title',
          'm.slug as meeting_slug',
        ])
        .where('r.resolved_at', query.open ? 'is' : 'is not', null);
      if (query.axisIds) q = q.where('r.axis_id', 'in', query.axisIds.length ? query.axisIds : ['-']);
      if (query.after) {
        const { key, id } = query.after;
        q = q.where((eb) =>
          eb.or([eb('r.created_at', '<', key), eb.and([eb('r.created_at', '=', key), eb('r.id', '<', id)])]),
        );
      }
      return q.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(query.limit).execute();
    },

    /** Threads: a coach opens, pins and closes them in the routes they coach. */
    findThread: (threadId: string) =>
      db
        .selectFrom('threads')
        .select(['id', 'axis_id', 'title', 'slug', 'pinned_at', 'closed_at'])
        .where('id', '=', threadId)
        .executeTakeFirst(),

    setThreadFlags: (threadId: string, flags: { pinned_at?: string | null; closed_at?: string | null }) =>
      db
        .updateTable('threads')
        .set((eb) => ({ ...flags, revision: eb('revision', '+', 1) }))
        .where('id', '=', threadId)
        .execute(),

    findAxisBySlug: (slug: string) =>
      db
        .selectFrom('axes')
        .select(['id', 'slug', 'title', 'active', 'published_at', 'archived_at'])
        .where('slug', '=', slug)
        .executeTakeFirst(),

    ...threadRows(db),
  };
}
export type ModerationRepository = ReturnType<typeof createModerationRepository>;
