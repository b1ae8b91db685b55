import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { compiledOnce } from './compiled-once.ts';
import type { Db } from './database.ts';
import type { Database, ThreadPostsTable } from './schema.ts';
import { newId } from '../lib/ids.ts';
import { seqRange, type PageWindow } from '../lib/pagination.ts';
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

/**
 * Whether a parent (`parentRef`, e.g. `threads.id`) has hidden posts a reader sees, to select beside the
 * parent's row (decision 0106): their own (`hidden_mine`) and any (`hidden_any`, what moderators see),
 * through the hidden posts' partial index. A page whose reader sees none reads its visible posts alone.
 */
export function hiddenSeen(table: PostTable, parentRef: string, userId: string) {
  const hiddenOf = (mine: boolean) =>
    sql<number | boolean>`exists (select 1 from ${sql.table(table)} as h where ${sql.ref(
      `h.${PARENT[table].column}`,
    )} = ${sql.ref(parentRef)} and h.hidden = 1 and h.deleted_at is null${
      mine ? sql` and h.user_id = ${userId}` : sql``
    })`;
  return [hiddenOf(true).as('hidden_mine'), hiddenOf(false).as('hidden_any')] as const;
}

/** What `hiddenSeen` tells of a reader (`exists` is 0/1 on SQLite, a boolean on PostgreSQL). */
export const seesHidden = (
  row: { hidden_mine: number | boolean; hidden_any: number | boolean },
  moderator: boolean,
) => Number(moderator ? row.hidden_any : row.hidden_mine) === 1;

/** The two tables share their columns but the parent's: queries name the table `p`, typed as the threads'. */
type PostsDb = Database & { p: ThreadPostsTable };

/** What every page shows of a post and its author (hidden posts too, for their author and moderators). */
const pageColumns = [
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
  q.innerJoin('users', 'users.id', 'p.user_id').select(pageColumns);

/** A page's posts with their authors: what each forum's `columns` adds its joins and columns to. */
export type PostsWithAuthors = ReturnType<typeof withAuthorsOf>;

/** The rows a forum's page reads: at least the ones the hidden posts are placed by. */
type PageRow = { id: string; created_at: string; seq: number | null };

/** The latest instant a post can carry: the bound of a range that has none (created_at is ISO text). */
const NO_LATER = '9999-12-31T23:59:59.999Z';

export function createPostsRepository<Row extends PageRow>(
  db: Db,
  table: PostTable,
  /**
   * The forum's own joins and columns for a page (its authors' places, pictures), given the parent's
   * id as the page's value to refer to (no value of its own: a page's SQL is compiled once).
   */
  columns: (q: PostsWithAuthors, parentId: string) => SelectQueryBuilder<PostsDb, 'p', Row>,
) {
  const parent = PARENT[table];
  const from = `${table} as p` as 'thread_posts as p';
  const parentRef = `p.${parent.column}` as 'p.thread_id';
  const posts = (on: Db = db): SelectQueryBuilder<PostsDb, 'p', object> => on.selectFrom(from);
  const withAuthors = (parentId: string, on: Db = db) =>
    withAuthorsOf(posts(on)).where(parentRef, '=', parentId);

  const listVisible = (parentId: string, range: { from: number; to: number }, order: 'asc' | 'desc') =>
    columns(
      withAuthors(parentId)
        .where('p.seq', '>=', range.from)
        .where('p.seq', '<=', range.to)
        .orderBy('p.seq', order),
      parentId,
    ).execute();

  /** A page's rows with what the reader's flags add (decision 0106). */
  const flagged = (
    q: SelectQueryBuilder<PostsDb, 'p', Row>,
    hiddenRow: 0 | 1,
    userId: string,
    moderator: boolean,
  ) => {
    const reports = (eb: ExpressionBuilder<PostsDb, 'p'>) =>
      eb
        .selectFrom('post_reports as r')
        .where('r.post_type', '=', parent.reports)
        .whereRef('r.post_id', '=', 'p.id');
    const withFlags = q.select((eb) => [
      sql.lit(hiddenRow).as('hidden_row'),
      eb.exists(reports(eb).select('r.id').where('r.user_id', '=', userId)).as('reported'),
    ]);
    return moderator
      ? withFlags.select((eb) =>
          reports(eb)
            .where('r.resolved_at', 'is', null)
            .select((c) => c.fn.countAll<number | string>().as('n'))
            .as('open_reports'),
        )
      : withFlags;
  };

  /** The window's visible posts by place, each with whether the reader reported it (and its open reports). */
  const visibleOf = (
    on: Db,
    parentId: string,
    seqFrom: number,
    seqTo: number,
    userId: string,
    moderator: boolean,
    order: 'asc' | 'desc',
  ) =>
    flagged(
      columns(
        withAuthors(parentId, on)
          .where('p.seq', '>=', seqFrom)
          .where('p.seq', '<=', seqTo)
          .orderBy('p.seq', order),
        parentId,
      ),
      0,
      userId,
      moderator,
    );

  /**
   * A signed-in reader's page in one statement (decision 0106): the window's visible posts by place and,
   * after them, the hidden ones it shows (every one for a moderator, else the reader's own), each with
   * whether the reader reported it and, for a moderator, its open reports. Hidden posts sit where they
   * were written: after the post before the window's oldest (`afterSeq`; none: no bound) and up to the
   * window's newest (the newest visible post between `newestFrom` and `newestTo`; an empty range: no
   * bound). The SQL depends only on `moderator` and the order: each is compiled once.
   */
  const readerPage = (moderator: boolean, order: 'asc' | 'desc') =>
    compiledOnce(
      db,
      (
        on,
        parentId: string,
        seqFrom: number,
        seqTo: number,
        afterSeq: number,
        newestFrom: number,
        newestTo: number,
        userId: string,
      ) => {
        const placed = (eb: ExpressionBuilder<PostsDb, 'p'>) =>
          eb.selectFrom(`${table} as q` as 'thread_posts as q').select('q.created_at');
        const qParent = `q.${parent.column}` as 'q.thread_id';
        let hidden = withAuthors(parentId, on)
          .where('p.hidden', '=', sql.lit(1))
          .where('p.deleted_at', 'is', null)
          .where((eb) =>
            eb(
              'p.created_at',
              '>',
              eb.fn.coalesce(
                placed(eb).where(qParent, '=', parentId).where('q.seq', '=', afterSeq),
                eb.val(''),
              ),
            ),
          )
          .where((eb) =>
            eb(
              'p.created_at',
              '<=',
              eb.fn.coalesce(
                placed(eb)
                  .where(qParent, '=', parentId)
                  .where('q.seq', '>=', newestFrom)
                  .where('q.seq', '<=', newestTo)
                  .orderBy('q.seq', 'desc')
                  .limit(1),
                eb.val(NO_LATER),
              ),
            ),
          );
        if (!moderator) hidden = hidden.where('p.user_id', '=', userId);
        const hiddenRows = flagged(
          columns(hidden.orderBy('p.created_at', order).limit(200), parentId),
          1,
          userId,
          moderator,
        );
        return on
          .selectFrom(visibleOf(on, parentId, seqFrom, seqTo, userId, moderator, order).as('v'))
          .selectAll()
          .unionAll(on.selectFrom(hiddenRows.as('h')).selectAll());
      },
    );
  /** The same page for a reader known to see no hidden post of the parent (`hiddenSeen`): the visible ones. */
  const visiblePage = (moderator: boolean, order: 'asc' | 'desc') =>
    compiledOnce(db, (on, parentId: string, seqFrom: number, seqTo: number, userId: string) =>
      visibleOf(on, parentId, seqFrom, seqTo, userId, moderator, order),
    );
  const readerPages = new Map<string, ReturnType<typeof readerPage>>();
  const visiblePages = new Map<string, ReturnType<typeof visiblePage>>();
  const once = <T>(map: Map<string, T>, key: string, make: () => T): T => {
    let made = map.get(key);
    if (made === undefined) map.set(key, (made = make()));
    return made;
  };

  return {
    /**
     * A page of posts as its reader sees them: the visible ones of the window, by place, oldest first
     * or `newestFirst`; for a signed-in `viewer`, the hidden ones among them (every one for a
     * moderator, else the viewer's own), the open reports (moderators) and the viewer's own reports,
     * all in one statement.
     */
    async page(
      parentId: string,
      window: PageWindow,
      newestFirst: boolean,
      /** `hidden: false`: the reader is known to see no hidden post of the parent (`hiddenSeen`). */
      viewer: { id: string; moderator: boolean; hidden?: boolean } | null,
    ) {
      const { from, to } = seqRange(window, newestFirst);
      const order = newestFirst ? 'desc' : 'asc';
      if (!viewer)
        return {
          rows: await listVisible(parentId, { from, to }, order),
          hiddenIds: new Set<string>(),
          reports: new Map<string, number>(),
          reported: new Set<string>(),
        };
      const variant = `${viewer.moderator}:${order}`;
      // Open-ended at the end of the index: no upper bound on the last page (an empty range).
      const [newestFrom, newestTo] = to < window.total ? [from, to] : [1, 0];
      const all =
        viewer.hidden === false
          ? await once(visiblePages, variant, () => visiblePage(viewer.moderator, order))(
              parentId,
              from,
              to,
              viewer.id,
            )
          : await once(readerPages, variant, () => readerPage(viewer.moderator, order))(
              parentId,
              from,
              to,
              from - 1,
              newestFrom,
              newestTo,
              viewer.id,
            );
      const bySeq = newestFirst ? -1 : 1;
      const visible = all
        .filter((p) => Number(p.hidden_row) === 0)
        .sort((a, b) => bySeq * (Number(a.seq) - Number(b.seq)));
      const hidden = all
        .filter((p) => Number(p.hidden_row) === 1)
        .sort((a, b) => bySeq * (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
      const rows = placeHidden(visible, hidden, newestFirst);
      const reports = new Map<string, number>();
      if (viewer.moderator)
        for (const p of rows) {
          const open = Number((p as { open_reports?: number | string }).open_reports ?? 0);
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
