import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

/** Who is looking and when: members see published cases, staff previewing see drafts too. */
export interface Visibility {
  now: string;
  preview: boolean;
}

/** Publication (docs/product/admin.md#drafts-and-publication): archived cases are never offered. */
function visible<Q extends SelectQueryBuilder<Database, 'tests', object>>(query: Q, seen: Visibility): Q {
  const current = query.where('tests.archived_at', 'is', null) as Q;
  return seen.preview
    ? current
    : (current.where('tests.published_at', 'is not', null).where('tests.published_at', '<=', seen.now) as Q);
}

export function createTestsRepository(db: Db) {
  return {
    findAxisBySlug: (slug: string) =>
      db
        .selectFrom('axes')
        .select(['id', 'slug', 'title', 'active'])
        .where('slug', '=', slug)
        .executeTakeFirst(),

    /** The cases members may choose: published and not archived; staff also see drafts (preview). */
    listTests: (axisId: string, seen: Visibility) =>
      visible(db.selectFrom('tests').selectAll().where('axis_id', '=', axisId), seen)
        .orderBy('position', 'asc')
        .orderBy('id', 'asc')
        .execute(),

    /** A case a member may choose or answer now (see listTests). */
    findVisibleTest: (axisId: string, testId: string, seen: Visibility) =>
      visible(
        db.selectFrom('tests').selectAll().where('axis_id', '=', axisId).where('id', '=', testId),
        seen,
      ).executeTakeFirst(),

    /** Any case of the route, published or not: a member's results stay readable after it is archived. */
    findTest: (axisId: string, testId: string) =>
      db
        .selectFrom('tests')
        .selectAll()
        .where('axis_id', '=', axisId)
        .where('id', '=', testId)
        .executeTakeFirst(),

    findSelection: (axisId: string, userId: string) =>
      db
        .selectFrom('test_selections')
        .select('test_id')
        .where('axis_id', '=', axisId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    async saveSelection(axisId: string, userId: string, testId: string, now: string) {
      await db
        .insertInto('test_selections')
        .values({ axis_id: axisId, user_id: userId, test_id: testId, created_at: now })
        .onConflict((oc) =>
          oc.columns(['axis_id', 'user_id']).doUpdateSet({ test_id: testId, created_at: now }),
        )
        .execute();
    },

    listQuestions: (testId: string) =>
      db
        .selectFrom('test_questions')
        .selectAll()
        .where('test_id', '=', testId)
        .orderBy('position', 'asc')
        .execute(),

    findAttempt: (axisId: string, userId: string) =>
      db
        .selectFrom('test_attempts')
        .selectAll()
        .where('axis_id', '=', axisId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /** Returns false when an attempt already stands (the unique index decides, even under a race). */
    async insertAttempt(row: {
      axisId: string;
      testId: string;
      userId: string;
      score: number;
      answers: string;
      now: string;
    }) {
      const result = await db
        .insertInto('test_attempts')
        .values({
          id: newId(),
          axis_id: row.axisId,
          test_id: row.testId,
          user_id: row.userId,
          score: row.score,
          answers_json: row.answers,
          created_at: row.now,
        })
        .onConflict((oc) => oc.columns(['axis_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    findTestStep: (axisId: string) =>
      db
        .selectFrom('axis_steps')
        .select(['id', 'open_date'])
        .where('axis_id', '=', axisId)
        .where('kind', '=', 'test')
        .executeTakeFirst(),

    attemptsOf: (userId: string) =>
      db
        .selectFrom('test_attempts')
        .innerJoin('tests', 'tests.id', 'test_attempts.test_id')
        .select(['test_attempts.axis_id', 'test_attempts.score', 'tests.title', 'tests.speaker'])
        .where('test_attempts.user_id', '=', userId)
        .execute(),
  };
}
export type TestsRepository = ReturnType<typeof createTestsRepository>;
