import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { needleOf } from '@foro/shared/members/search-text';
import type { Database } from '../../db/schema.ts';
import type { Db, Dialect } from '../../db/database.ts';

/** A user row as the members' back office reads it. */
const memberColumns = [
  'id',
  'email',
  'name',
  'lastname',
  'lastname2',
  'country',
  'school',
  'role',
  'created_at',
  'deactivated_at',
  'suspended_at',
  'suspended_until',
  'closed_at',
] as const;

export interface SearchInput {
  /** Normalised words (searchWords of @foro/shared/members/search-text), all of them in `search_text`. */
  words: string[];
  country?: string;
  schoolPrefixes: string[];
  after?: { key: string; id: string };
  limit: number;
}

/** Needles this long or longer are looked up in the trigram index; a single letter only filters. */
export const INDEXED_WORD_LENGTH = 3;
/** Rows of the list SQLite reads in order before it turns to the trigram index (see probeQuery). */
export const PROBE_WINDOW = 1000;

/** A LIKE pattern that finds `word` anywhere, its own `%`, `_` and `\` taken literally. */
const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** An FTS5 query: every word as a quoted string, all of them required. */
const ftsQuery = (words: string[]) => words.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ');

/**
 * The members' search and the reads of a member page (decisions 0039 and 0074). The text typed is found in
 * any part of `users.search_text` (name, surnames, e-mail, school, role label, normalised): through a
 * pg_trgm GIN index on PostgreSQL, through the FTS5 trigram table `member_search_fts` on SQLite. School
 * prefixes compare lower-cased text in byte order (`collate "C"` on PostgreSQL, SQLite's default), the order the indexes of migration
 * 034 keep, so a search reads a range of one index and a page resumes after its last row.
 */
export function createMembersRepository(db: Db, dialect: Dialect) {
  const collate = dialect === 'postgres' ? sql.raw(' collate "C"') : sql.raw('');
  const keyed = (expression: string) => sql<string>`${sql.raw(expression)}${collate}`;
  const sortKey = keyed('lower(users.lastname)');
  /** Rows whose text starts with one of the prefixes: a range per prefix, read from an index. */
  const startsWith = (eb: ExpressionBuilder<Database, 'users'>, expression: string, prefixes: string[]) =>
    eb.or(
      prefixes.map(
        (p) =>
          sql<SqlBool>`(${keyed(expression)} >= ${p} and ${keyed(expression)} < ${`${p}\uffff`})` as Expression<SqlBool>,
      ),
    );

  /** The list without the words: filters, order and the page's position, `limit` rows in list order. */
  function listQuery(input: SearchInput, limit: number) {
    let query = db
      .selectFrom('users')
      .select([...memberColumns, 'search_text', sortKey.as('sort_key')])
      .orderBy(sortKey)
      .orderBy('id')
      .limit(limit);
    if (input.schoolPrefixes.length > 0)
      query = query.where((eb) => startsWith(eb, 'lower(users.school)', input.schoolPrefixes));
    if (input.country) query = query.where('country', '=', input.country);
    if (input.after) {
      const { key, id } = input.after;
      query = query.where(sql<SqlBool>`(${sortKey} > ${key} or (${sortKey} = ${key} and users.id > ${id}))`);
    }
    return query;
  }

  /**
   * The search as a query (a test reads its plan): the filters are ranges of the indexes of migration 034,
   * every word's needle (needleOf) of three characters is looked up in the trigram index, a single letter
   * filters what the rest finds.
   */
  function searchQuery(input: SearchInput) {
    let query = listQuery(input, input.limit + 1);
    const needles = input.words.map(needleOf);
    const indexed = needles.filter((n) => n.length >= INDEXED_WORD_LENGTH);
    const short = needles.filter((n) => n.length < INDEXED_WORD_LENGTH);
    if (dialect === 'postgres') {
      // Every needle a `like '%needle%'`: the GIN index answers those of three characters, and the
      // planner weighs it against reading the list in order and filtering (better for a common word).
      for (const needle of needles)
        query = query.where(sql<SqlBool>`users.search_text like ${containsPattern(needle)}`);
      return query;
    }
    if (indexed.length > 0)
      query = query.where(
        'users.id',
        'in',
        sql<string>`(select user_id from member_search where id in
          (select rowid from member_search_fts where member_search_fts match ${ftsQuery(indexed)}))`,
      );
    if (indexed.length === 0 && short.length > 0)
      // Single letters only, and rare ones (the probe found no page): FTS5 cannot look up two characters,
      // so the narrow copy in member_search is read whole rather than every account's row.
      query = query.where(
        'users.id',
        'in',
        sql<string>`(select user_id from member_search where ${sql.join(
          short.map((needle) => sql`instr(search_text, ${needle}) > 0`),
          sql` and `,
        )})`,
      );
    else
      for (const needle of short) query = query.where(sql<SqlBool>`instr(users.search_text, ${needle}) > 0`);
    return query;
  }

  /**
   * SQLite's planner cannot weigh the trigram index against the list order, and a common word ("docente",
   * half the members) makes the index hand back tens of thousands of rows to sort. So the next
   * PROBE_WINDOW rows of the list are read in order first and filtered: when they hold a full page, that
   * page is the answer (any later match sorts after it); otherwise the word is rare and the index is quick.
   */
  function probeQuery(input: SearchInput) {
    let query = db
      .selectFrom(listQuery(input, PROBE_WINDOW).as('w'))
      .selectAll()
      .orderBy('w.sort_key')
      .orderBy('w.id')
      .limit(input.limit + 1);
    for (const needle of input.words.map(needleOf))
      query = query.where(sql<SqlBool>`instr(w.search_text, ${needle}) > 0`);
    return query;
  }

  async function search(input: SearchInput) {
    if (dialect === 'sqlite' && input.words.length > 0) {
      const probed = await probeQuery(input).execute();
      if (probed.length > input.limit) return probed;
    }
    return searchQuery(input).execute();
  }

  return {
    searchQuery,
    probeQuery,
    search,

    findMember(id: string) {
      return db
        .selectFrom('users')
        .select([
          ...memberColumns,
          'city',
          'phone',
          'doc',
          'rol',
          'updated_at',
          'updated_fields',
          'suspended_reason',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    pendingEmail(userId: string, now: string) {
      return db
        .selectFrom('email_changes')
        .select('new_email')
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
    },

    /** Stops visited per route, with the route's number of stops. */
    async routes(userId: string) {
      const visited = await db
        .selectFrom('step_visits')
        .innerJoin('axis_steps', 'axis_steps.id', 'step_visits.step_id')
        .innerJoin('axes', 'axes.id', 'axis_steps.axis_id')
        .select(['axes.id', 'axes.title', (eb) => eb.fn.count<number>('step_visits.step_id').as('visited')])
        .where('step_visits.user_id', '=', userId)
        .groupBy(['axes.id', 'axes.title'])
        .orderBy('axes.title')
        .execute();
      if (visited.length === 0) return [];
      const stops = await db
        .selectFrom('axis_steps')
        .select(['axis_id', (eb) => eb.fn.count<number>('id').as('stops')])
        .where(
          'axis_id',
          'in',
          visited.map((r) => r.id),
        )
        .groupBy('axis_id')
        .execute();
      const stopsOf = new Map(stops.map((r) => [r.axis_id, Number(r.stops)]));
      return visited.map((r) => ({
        axisId: r.id,
        title: r.title,
        visited: Number(r.visited),
        stops: stopsOf.get(r.id) ?? 0,
      }));
    },

    tests(userId: string) {
      return db
        .selectFrom('test_attempts')
        .innerJoin('tests', 'tests.id', 'test_attempts.test_id')
        .select(['tests.title', 'test_attempts.score', 'test_attempts.created_at'])
        .where('test_attempts.user_id', '=', userId)
        .orderBy('test_attempts.created_at', 'desc')
        .limit(50)
        .execute();
    },

    /** The latest posts in meeting forums and route threads, newest first, and how many there are. */
    async posts(userId: string, limit: number) {
      const meeting = await db
        .selectFrom('meeting_posts')
        .innerJoin('meetings', 'meetings.id', 'meeting_posts.meeting_id')
        .select(['meetings.title as place', 'meeting_posts.post', 'meeting_posts.created_at'])
        .where('meeting_posts.user_id', '=', userId)
        .orderBy('meeting_posts.created_at', 'desc')
        .limit(limit)
        .execute();
      const thread = await db
        .selectFrom('thread_posts')
        .innerJoin('threads', 'threads.id', 'thread_posts.thread_id')
        .select(['threads.title as place', 'thread_posts.post', 'thread_posts.created_at'])
        .where('thread_posts.user_id', '=', userId)
        .orderBy('thread_posts.created_at', 'desc')
        .limit(limit)
        .execute();
      const count = async (table: 'meeting_posts' | 'thread_posts') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('user_id', '=', userId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      return {
        latest: [...meeting, ...thread]
          .sort((a, b) => b.created_at.localeCompare(a.created_at))
          .slice(0, limit),
        count: (await count('meeting_posts')) + (await count('thread_posts')),
      };
    },

    certificates(userId: string) {
      return db
        .selectFrom('certificates')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('issued_at', 'desc')
        .execute();
    },

    draws(userId: string) {
      return db
        .selectFrom('raffle_entries')
        .innerJoin('axes', 'axes.id', 'raffle_entries.axis_id')
        .select(['raffle_entries.raffle', 'axes.title', 'raffle_entries.created_at'])
        .where('raffle_entries.user_id', '=', userId)
        .orderBy('raffle_entries.created_at', 'desc')
        .execute();
    },
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;
export type MemberRecord = NonNullable<Awaited<ReturnType<MembersRepository['findMember']>>>;
