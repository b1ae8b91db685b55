import type { Db } from '../../db/database.ts';

/** A spent bot-check challenge, kept until the challenge itself expires. */
export interface BotCheckUsedTable {
  /** The solved challenge (hex SHA-256 of salt + number): one per issued challenge. */
  challenge: string;
  /** ISO-8601 UTC, the challenge's own expiry. */
  expires_at: string;
}

export function createBotCheckRepository(db: Db) {
  // The table belongs to this feature only, so its type lives here instead of in db/schema.ts.
  const store = db.withTables<{ botcheck_used: BotCheckUsedTable }>();
  return {
    /**
     * Records a challenge as spent. Returns false when it already was: the primary key decides,
     * so of two processes (or two requests) spending the same token at once exactly one wins.
     */
    async markUsed(challenge: string, expiresAt: string): Promise<boolean> {
      const result = await store
        .insertInto('botcheck_used')
        .values({ challenge, expires_at: expiresAt })
        .onConflict((oc) => oc.column('challenge').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Forgets challenges that expired before `before`: a replay of them fails on expiry anyway. */
    async purgeExpired(before: string): Promise<number> {
      const result = await store
        .deleteFrom('botcheck_used')
        .where('expires_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type BotCheckRepository = ReturnType<typeof createBotCheckRepository>;
