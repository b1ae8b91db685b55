import type { Db } from '../../db/database.ts';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../../db/schema.ts';

export type UserRow = Selectable<UsersTable>;

export function createSessionRepository(db: Db) {
  return {
    findUserByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
    },

    async insertSession(row: { idHash: string; userId: string; now: string; expiresAt: string }) {
      await db
        .insertInto('sessions')
        .values({
          id_hash: row.idHash,
          user_id: row.userId,
          created_at: row.now,
          last_seen_at: row.now,
          expires_at: row.expiresAt,
        })
        .execute();
    },

    findSessionWithUser(idHash: string) {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.id_hash',
          'sessions.created_at as session_created_at',
          'sessions.last_seen_at',
          'sessions.expires_at',
          'users.id',
          'users.email',
          'users.name',
          'users.lastname',
          'users.country',
          'users.role',
          'users.updated_fields',
        ])
        .where('sessions.id_hash', '=', idHash)
        .executeTakeFirst();
    },

    async touchSession(idHash: string, now: string) {
      await db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
    },

    async deleteSession(idHash: string) {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },

    async deleteExpiredSessions(now: string) {
      await db.deleteFrom('sessions').where('expires_at', '<', now).execute();
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
