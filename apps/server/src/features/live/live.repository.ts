import type { Db } from '../../db/database.ts';

/** What the live streams read beside their events. */
export function createLiveRepository(db: Db) {
  return {
    /**
     * Members whose live page sent an attendance heartbeat in the last `minutes` minutes
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
  };
}
export type LiveRepository = ReturnType<typeof createLiveRepository>;
