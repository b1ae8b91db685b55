import type { Db } from '../../db/database.ts';

export function createBotCheckRepository(db: Db) {
  return {
    /**
     * Records a challenge as spent. Returns false when it already was: the primary key decides,
     * so of two processes (or two requests) spending the same token at once exactly one wins.
     */
    async markUsed(challenge: string, expiresAt: string): Promise<boolean> {
      const result = await db
        .insertInto('botcheck_used')
        .values({ challenge, expires_at: expiresAt })
        .onConflict((oc) => oc.column('challenge').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Forgets challenges that expired before `before`: a replay of them fails on expiry anyway. */
    async purgeExpired(before: string): Promise<number> {
      const result = await db.deleteFrom('botcheck_used').where('expires_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type BotCheckRepository = ReturnType<typeof createBotCheckRepository>;
