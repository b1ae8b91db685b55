import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { EmailChangesTable } from '../../db/schema.ts';
import { refreshSearchText } from '../../lib/member-search.ts';

export type EmailChangeRow = Selectable<EmailChangesTable>;

function queries(d: Db) {
  return {
    /** The connection or transaction these queries run on (a mail is queued in the same one). */
    db: d,

    findByDigest(digest: string): Promise<EmailChangeRow | undefined> {
      return d.selectFrom('email_changes').selectAll().where('secret_digest', '=', digest).executeTakeFirst();
    },

    async emailTaken(email: string): Promise<boolean> {
      const row = await d.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      return Boolean(row);
    },

    /** A new request replaces the member's earlier ones that were not used: only the last link works. */
    async replacePending(row: EmailChangeRow): Promise<void> {
      await d
        .deleteFrom('email_changes')
        .where('user_id', '=', row.user_id)
        .where('used_at', 'is', null)
        .execute();
      await d.insertInto('email_changes').values(row).execute();
    },

    async remove(id: string): Promise<void> {
      await d.deleteFrom('email_changes').where('id', '=', id).execute();
    },

    /** Marks the request used if nobody did before: true when this call did (one winner of a race). */
    async claim(id: string, now: string): Promise<boolean> {
      const result = await d
        .updateTable('email_changes')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Throws the engine's unique violation when another account has the address meanwhile. */
    async setUserEmail(userId: string, email: string, now: string): Promise<boolean> {
      const result = await d
        .updateTable('users')
        .set({ email, updated_at: now })
        .where('id', '=', userId)
        .executeTakeFirst();
      await refreshSearchText(d, userId);
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export function createEmailChangeRepository(db: Db) {
  return {
    ...queries(db),
    /** Every address the member asked to change to, used or not (a closure forgets them all). */
    async newEmailsOfUser(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('email_changes')
        .select('new_email')
        .where('user_id', '=', userId)
        .execute();
      return rows.map((row) => row.new_email);
    },
    async removeAllOfUser(userId: string): Promise<void> {
      await db.deleteFrom('email_changes').where('user_id', '=', userId).execute();
    },
    transaction<T>(work: (tx: ReturnType<typeof queries>) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(queries(trx)));
    },
  };
}
export type EmailChangeRepository = ReturnType<typeof createEmailChangeRepository>;
