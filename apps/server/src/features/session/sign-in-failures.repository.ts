import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';

export function createSignInFailuresRepository(db: Db) {
  return {
    async countForAddress(address: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('sign_in_failures')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('address', '=', address)
        .where('attempted_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Instants of the account's failures whose password was compared, oldest first. */
    async checkedFailuresOfAccount(account: string, since: string): Promise<string[]> {
      const rows = await db
        .selectFrom('sign_in_failures')
        .select('attempted_at')
        .where('account', '=', account)
        .where('password_checked', '=', 1)
        .where('attempted_at', '>', since)
        .orderBy('attempted_at')
        .execute();
      return rows.map((r) => r.attempted_at);
    },

    /** Records a failure and returns its id (a pending check is recorded first, then forgiven). */
    async insert(row: { address: string; account: string; passwordChecked: boolean; at: string }) {
      const id = newId();
      await db
        .insertInto('sign_in_failures')
        .values({
          id,
          address: row.address,
          account: row.account,
          password_checked: row.passwordChecked ? 1 : 0,
          attempted_at: row.at,
        })
        .execute();
      return id;
    },

    async remove(id: string) {
      await db.deleteFrom('sign_in_failures').where('id', '=', id).execute();
    },

    /** The owner signed in: the account's earlier failures no longer count towards its lock. */
    async forgiveAccount(account: string) {
      await db
        .updateTable('sign_in_failures')
        .set({ password_checked: 0 })
        .where('account', '=', account)
        .execute();
    },

    async purgeBefore(before: string) {
      await db.deleteFrom('sign_in_failures').where('attempted_at', '<', before).execute();
    },
  };
}
export type SignInFailuresRepository = ReturnType<typeof createSignInFailuresRepository>;
