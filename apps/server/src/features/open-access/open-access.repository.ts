import { MAIN_AXIS_SLUG } from '@foro/shared/routes/paths';
import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';

export function createOpenAccessRepository(db: Db) {
  return {
    /**
     * Stores the lead, or refreshes its country and `last_seen_at` when the e-mail is known; the
     * unique e-mail decides, so two submits at once still leave one row. Returns the lead's id.
     */
    async upsertLead(email: string, country: string, now: string): Promise<string> {
      const row = await db
        .insertInto('open_access_leads')
        .values({ id: newId(), email, country, created_at: now, last_seen_at: now })
        .onConflict((oc) => oc.column('email').doUpdateSet({ country, last_seen_at: now }))
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    findLead: (id: string) =>
      db.selectFrom('open_access_leads').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The masterclass stop (kind 'masterclass') of the main route, if the route has one. */
    findOpenMasterclass: () =>
      db
        .selectFrom('axis_steps')
        .innerJoin('axes', 'axes.id', 'axis_steps.axis_id')
        .selectAll('axis_steps')
        .where('axes.slug', '=', MAIN_AXIS_SLUG)
        .where('axis_steps.kind', '=', 'masterclass')
        .orderBy('axis_steps.step_count', 'asc')
        .limit(1)
        .executeTakeFirst(),
  };
}

export type OpenAccessRepository = ReturnType<typeof createOpenAccessRepository>;
