import { memberSearchText } from '@foro/shared/members/search-text';
import type { Db } from '../db/database.ts';

export { memberSearchText };

/**
 * Writes `users.search_text` again from the account's columns (decision 0074). Called, with the caller's
 * transaction, by every write that changes a name, surname, e-mail, school or role label, so the members'
 * search never finds an account by what it used to be called.
 */
export async function refreshSearchText(db: Db, userId: string): Promise<void> {
  const row = await db
    .selectFrom('users')
    .select(['name', 'lastname', 'lastname2', 'email', 'school', 'rol'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return;
  await db
    .updateTable('users')
    .set({ search_text: memberSearchText(row) })
    .where('id', '=', userId)
    .execute();
}
