import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { OPEN_MASTERCLASS_ID } from '../../lib/open-axis.ts';
import type { OpenMasterclassTable } from '../../db/schema.ts';

/** The one row of the open masterclass (docs/product/contact.md#open-masterclass). */
export { OPEN_MASTERCLASS_ID };

export function createOpenAccessRepository(db: Db) {
  return {
    /** A closed account's open masterclass lead goes with its address. */
    async removeLeadOf(email: string): Promise<void> {
      await db.deleteFrom('open_access_leads').where('email', '=', email).execute();
    },
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

    /** The open masterclass (docs/product/contact.md#open-masterclass), published or not. */
    findOpenMasterclass: () =>
      db.selectFrom('open_masterclass').selectAll().where('id', '=', OPEN_MASTERCLASS_ID).executeTakeFirst(),

    async insertOpenMasterclass(values: Omit<OpenMasterclassTable, 'id' | 'revision'>) {
      await db
        .insertInto('open_masterclass')
        .values({ ...values, id: OPEN_MASTERCLASS_ID, revision: 1 })
        .execute();
    },

    /** docs/product/admin.md#two-editors: only at `revision`; false when a newer save came first. */
    async updateOpenMasterclass(
      revision: number,
      values: Partial<Omit<OpenMasterclassTable, 'id' | 'revision' | 'created_at'>>,
    ): Promise<boolean> {
      const result = await db
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
