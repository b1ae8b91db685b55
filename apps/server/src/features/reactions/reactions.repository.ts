import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface ReactionCount {
  minute: string;
  kind: string;
  count: number;
}

/** The per-minute reaction counts of meetings (docs/decisions/0062-reactions.md). */
export function createReactionsRepository(db: Db) {
  return {
    /**
     * Adds what a process gathered to the minutes' rows, in one statement: a row is created or its count
     * grows (`on conflict … do update`, the same in SQLite and PostgreSQL), so two processes adding to
     * the same minute both count.
     */
    async add(meetingId: string, counts: ReactionCount[]): Promise<void> {
      if (counts.length === 0) return;
      await db
        .insertInto('meeting_reaction_minutes')
        .values(
          counts.map((c) => ({ meeting_id: meetingId, minute: c.minute, kind: c.kind, count: c.count })),
        )
        .onConflict((oc) =>
          oc.columns(['meeting_id', 'minute', 'kind']).doUpdateSet({
            count: sql<number>`meeting_reaction_minutes.count + excluded.count`,
          }),
        )
        .execute();
    },

    /** The meeting's totals per kind (its rows are a few per minute: read through the primary key). */
    async totals(meetingId: string): Promise<Array<{ kind: string; count: number }>> {
      const rows = await db
        .selectFrom('meeting_reaction_minutes')
        .select((eb) => ['kind', eb.fn.sum<number | string>('count').as('count')])
        .where('meeting_id', '=', meetingId)
        .groupBy('kind')
        .execute();
      return rows.map((r) => ({ kind: r.kind, count: Number(r.count) }));
    },

    /** Every minute's counts, oldest first (the host's report). */
    async minutes(meetingId: string): Promise<ReactionCount[]> {
      const rows = await db
        .selectFrom('meeting_reaction_minutes')
        .select(['minute', 'kind', 'count'])
        .where('meeting_id', '=', meetingId)
        .orderBy('minute')
        .execute();
      return rows.map((r) => ({ minute: r.minute, kind: r.kind, count: Number(r.count) }));
    },

    meetingExists: async (meetingId: string) =>
      Boolean(await db.selectFrom('meetings').select('id').where('id', '=', meetingId).executeTakeFirst()),
  };
}
export type ReactionsRepository = ReturnType<typeof createReactionsRepository>;
