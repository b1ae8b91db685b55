import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import {
  OPEN_MASTERCLASS_ID,
  openMasterclassDb,
  type OpenMasterclassTable,
} from './open-masterclass.tables.ts';

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
  const masterclass = openMasterclassDb(db);
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

    /** The open masterclass (docs/product/contact.md#open-masterclass), published or not. */
    findOpenMasterclass: () =>
      masterclass
        .selectFrom('open_masterclass')
        .selectAll()
        .where('id', '=', OPEN_MASTERCLASS_ID)
        .executeTakeFirst(),

    async insertOpenMasterclass(values: Omit<OpenMasterclassTable, 'id' | 'revision'>) {
      await masterclass
        .insertInto('open_masterclass')
        .values({ ...values, id: OPEN_MASTERCLASS_ID, revision: 1 })
        .execute();
    },

    /** docs/product/admin.md#two-editors: only at `revision`; false when a newer save came first. */
    async updateOpenMasterclass(
      revision: number,
      values: Partial<Omit<OpenMasterclassTable, 'id' | 'revision' | 'created_at'>>,
    ): Promise<boolean> {
      const result = await masterclass
        .updateTable('open_masterclass')
        .set((eb) => ({ ...values, revision: eb('revision', '+', 1) }))
        .where('id', '=', OPEN_MASTERCLASS_ID)
        .where('revision', '=', revision)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type OpenAccessRepository = ReturnType<typeof createOpenAccessRepository>;
