import type { AttendanceMode } from '@foro/shared/attendance/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { afterPosition } from '../../lib/keyset.ts';

export interface AttendanceMeeting {
  id: string;
  slug: string;
  title: string;
  starts_at: string;
  attendance_minutes: number;
}

/** A position in a list: the sort value and the id that breaks ties. */
type After = { key: string; id: string } | undefined;

const person = ['users.name', 'users.lastname', 'users.lastname2', 'users.email', 'users.country'] as const;

/** Runs `work` in the caller's transaction, or in a new one. */
const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>) =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/** A minute of presence and the member's running total (also used by the demo seed). */
export async function recordMinuteIn(
  db: Db,
  row: { meeting_id: string; user_id: string; mode: AttendanceMode; minute: number; created_at: string },
): Promise<void> {
  const inserted = await db
    .insertInto('meeting_attendance')
    .values(row)
    .onConflict((oc) => oc.columns(['meeting_id', 'user_id', 'mode', 'minute']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
  await db
    .insertInto('meeting_presence')
    .values({ meeting_id: row.meeting_id, user_id: row.user_id, mode: row.mode, minutes: 1 })
    .onConflict((oc) =>
      oc
        .columns(['meeting_id', 'mode', 'user_id'])
        .doUpdateSet({ minutes: sql<number>`meeting_presence.minutes + 1` }),
    )
    .execute();
}

export function createAttendanceRepository(db: Db) {
  /** Per member: minutes present in one mode and the first of them. */
  const presence = (meetingId: string, mode: AttendanceMode) =>
    db
      .selectFrom('meeting_attendance')
      .select((eb) => [
        'user_id',
        eb.fn.countAll<number | string>().as('minutes'),
        eb.fn.min<number>('minute').as('first_minute'),
        eb.fn.min<string>('created_at').as('first_at'),
      ])
      .where('meeting_id', '=', meetingId)
      .where('mode', '=', mode)
      .groupBy('user_id');

  return {
    findMeetingById(id: string): Promise<AttendanceMeeting | undefined> {
      return db
        .selectFrom('meetings')
        .select(['id', 'slug', 'title', 'starts_at', 'attendance_minutes'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * One minute of presence; the same minute again stores nothing. A new minute also adds one to the
     * member's total for the meeting and mode (`meeting_presence`, what the reports count), in the same
     * transaction.
     */
    async recordMinute(row: {
      meeting_id: string;
      user_id: string;
      mode: AttendanceMode;
      minute: number;
      created_at: string;
    }): Promise<void> {
      await inTransaction(db, (trx) => recordMinuteIn(trx, row));
    },

    /** The member's minutes of presence, live and on the replay. */
    async minutesOf(meetingId: string, userId: string): Promise<Record<AttendanceMode, number>> {
      const rows = await db
        .selectFrom('meeting_attendance')
        .select((eb) => ['mode', eb.fn.countAll<number | string>().as('minutes')])
        .where('meeting_id', '=', meetingId)
        .where('user_id', '=', userId)
        .groupBy('mode')
        .execute();
      const minutes = { live: 0, replay: 0 };
      for (const row of rows) minutes[row.mode] = Number(row.minutes);
      return minutes;
    },

    async counts(meetingId: string, required: number) {
      const registered = await db
        .selectFrom('meeting_inscriptions')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('meeting_id', '=', meetingId)
        .executeTakeFirstOrThrow();
      const attended = async (mode: AttendanceMode) =>
        db
          .selectFrom(presence(meetingId, mode).as('p'))
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('p.minutes', '>=', required)
          .executeTakeFirstOrThrow();
      const certificates = await db
        .selectFrom('certificates')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('kind', '=', 'meeting')
        .where('subject_id', '=', meetingId)
        .executeTakeFirstOrThrow();
      return {
        registered: Number(registered.n),
        live: Number((await attended('live')).n),
        replay: Number((await attended('replay')).n),
        certificates: Number(certificates.n),
      };
    },

    /** Members registered, oldest registration first. */
    registered(meetingId: string, after: After, limit: number) {
      let query = db
        .selectFrom('meeting_inscriptions')
        .innerJoin('users', 'users.id', 'meeting_inscriptions.user_id')
        .select([...person, 'users.id as user_id', 'meeting_inscriptions.created_at as at'])
        .where('meeting_inscriptions.meeting_id', '=', meetingId);
      if (after)
        query = query.where(
          afterPosition(['meeting_inscriptions.created_at', 'meeting_inscriptions.user_id'], after, 'asc'),
        );
      return query
        .orderBy('meeting_inscriptions.created_at')
        .orderBy('meeting_inscriptions.user_id')
        .limit(limit)
        .execute();
    },

    /** Members present at least `required` minutes in one mode, by their first minute. */
    attended(meetingId: string, mode: AttendanceMode, required: number, after: After, limit: number) {
      let query = db
        .selectFrom(presence(meetingId, mode).as('p'))
        .innerJoin('users', 'users.id', 'p.user_id')
        .select([...person, 'p.user_id', 'p.minutes', 'p.first_minute', 'p.first_at as at'])
        .where('p.minutes', '>=', required);
      if (after)
        query = query.where(
          afterPosition(['p.first_minute', 'p.user_id'], { key: Number(after.key), id: after.id }, 'asc'),
        );
      return query.orderBy('p.first_minute').orderBy('p.user_id').limit(limit).execute();
    },

    /** Every certificate of the meeting (replaced and revoked ones too), in order of issue. */
    certificates(meetingId: string, after: After, limit: number) {
      let query = db
        .selectFrom('certificates')
        .innerJoin('users', 'users.id', 'certificates.user_id')
        .select([
          ...person,
          'certificates.user_id',
          'certificates.code',
          'certificates.full_name',
          'certificates.issued_at as at',
          'certificates.attendance',
          'certificates.replaced_by',
          'certificates.revoked_at',
          'certificates.revoked_reason',
        ])
        .where('certificates.kind', '=', 'meeting')
        .where('certificates.subject_id', '=', meetingId);
      if (after)
        query = query.where(afterPosition(['certificates.issued_at', 'certificates.code'], after, 'asc'));
      return query.orderBy('certificates.issued_at').orderBy('certificates.code').limit(limit).execute();
    },
  };
}
export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
