import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TestsTable } from '../../db/schema.ts';

/** A question as stored: answers as `[{ id, text }]` JSON and the id of the right one. */
export interface StoredQuestion {
  id: string;
  position: number;
  question: string;
  answers_json: string;
  correct_answer: string;
}

/** A case as read from the database, and as written by an insert (the revision starts at 1). */
export type TestRow = Selectable<TestsTable>;
export type NewTestRow = Omit<TestRow, 'revision'>;

export type AdminTestState = 'draft' | 'scheduled' | 'published' | 'archived';

export interface TestPageFilter {
  axisId?: string | undefined;
  /** Lower-case text searched in the title and the description. */
  search?: string | undefined;
  state?: AdminTestState | undefined;
  now: string;
  /** Rows strictly after this position (most recently changed first). */
  after?: { at: string; id: string } | undefined;
  limit: number;
}

/** `%` and `_` typed by staff are searched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function queries(db: Db) {
  return {
    axes: () =>
      db.selectFrom('axes').select(['id', 'slug', 'title']).orderBy('position').orderBy('id').execute(),

    findAxis: (id: string) =>
      db.selectFrom('axes').select(['id', 'slug', 'title']).where('id', '=', id).executeTakeFirst(),

    /** Newest change first, keyset-paged on (updated_at, id), with question and answer counts. */
    page(filter: TestPageFilter) {
      let query = db
        .selectFrom('tests')
        .innerJoin('axes', 'axes.id', 'tests.axis_id')
        .select((eb) => [
          'tests.id',
          'tests.axis_id',
          'axes.title as axis_title',
          'tests.title',
          'tests.image_list',
          'tests.published_at',
          'tests.archived_at',
          'tests.updated_at',
          eb
            .selectFrom('test_questions')
            .select(eb.fn.countAll().as('n'))
            .whereRef('test_questions.test_id', '=', 'tests.id')
            .as('questions'),
          eb
            .selectFrom('test_attempts')
            .select(eb.fn.countAll().as('n'))
            .whereRef('test_attempts.test_id', '=', 'tests.id')
            .as('answered'),
        ]);
      if (filter.axisId) query = query.where('tests.axis_id', '=', filter.axisId);
      if (filter.search) {
        const pattern = likePattern(filter.search);
        query = query.where(
          sql<boolean>`(lower(tests.title) like ${pattern} escape '\\' or lower(tests.description) like ${pattern} escape '\\')`,
        );
      }
      const now = filter.now;
      switch (filter.state) {
        case 'archived':
          query = query.where('tests.archived_at', 'is not', null);
          break;
        case 'draft':
          query = query.where('tests.archived_at', 'is', null).where('tests.published_at', 'is', null);
          break;
        case 'scheduled':
          query = query.where('tests.archived_at', 'is', null).where('tests.published_at', '>', now);
          break;
        case 'published':
          query = query.where('tests.archived_at', 'is', null).where('tests.published_at', '<=', now);
          break;
        default:
          break;
      }
      const after = filter.after;
      if (after)
        query = query.where((eb) =>
          eb.or([
            eb('tests.updated_at', '<', after.at),
            eb.and([eb('tests.updated_at', '=', after.at), eb('tests.id', '<', after.id)]),
          ]),
        );
      return query
        .orderBy('tests.updated_at', 'desc')
        .orderBy('tests.id', 'desc')
        .limit(filter.limit)
        .execute();
    },

    findTest: (id: string) => db.selectFrom('tests').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The draft made as a new version of a case, if any (not archived). */
    findNewVersionOf: (id: string) =>
      db
        .selectFrom('tests')
        .select(['id', 'title'])
        .where('replaces_id', '=', id)
        .where('archived_at', 'is', null)
        .orderBy('created_at', 'desc')
        .executeTakeFirst(),

    listQuestions: (testId: string): Promise<StoredQuestion[]> =>
      db
        .selectFrom('test_questions')
        .select(['id', 'position', 'question', 'answers_json', 'correct_answer'])
        .where('test_id', '=', testId)
        .orderBy('position')
        .execute(),

    async answeredCount(testId: string): Promise<number> {
      const row = await db
        .selectFrom('test_attempts')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('test_id', '=', testId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async nextPosition(axisId: string): Promise<number> {
      const row = await db
        .selectFrom('tests')
        .select((eb) => eb.fn.max('position').as('p'))
        .where('axis_id', '=', axisId)
        .executeTakeFirst();
      return row?.p === null || row?.p === undefined ? 0 : Number(row.p) + 1;
    },

    async insertTest(row: NewTestRow) {
      await db.insertInto('tests').values(row).execute();
    },

    /**
     * Changes a case only if it is still at the revision the editor loaded, and adds 1 to it: false
     * when someone saved first (docs/product/admin.md#two-editors).
     */
    async updateTest(
      id: string,
      revision: number,
      values: Partial<Omit<TestRow, 'id' | 'revision' | 'axis_id'>>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('tests')
        .set((eb) => ({ ...values, revision: eb('revision', '+', 1) }))
        .where('id', '=', id)
        .where('revision', '=', revision)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Replaces the questions of a case that nobody answered yet. */
    async replaceQuestions(testId: string, questions: StoredQuestion[]) {
      await db.deleteFrom('test_questions').where('test_id', '=', testId).execute();
      if (questions.length)
        await db
          .insertInto('test_questions')
          .values(questions.map((q) => ({ ...q, test_id: testId })))
          .execute();
    },
  };
}

export type TestsAdminQueries = ReturnType<typeof queries>;

export function createTestsAdminRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `work` in one transaction with the same queries bound to it. */
    transaction<T>(work: (tx: TestsAdminQueries, trx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(queries(trx), trx));
    },
  };
}
export type TestsAdminRepository = ReturnType<typeof createTestsAdminRepository>;
