import { compiledOnce } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../../db/schema.ts';

export type UserRow = Selectable<UsersTable>;

export function createSessionRepository(db: Db) {
  // The session behind a cookie, read by most requests: compiled once (db/compiled-once.ts, decision 0103).
  const sessionWithUser = compiledOnce(db, (q, idHash: string) =>
    q
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
        // Where the member lives: the pages that show an hour in her zone need no read of their own.
        'users.place_ids',
        'users.region',
        'users.state',
        'users.commune',
      ])
      .where('sessions.id_hash', '=', idHash)
      // A suspended, deactivated or closed account has no session, even one a race left behind.
      .where('users.suspended_at', 'is', null)
      .where('users.deactivated_at', 'is', null)
      .where('users.closed_at', 'is', null),
  );
  return {
    /** Clears a suspension whose end has passed (docs/decisions/0075-written-answers-and-forgiving-moderation.md). */
    async liftEndedSuspension(userId: string, now: string) {
      await db
        .updateTable('users')
        .set({ suspended_at: null, suspended_reason: null, suspended_until: null })
        .where('id', '=', userId)
        .where('suspended_until', '<=', now)
        .execute();
    },

    findUserByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
    },

    async insertSession(row: {
      idHash: string;
      userId: string;
      now: string;
      expiresAt: string;
      userAgent: string | null;
    }) {
      await db
        .insertInto('sessions')
        .values({
          id_hash: row.idHash,
          user_id: row.userId,
          created_at: row.now,
          last_seen_at: row.now,
          expires_at: row.expiresAt,
          user_agent: row.userAgent,
        })
        .execute();
    },

    /** The member's sessions that have not expired, most recently used first (`sessions_user_id_idx`). */
    listSessionsOfUser(userId: string, now: string) {
      return db
        .selectFrom('sessions')
        .select(['id_hash', 'created_at', 'last_seen_at', 'user_agent'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .orderBy('last_seen_at', 'desc')
        .orderBy('id_hash')
        .limit(200)
        .execute();
    },

    /** Ends every session of the member but `keepIdHash` (none kept when it is null); returns how many. */
    async deleteSessionsOfUser(userId: string, keepIdHash: string | null): Promise<number> {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (keepIdHash) query = query.where('id_hash', '!=', keepIdHash);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteSessionOfUser(userId: string, idHash: string): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('id_hash', '=', idHash)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    findPasswordHash(userId: string) {
      return db
        .selectFrom('users')
        .select(['password_hash', 'email'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    async setPasswordHash(userId: string, passwordHash: string, now: string) {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', userId)
        .execute();
    },

    async findSessionWithUser(idHash: string) {
      return (await sessionWithUser(idHash))[0];
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
