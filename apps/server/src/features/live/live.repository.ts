import type { Db } from '../../db/database.ts';

/** What the live streams read beside their events. */
export function createLiveRepository(db: Db) {
  return {
    /**
     * Members whose live page counted a minute of attendance in the last `minutes` minutes
     * (features/attendance): a count shared by every process, with no new bookkeeping.
     */
    async viewers(meetingId: string, nowMs: number, minutes: number): Promise<number> {
      const since = Math.floor(nowMs / 60_000) - minutes;
      const row = await db
        .selectFrom('meeting_attendance')
        .select((eb) => eb.fn.count<number | string>('user_id').distinct().as('n'))
        .where('meeting_id', '=', meetingId)
        .where('mode', '=', 'live')
        .where('minute', '>=', since)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Which of these sessions (by their stored hash) still exist: a stream of any other has ended. */
    async existingSessions(idHashes: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      // In slices, so that 10,000 open streams never make one statement of 10,000 parameters.
      for (let i = 0; i < idHashes.length; i += 500) {
        const rows = await db
          .selectFrom('sessions')
          .select('id_hash')
          .where('id_hash', 'in', idHashes.slice(i, i + 500))
          .execute();
        for (const row of rows) found.add(row.id_hash);
      }
      return found;
    },

    /** The change counter that every write of `sessions` moves (migration 2026-11-25-023). */
    async sessionsVersion(): Promise<string> {
      const row = await db
        .selectFrom('change_versions')
        .select('version')
        .where('name', '=', 'sessions')
        .executeTakeFirst();
      return String(row?.version ?? '');
    },
  };
}
export type LiveRepository = ReturnType<typeof createLiveRepository>;
