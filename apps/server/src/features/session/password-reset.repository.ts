import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PasswordResetsTable } from '../../db/schema.ts';

export type PasswordResetRow = Selectable<PasswordResetsTable>;

function queries(d: Db) {
  return {
    findUserByEmail(email: string) {
      return d
        .selectFrom('users')
        .select(['id', 'email', 'name'])
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
    },

    async countRequests(by: { address: string } | { account: string }, since: string): Promise<number> {
      let query = d.selectFrom('password_reset_requests').select((eb) => eb.fn.countAll<number>().as('n'));
      query =
        'address' in by ? query.where('address', '=', by.address) : query.where('account', '=', by.account);
      const row = await query.where('at', '>=', since).executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async insertRequest(row: { id: string; address: string; account: string; at: string }) {
      await d.insertInto('password_reset_requests').values(row).execute();
    },

    async purgeRequestsBefore(before: string) {
      await d.deleteFrom('password_reset_requests').where('at', '<', before).execute();
      await d.deleteFrom('password_resets').where('expires_at', '<', before).execute();
    },

    /** A new link replaces the member's earlier unused ones: only the last mail works. */
    async replacePending(row: PasswordResetRow): Promise<void> {
      await d
        .deleteFrom('password_resets')
        .where('user_id', '=', row.user_id)
        .where('used_at', 'is', null)
        .execute();
      await d.insertInto('password_resets').values(row).execute();
    },

    async remove(id: string): Promise<void> {
      await d.deleteFrom('password_resets').where('id', '=', id).execute();
    },

    findByDigest(digest: string): Promise<PasswordResetRow | undefined> {
      return d
        .selectFrom('password_resets')
        .selectAll()
        .where('secret_digest', '=', digest)
        .executeTakeFirst();
    },

    /** Marks the link used if nobody did before: true when this call did (one winner of a race). */
    async claim(id: string, now: string): Promise<boolean> {
      const result = await d
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setPassword(userId: string, passwordHash: string, now: string): Promise<string | undefined> {
      await d
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', userId)
        .execute();
      const row = await d.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
      return row?.email;
    },

    /** Every session of the account ends: whoever knew the old password is signed out. */
    async endSessions(userId: string): Promise<void> {
      await d.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },

    /** Earlier failed sign-ins no longer lock the account whose owner just proved the mailbox. */
    async forgiveAccount(account: string): Promise<void> {
      await d
        .updateTable('sign_in_failures')
        .set({ password_checked: 0 })
        .where('account', '=', account)
        .execute();
    },
  };
}

export function createPasswordResetRepository(db: Db) {
  return {
    ...queries(db),
    /** A closed account's reset links go (decision 0039). */
    async removeAllOfUser(userId: string): Promise<void> {
      await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
    },
    transaction<T>(work: (tx: ReturnType<typeof queries>) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(queries(trx)));
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
