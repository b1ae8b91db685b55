import { compiledOnce } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import type { AxisStepRow, KeptRoutes } from '../../db/kept-routes.ts';
import { newId } from '../../lib/ids.ts';

/** `kept`: the routes and stops kept per process (db/kept-routes.ts); none inside a transaction. */
export function createAxesRepository(db: Db, kept?: KeptRoutes) {
  const listSteps = (axisId: string) =>
    db
      .selectFrom('axis_steps')
      .selectAll()
      .where('axis_id', '=', axisId)
      .orderBy('step_count', 'asc')
      .execute();
  // What a route's page and a stop's page read for each member: compiled once (db/compiled-once.ts,
  // decision 0103).
  const visitedSteps = compiledOnce(db, (q, axisId: string, userId: string) =>
    q
      .selectFrom('step_visits')
      .innerJoin('axis_steps', 'axis_steps.id', 'step_visits.step_id')
      .select('step_visits.step_id')
      .where('axis_steps.axis_id', '=', axisId)
      .where('step_visits.user_id', '=', userId),
  );
  const buttonsOf = compiledOnce(db, (q, stepId: string) =>
    q
      .selectFrom('step_buttons')
      .select(['id', 'url', 'btn_text'])
      .where('step_id', '=', stepId)
      .where('archived_at', 'is', null)
      .orderBy('position', 'asc'),
  );
  return {
    /** A closed account's button clicks go. */
    async removeClicksOfUser(userId: string): Promise<void> {
      await db.deleteFrom('button_clicks').where('user_id', '=', userId).execute();
    },
    findAxisBySlug: (slug: string) =>
      kept
        ? kept.axisBySlug(slug)
        : db.selectFrom('axes').selectAll().where('slug', '=', slug).executeTakeFirst(),

    findAxisById: (id: string) => db.selectFrom('axes').selectAll().where('id', '=', id).executeTakeFirst(),

    listSteps: (axisId: string): Promise<readonly AxisStepRow[]> =>
      kept ? kept.steps(axisId) : listSteps(axisId),

    findStep: async (axisId: string, slug: string) =>
      kept
        ? (await kept.steps(axisId)).find((step) => step.slug === slug)
        : db
            .selectFrom('axis_steps')
            .selectAll()
            .where('axis_id', '=', axisId)
            .where('slug', '=', slug)
            .executeTakeFirst(),

    async visitedStepIds(axisId: string, userId: string): Promise<Set<string>> {
      const rows = await visitedSteps(axisId, userId);
      return new Set(rows.map((r) => r.step_id));
    },

    /** Idempotent: a double click or a retry leaves one visit. */
    async insertVisit(stepId: string, userId: string, now: string) {
      await db
        .insertInto('step_visits')
        .values({ step_id: stepId, user_id: userId, created_at: now })
        .onConflict((oc) => oc.columns(['step_id', 'user_id']).doNothing())
        .execute();
    },

    listButtons: (stepId: string) => buttonsOf(stepId),

    findButton: (buttonId: string) =>
      db
        .selectFrom('step_buttons')
        .innerJoin('axis_steps', 'axis_steps.id', 'step_buttons.step_id')
        .innerJoin('axes', 'axes.id', 'axis_steps.axis_id')
        .select([
          'step_buttons.id',
          'axis_steps.open_date',
          'axes.active as axis_active',
          'axes.published_at',
          'axes.archived_at',
        ])
        .where('step_buttons.id', '=', buttonId)
        .where('step_buttons.archived_at', 'is', null)
        .executeTakeFirst(),

    async insertClick(buttonId: string, userId: string, now: string) {
      await db
        .insertInto('button_clicks')
        .values({ button_id: buttonId, user_id: userId, created_at: now })
        .onConflict((oc) => oc.columns(['button_id', 'user_id']).doNothing())
        .execute();
    },

    listCoaches: (axisId: string) =>
      db
        .selectFrom('axis_coaches')
        .select(['image', 'name', 'job', 'bio'])
        .where('axis_id', '=', axisId)
        .orderBy('position', 'asc')
        .execute(),

    listRelated: (axisId: string) =>
      db
        .selectFrom('axis_related')
        .select(['group_key', 'title', 'description', 'url'])
        .where('axis_id', '=', axisId)
        .orderBy('position', 'asc')
        .execute(),

    /** A question sent again with its key stores nothing new. */
    async insertQuestion(
      axisId: string,
      userId: string,
      question: string,
      now: string,
      submissionKey?: string,
    ) {
      await db
        .insertInto('axis_questions')
        .values({
          id: newId(),
          axis_id: axisId,
          user_id: userId,
          question,
          created_at: now,
          submission_key: submissionKey ?? null,
        })
        .onConflict((oc) => oc.columns(['user_id', 'submission_key']).doNothing())
        .execute();
    },

    findUserRol: (userId: string) =>
      db.selectFrom('users').select(['rol', 'role']).where('id', '=', userId).executeTakeFirst(),

    /** Whether a draw edition's participation period holds `now` (docs/product/draws.md#editions). */
    async drawPeriodOpen(now: string): Promise<boolean> {
      const row = await db
        .selectFrom('raffle_editions')
        .select('id')
        .where('starts_at', '<=', now)
        .where('ends_at', '>', now)
        .limit(1)
        .executeTakeFirst();
      return Boolean(row);
    },
  };
}
export type AxesRepository = ReturnType<typeof createAxesRepository>;
