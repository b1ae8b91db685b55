import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from './database.ts';
import type { Database, ThreadPostsTable } from './schema.ts';
import { newId } from '../lib/ids.ts';
import { seqRange, type PageWindow } from '../lib/pagination.ts';
import { placeHidden } from '../lib/post-page.ts';
import { firstSubmission, RepeatedSubmission } from './submission-keys.ts';
import { openReportCounts, reportedByMember } from './post-reports.ts';

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
const pageColumns = [
  'p.id',
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
type PageRow = { id: string; created_at: string };

export function createPostsRepository<Row extends PageRow>(
  db: Db,
  table: PostTable,
  /** The forum's own joins and columns for a page (its authors' names, places, pictures). */
  columns: (q: PostsWithAuthors) => { execute(): Promise<Row[]> },
) {
  const parent = PARENT[table];
  const from = `${table} as p` as 'thread_posts as p';
  const parentRef = `p.${parent.column}` as 'p.thread_id';
  const posts = (): SelectQueryBuilder<PostsDb, 'p', object> => db.selectFrom(from);
  const withAuthors = (parentId: string) => withAuthorsOf(posts()).where(parentRef, '=', parentId);

  const listVisible = (parentId: string, range: { from: number; to: number }, order: 'asc' | 'desc') =>
    columns(
      withAuthors(parentId)
        .where('p.seq', '>=', range.from)
        .where('p.seq', '<=', range.to)
        .orderBy('p.seq', order),
    ).execute();

  const postDateAt = async (parentId: string, seq: number) =>
    (
      await posts()
        .select('p.created_at')
        .where(parentRef, '=', parentId)
        .where('p.seq', '=', seq)
        .executeTakeFirst()
    )?.created_at;

  const listHidden = (
    parentId: string,
    range: { after: string | null; upTo: string | null },
    userId: string | null,
    order: 'asc' | 'desc',
  ) => {
    let q = withAuthors(parentId).where('p.hidden', '=', sql.lit(1)).where('p.deleted_at', 'is', null);
    if (range.after) q = q.where('p.created_at', '>', range.after);
    if (range.upTo) q = q.where('p.created_at', '<=', range.upTo);
    if (userId) q = q.where('p.user_id', '=', userId);
    return columns(q.orderBy('p.created_at', order).limit(200)).execute();
  };

  const openReports = (postIds: string[]) => openReportCounts(db, parent.reports, postIds);
  const reportedBy = (postIds: string[], userId: string) =>
    reportedByMember(db, parent.reports, postIds, userId);

  return {
    /**
     * A page of posts as its reader sees them: the visible ones of the window, by place, oldest first
     * or `newestFirst`; for a signed-in `viewer`, the hidden ones among them (every one for a
     * moderator, else the viewer's own), the open reports (moderators) and the viewer's own reports.
     */
    async page(
      parentId: string,
      window: PageWindow,
      newestFirst: boolean,
      viewer: { id: string; moderator: boolean } | null,
    ) {
      const { from, to } = seqRange(window, newestFirst);
      const order = newestFirst ? 'desc' : 'asc';
      const visible = await listVisible(parentId, { from, to }, order);
      if (!viewer)
        return {
          rows: visible,
          hiddenIds: new Set<string>(),
          reports: new Map<string, number>(),
          reported: new Set<string>(),
        };
      // Hidden posts sit where they were written: after the post before the window's oldest, up to
      // the window's newest (open-ended at either end of the index).
      const after = from > 1 ? ((await postDateAt(parentId, from - 1)) ?? null) : null;
      const newest = newestFirst ? visible[0] : visible.at(-1);
      const upTo = to < window.total ? (newest?.created_at ?? null) : null;
      const hidden = await listHidden(parentId, { after, upTo }, viewer.moderator ? null : viewer.id, order);
      const rows = placeHidden(visible, hidden, newestFirst);
      const ids = rows.map((p) => p.id);
      return {
        rows,
        hiddenIds: new Set(hidden.map((p) => p.id)),
        reports: viewer.moderator ? await openReports(ids) : new Map<string, number>(),
        reported: await reportedBy(ids, viewer.id),
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
