import { MAIN_AXIS_SLUG } from '@foro/shared/routes/paths';
import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';

/** A visitor who left an e-mail and a country (migration 2026-11-21-010-open-access). */
export interface OpenAccessLeadsTable {
  id: string;
  /** Lowercased; one row per e-mail. */
  email: string;
  /** A country key of countries.ts (`costa rica`, `mexico`, …). */
  country: string;
  /** ISO-8601 UTC. */
  created_at: string;
  /** ISO-8601 UTC: the last time the form was sent with this e-mail. */
  last_seen_at: string;
}

export function createOpenAccessRepository(db: Db) {
  // The table belongs to this feature only, so its type lives here instead of in db/schema.ts.
  const store = db.withTables<{ open_access_leads: OpenAccessLeadsTable }>();
  return {
    /**
     * Stores the lead, or refreshes its country and `last_seen_at` when the e-mail is known; the
     * unique e-mail decides, so two submits at once still leave one row. Returns the lead's id.
     */
    async upsertLead(email: string, country: string, now: string): Promise<string> {
      const row = await store
        .insertInto('open_access_leads')
        .values({ id: newId(), email, country, created_at: now, last_seen_at: now })
        .onConflict((oc) => oc.column('email').doUpdateSet({ country, last_seen_at: now }))
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    findLead: (id: string) =>
      store.selectFrom('open_access_leads').selectAll().where('id', '=', id).executeTakeFirst(),

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
