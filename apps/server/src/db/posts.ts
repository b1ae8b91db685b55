import {
  expressionBuilder,
  sql,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { jsonArrayFrom as postgresJsonArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArray } from 'kysely/helpers/sqlite';
import { dialectOf, type Db } from './database.ts';
import type { Database, ThreadPostsTable } from './schema.ts';
import { newId } from '../lib/ids.ts';
import { placeHidden } from '../lib/post-page.ts';
import { firstSubmission, RepeatedSubmission } from './submission-keys.ts';

/**
 * The posts of the two forums, route threads and meeting comments (docs/decisions/0096-one-way-for-the-last-doubles.md):
 * the same columns, the same `seq` index of visible posts (docs/decisions/0033-forums-that-grow.md), the
 * same hidden and held states (decision 0038, 0084) and the same submission keys (migration 037). Each
 * forum's repository names its table and its page's columns; the queries are these.
 */
export type PostTable = 'thread_posts' | 'meeting_posts';

/** Where a post belongs: the parent row that keeps its count and hands out its place. */
const PARENT = {
  thread_posts: { table: 'threads', column: 'thread_id', reports: 'thread' },
  meeting_posts: { table: 'meetings', column: 'meeting_id', reports: 'meeting' },
} as const;

/** The two tables share their columns but the parent's: queries name the table `p`, typed as the threads'. */
type PostsDb = Database & { p: ThreadPostsTable };

/** What every page shows of a post and its author (hidden posts too, for their author and moderators). */
const postColumns = [
  'p.id',
  'p.seq',
  'p.user_id',
  'p.post',
  'p.created_at',
  'p.hidden_reason',
  'p.held_at',
  'users.name',
  'users.lastname',
] as const;

const withAuthorsOf = (q: SelectQueryBuilder<PostsDb, 'p', object>) =>
  q.innerJoin('users', 'users.id', 'p.user_id').select(postColumns);

/** A page's posts with their authors: what each forum's `columns` adds its joins and columns to. */
export type PostsWithAuthors = ReturnType<typeof withAuthorsOf>;

/** The rows a forum's page reads: at least the ones the hidden posts are placed by. */
type PageRow = { id: string; created_at: string; seq: number | null };

/** The latest instant a post can carry: the bound of a range that has none (created_at is ISO text). */
const NO_LATER = '9999-12-31T23:59:59.999Z';

/** The largest page a statement binds (PostgreSQL's integer): any page past the last is the last. */
const LAST_PAGE = 2_147_483_647;

/** A page asked for as its statement binds it: a whole number from 1, `last` past every page. */
export const pageAsked = (requested: number | 'last'): number =>
  requested === 'last' ? LAST_PAGE : Math.min(LAST_PAGE, Math.max(1, Math.trunc(requested) || 1));

/**
 * Who moderates the parent, as its page's statement knows it: `true` (staff), `false` (a member), or a
 * condition on the parent's row (a coach of the thread's route). Each is its own compiled statement.
 */
export type Moderation = boolean | Expression<SqlBool>;

/** A post of a page as read (`pageColumns`): the forum's columns and what the reader's flags add. */
type Flagged<Row> = Row & { reported: number | boolean; open_reports?: number | string };

export function createPostsRepository<Row extends PageRow>(
  db: Db,
  table: PostTable,
  /** The page's length and order: meeting comments page from the newest, a thread from its first post. */
  layout: { perPage: number; newestFirst: boolean },
  /** The forum's own joins and columns for a page (its authors' places, pictures). */
  columns: (q: PostsWithAuthors) => SelectQueryBuilder<PostsDb, 'p', Row>,
) {
  const parent = PARENT[table];
  const { perPage, newestFirst } = layout;
  const from = `${table} as p` as 'thread_posts as p';
  const parentRef = `p.${parent.column}` as 'p.thread_id';
  // The parent's row of the statement the page's columns are added to (`pageColumns`).
  const parentId = sql.ref<string>(`${parent.table}.id`);
  const total = sql.ref<number>(`${parent.table}.posts_count`);
  // Subqueries of the statement they are added to, built apart from any database (and its plugins).
  const within = expressionBuilder<PostsDb>();
  const ofParent = () => withAuthorsOf(within.selectFrom(from)).where(parentRef, '=', parentId);
  const per = sql.lit(perPage);

  /**
   * The page shown (the one asked for, kept between the first and the last, as lib/pagination.ts
   * `pageWindow` keeps it) and the first and last places (`seq`, 1 = the oldest visible post,
   * docs/decisions/0033-forums-that-grow.md) of its visible posts, from the parent's count in the same
   * statement: a range read through the index of places, so the last page of a long thread costs what
   * the first does.
   */
  const windowOf = (page: number) => {
    const pages = sql<number>`(case when ${total} > 0 then (${total} + ${sql.lit(perPage - 1)}) / ${per} else 1 end)`;
    const shown = sql<number>`(case when ${page} > ${pages} then ${pages} when ${page} < 1 then 1 else ${page} end)`;
    return newestFirst
      ? {
          shown,
          first: sql<number>`${total} - ${shown} * ${per} + 1`,
          last: sql<number>`${total} - (${shown} - 1) * ${per}`,
        }
      : { shown, first: sql<number>`(${shown} - 1) * ${per} + 1`, last: sql<number>`${shown} * ${per}` };
  };

  /** Each post with whether the reader reported it and, for a moderator, its open reports. */
  const flagged = (q: SelectQueryBuilder<PostsDb, 'p', Row>, userId: string, moderator: Moderation) => {
    const reports = (eb: ExpressionBuilder<PostsDb, 'p'>) =>
      eb
        .selectFrom('post_reports as r')
        .where('r.post_type', '=', parent.reports)
        .whereRef('r.post_id', '=', 'p.id');
    const withFlags = q.select((eb) =>
      eb.exists(reports(eb).select('r.id').where('r.user_id', '=', userId)).as('reported'),
    );
    if (moderator === false) return withFlags;
    return withFlags.select((eb) => {
      const open = reports(eb)
        .where('r.resolved_at', 'is', null)
        .select((c) => c.fn.countAll<number | string>().as('n'));
      return (
        moderator === true ? open : sql<number | string>`case when ${moderator} then ${open} else 0 end`
      ).as('open_reports');
    });
  };

  return {
    /**
     * The columns that a statement reading the parent's row (named by its table) adds for a page of its
     * posts, so that a page is one statement (docs/decisions/0130-a-page-in-one-statement.md):
     * `visible_posts`, the window's visible posts by place; `hidden_posts`, the hidden ones the reader
     * sees among them (every one for a moderator, else the reader's own), where they were written: after
     * the post before the window's first and up to the window's last (open-ended at either end of the
     * list); `page_shown`. Both lists are JSON arrays of the forum's columns with the reader's flags.
     * `page` and `userId` are values only: the SQL depends on the moderation alone.
     */
    pageColumns(ask: { page: number; userId: string }, moderator: Moderation) {
      const { shown, first, last } = windowOf(ask.page);
      const jsonArrayFrom = dialectOf(db) === 'postgres' ? postgresJsonArray : sqliteJsonArray;
      const visible = flagged(
        columns(ofParent().where('p.seq', '>=', first).where('p.seq', '<=', last)),
        ask.userId,
        moderator,
      );
      const placed = () =>
        within
          .selectFrom(`${table} as q` as 'thread_posts as q')
          .select('q.created_at')
          .where(`q.${parent.column}` as 'q.thread_id', '=', parentId);
      const after = placed().where('q.seq', '=', sql<number>`${first} - 1`);
      const upTo = placed()
        .where('q.seq', '>=', first)
        .where('q.seq', '<=', last)
        .where(sql<boolean>`${last} < ${total}`)
        .orderBy('q.seq', 'desc')
        .limit(1);
      let hidden = ofParent()
        .where('p.hidden', '=', sql.lit(1))
        .where('p.deleted_at', 'is', null)
        .where('p.created_at', '>', sql<string>`coalesce((${after}), '')`)
        .where('p.created_at', '<=', sql<string>`coalesce((${upTo}), ${sql.lit(NO_LATER)})`);
      if (moderator === false) hidden = hidden.where('p.user_id', '=', ask.userId);
      else if (moderator !== true)
        hidden = hidden.where((eb) => eb.or([moderator, eb('p.user_id', '=', ask.userId)]));
      const hiddenRows = flagged(
        columns(hidden.orderBy('p.created_at', newestFirst ? 'desc' : 'asc').limit(200)),
        ask.userId,
        moderator,
      );
      return [
        jsonArrayFrom(visible).as('visible_posts'),
        jsonArrayFrom(hiddenRows).as('hidden_posts'),
        shown.as('page_shown'),
      ] as const;
    },

    /**
     * A page read with its parent (`pageColumns`) as its reader sees it: the visible posts by place,
     * each hidden one where it was written (lib/post-page.ts), the open reports (moderators) and the
     * reader's own reports.
     */
    postsOf(row: { visible_posts: unknown; hidden_posts: unknown }, moderator: boolean) {
      // PostgreSQL's driver parses a JSON column; SQLite answers its text.
      const listOf = (value: unknown) =>
        (typeof value === 'string' ? JSON.parse(value) : value) as Flagged<Row>[];
      const bySeq = newestFirst ? -1 : 1;
      const visible = listOf(row.visible_posts).sort((a, b) => bySeq * (Number(a.seq) - Number(b.seq)));
      const hidden = listOf(row.hidden_posts).sort(
        (a, b) => bySeq * (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0),
      );
      const rows = placeHidden(visible, hidden, newestFirst);
      const reports = new Map<string, number>();
      if (moderator)
        for (const p of rows) {
          const open = Number(p.open_reports ?? 0);
          if (open > 0) reports.set(p.id, open);
        }
      return {
        rows,
        hiddenIds: new Set(hidden.map((p) => p.id)),
        reports,
        // `exists` is 0/1 on SQLite, a boolean on PostgreSQL.
        reported: new Set(rows.filter((p) => Number(p.reported) === 1).map((p) => p.id)),
      };
    },

    /**
     * Adds a post as its parent's newest, with the parent's count, in one transaction; answers the new
     * count. Posts sent at once queue on the parent's row, each with its own place. A post `held` for
     * review (a watched word) is saved hidden with this note, outside the count. `counted` runs in the
     * same transaction for a visible post (the forum's last date and ranking); a repeat of a
     * submission key writes nothing and answers the first post.
     */
    insert: (post: {
      parentId: string;
      userId: string;
      text: string;
      now: string;
      submissionKey?: string | undefined;
      held: string | null;
      /** The forum's own columns of the parent to set with the count (a visible post only). */
      parentSet?: { last_post_at: string };
      counted?: (trx: Db) => Promise<void>;
    }): Promise<{ id: string; total: number } | { repeatOf: { id: string; seq: number | null } }> =>
      db
        .transaction()
        .execute(async (trx) => {
          const { posts_count } = await trx
            .updateTable(parent.table as 'threads')
            .set((eb) =>
              post.held
                ? { posts_count: eb.ref('posts_count') }
                : { posts_count: eb('posts_count', '+', 1), ...post.parentSet },
            )
            .where('id', '=', post.parentId)
            .returning('posts_count')
            .executeTakeFirstOrThrow();
          // Read once the parent's row is locked: a repeat sent at once waits for the first to commit,
          // then finds it here.
          const first = post.submissionKey
            ? await firstSubmission(trx, table, post.userId, post.submissionKey)
            : undefined;
          if (first) throw new RepeatedSubmission(first);
          if (!post.held) await post.counted?.(trx);
          const id = newId();
          await trx
            .insertInto(table as 'thread_posts')
            .values({
              id,
              [parent.column as 'thread_id']: post.parentId,
              user_id: post.userId,
              post: post.text,
              created_at: post.now,
              submission_key: post.submissionKey ?? null,
              ...(post.held
                ? { hidden: 1, hidden_at: post.now, hidden_reason: post.held, held_at: post.now, seq: null }
                : { hidden: 0, seq: posts_count }),
            })
            .execute();
          return { id, total: Number(posts_count) };
        })
        .catch((error: unknown) => {
          // The transaction rolled back the count it raised; the answer points at the first post.
          if (error instanceof RepeatedSubmission) return { repeatOf: error.first };
          throw error;
        }),
  };
}
