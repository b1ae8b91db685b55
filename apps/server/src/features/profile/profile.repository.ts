import type { Db } from '../../db/database.ts';

export function createProfileRepository(db: Db) {
  return {
    async setNotificationForum(userId: string, allow: boolean, now: string) {
      await db
        .updateTable('users')
        .set({ notification_forum: allow ? 1 : 0, updated_at: now })
        .where('id', '=', userId)
        .execute();
    },

    async getNotificationForum(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('notification_forum')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return row.notification_forum === 1;
    },

    findUser: (userId: string) =>
      db
        .selectFrom('users')
        .select(['name', 'lastname', 'email', 'country', 'city', 'rol', 'notification_forum'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),

    listActiveAxes: () =>
      db
        .selectFrom('axes')
        .select(['id', 'slug', 'title'])
        .where('active', '=', 1)
        .orderBy('position', 'asc')
        .execute(),
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
