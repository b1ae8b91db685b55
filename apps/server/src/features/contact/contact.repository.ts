import type { Db } from '../../db/database.ts';
import type { ContactData } from '@foro/shared/contact/schemas';
import { newId } from '../../lib/ids.ts';

export function createContactRepository(db: Db) {
  return {
    /** A closed account's contact request goes with its address. */
    async removeOf(email: string): Promise<void> {
      await db.deleteFrom('contact_requests').where('email', '=', email).execute();
    },
    /** One row per e-mail: a repeated request refreshes it and counts it (returns true when new). */
    async upsert(request: ContactData, now: string): Promise<boolean> {
      const email = request.email.toLowerCase();
      const values = {
        country: request.country,
        name: request.name,
        lastname: request.lastname,
        school: request.school,
        city: request.city,
        school_type: request.school_type,
        privacy_accepted_at: now,
        updated_at: now,
      };
      const existing = await db
        .selectFrom('contact_requests')
        .select('requests')
        .where('email', '=', email)
        .executeTakeFirst();
      if (existing) {
        await db
          .updateTable('contact_requests')
          .set({ ...values, requests: existing.requests + 1 })
          .where('email', '=', email)
          .execute();
        return false;
      }
      const inserted = await db
        .insertInto('contact_requests')
        .values({ id: newId(), email, ...values, requests: 1, created_at: now })
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
