import type { AttendanceMode } from '@foro/shared/attendance/schemas';
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MeetingAttendanceMarksTable } from '../../db/schema.ts';
import { afterPosition } from '../../lib/keyset.ts';
import { compiledOnce } from '../../db/compiled-once.ts';

export interface AttendanceMeeting {
  id: string;
  slug: string;
  title: string;
  starts_at: string;
  attendance_minutes: number;
}

/** Members per statement when a minute is stored for many at once: far below either engine's limit of parameters. */
const SLICE = 500;

/** A position in a list: the sort value and the id that breaks ties. */
type After = { key: string; id: string } | undefined;

const person = ['users.name', 'users.lastname', 'users.lastname2', 'users.email', 'users.country'] as const;

/** Runs `work` in the caller's transaction, or in a new one. */
const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>) =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

export type AttendanceMark = Selectable<MeetingAttendanceMarksTable>;

function queries(db: Db) {
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

  /**
   * Who counts as attended in one mode: staff's mark when there is one (docs/decisions/0076), else
   * at least `required` minutes on the page. Marked members sort by the minute they were marked.
   */
  const attendedSet = (meetingId: string, mode: AttendanceMode, required: number) =>
    db
      .selectFrom(
        db
          .selectFrom('meeting_attendance')
          .select('user_id')
          .where('meeting_id', '=', meetingId)
          .where('mode', '=', mode)
          .union(
            db.selectFrom('meeting_attendance_marks').select('user_id').where('meeting_id', '=', meetingId),
          )
          .as('c'),
      )
      .leftJoin(presence(meetingId, mode).as('p'), 'p.user_id', 'c.user_id')
      .leftJoin('meeting_attendance_marks as m', (join) =>
        join.onRef('m.user_id', '=', 'c.user_id').on('m.meeting_id', '=', meetingId),
      )
      .select((eb) => [
        'c.user_id',
        eb.fn.coalesce('p.minutes', sql<number>`0`).as('minutes'),
        eb.fn.coalesce('p.first_minute', 'm.minute').as('first_minute'),
        eb.fn.coalesce('p.first_at', 'm.marked_at').as('first_at'),
        'm.mode as mark_mode',
        'm.reason as mark_reason',
        'm.marked_at as mark_at',
      ])
      .where((eb) =>
        eb.or([eb.and([eb('m.mode', 'is', null), eb('p.minutes', '>=', required)]), eb('m.mode', '=', mode)]),
      );

  /** The live and replay minutes and staff's mark, compiled once (db/compiled-once.ts). */
  const attendanceRow = compiledOnce(db, (q, meetingId: string, userId: string) => {
    const minutesIn = (mode: AttendanceMode) =>
      q
        .selectFrom('meeting_attendance')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('meeting_id', '=', meetingId)
        .where('user_id', '=', userId)
        .where('mode', '=', mode);
    return q.selectNoFrom((eb) => [
      minutesIn('live').as('live'),
      minutesIn('replay').as('replay'),
      eb
        .selectFrom('meeting_attendance_marks')
        .select('mode')
        .where('meeting_id', '=', meetingId)
        .where('user_id', '=', userId)
        .as('mark'),
    ]);
  });

  return {
    findMeetingById(id: string): Promise<AttendanceMeeting | undefined> {
      return db
        .selectFrom('meetings')
        .select(['id', 'slug', 'title', 'starts_at', 'attendance_minutes'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * One minute of presence for each of these members (their live pages hold their streams open:
     * decision 0133), in statements of at most 500 rows; a minute already stored stores nothing. Each new
     * minute also adds one to the member's total for the meeting and mode (`meeting_presence`, what the
     * reports count): the database does it in the same statement (migration 072).
     */
    async recordMinutes(
      meetingId: string,
      userIds: readonly string[],
      mode: AttendanceMode,
      minute: number,
      createdAt: string,
    ): Promise<void> {
      for (let i = 0; i < userIds.length; i += SLICE) {
        await db
          .insertInto('meeting_attendance')
          .values(
            userIds
              .slice(i, i + SLICE)
              .map((user_id) => ({ meeting_id: meetingId, user_id, mode, minute, created_at: createdAt })),
          )
          .onConflict((oc) => oc.columns(['meeting_id', 'user_id', 'mode', 'minute']).doNothing())
          .execute();
      }
    },

    /**
     * Which of these members have exactly `required` minutes in `mode` (their attendance counts from the
     * minute just stored), have no mark of staff (which stands over the minutes), and, for the replay,
     * did not already attend live. Read in slices of 500, as they were written.
     */
    async reachedNow(
      meetingId: string,
      userIds: readonly string[],
      mode: AttendanceMode,
      required: number,
    ): Promise<string[]> {
      const reached: string[] = [];
      for (let i = 0; i < userIds.length; i += SLICE) {
        let query = db
          .selectFrom('meeting_attendance as a')
          .select('a.user_id')
          .where('a.meeting_id', '=', meetingId)
          .where('a.mode', '=', mode)
          .where('a.user_id', 'in', userIds.slice(i, i + SLICE))
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('meeting_attendance_marks as m')
                  .select('m.user_id')
                  .whereRef('m.meeting_id', '=', 'a.meeting_id')
                  .whereRef('m.user_id', '=', 'a.user_id'),
              ),
            ),
          )
          .groupBy('a.user_id')
          .having((eb) => eb.fn.countAll(), '=', required);
        if (mode === 'replay')
          query = query.where(
            (eb) =>
              eb
                .selectFrom('meeting_attendance as l')
                .select((l) => l.fn.countAll().as('n'))
                .whereRef('l.meeting_id', '=', 'a.meeting_id')
                .whereRef('l.user_id', '=', 'a.user_id')
                .where('l.mode', '=', 'live'),
            '<',
            required,
          );
        for (const row of await query.execute()) reached.push(row.user_id);
      }
      return reached;
    },

    /** Staff's mark of a member's attendance, if any. */
    markOf(meetingId: string, userId: string): Promise<AttendanceMark | undefined> {
      return db
        .selectFrom('meeting_attendance_marks')
        .selectAll()
        .where('meeting_id', '=', meetingId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * What the timer recorded and staff's mark over it: what the member's attendance is read from. One
     * statement (the live and replay minutes and the mark as three subqueries): the meeting's answer and
     * the certificate read it, so a crowd arriving at a live meeting reads it hundreds of times a second.
     */
    async attendanceOf(
      meetingId: string,
      userId: string,
    ): Promise<{ minutes: Record<AttendanceMode, number>; mark: AttendanceMark['mode'] | null }> {
      const [row] = await attendanceRow(meetingId, userId);
      return {
        minutes: { live: Number(row?.live ?? 0), replay: Number(row?.replay ?? 0) },
        mark: row?.mark ?? null,
      };
    },

    async counts(meetingId: string, required: number) {
      const registered = await db
        .selectFrom('meeting_inscriptions')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('meeting_id', '=', meetingId)
        .executeTakeFirstOrThrow();
      const attended = async (mode: AttendanceMode) =>
        db
          .selectFrom(attendedSet(meetingId, mode, required).as('a'))
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
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
        .leftJoin('meeting_attendance_marks as m', (join) =>
          join.onRef('m.user_id', '=', 'users.id').on('m.meeting_id', '=', meetingId),
        )
        .select([
          ...person,
          'users.id as user_id',
          'meeting_inscriptions.created_at as at',
          'm.mode as mark_mode',
          'm.reason as mark_reason',
          'm.marked_at as mark_at',
        ])
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

    /** Members who attended in one mode (marked by staff, or present long enough), by their first minute. */
    attended(meetingId: string, mode: AttendanceMode, required: number, after: After, limit: number) {
      let query = db
        .selectFrom(attendedSet(meetingId, mode, required).as('a'))
        .innerJoin('users', 'users.id', 'a.user_id')
        .select([
          ...person,
          'a.user_id',
          'a.minutes',
          'a.first_minute',
          'a.first_at as at',
          'a.mark_mode',
          'a.mark_reason',
          'a.mark_at',
        ]);
      if (after)
        query = query.where(
          afterPosition(['a.first_minute', 'a.user_id'], { key: Number(after.key), id: after.id }, 'asc'),
        );
      return query.orderBy('a.first_minute').orderBy('a.user_id').limit(limit).execute();
    },

    /** Every member who attended in either mode (for the bulk issue of certificates). */
    async attendedMembers(meetingId: string, required: number): Promise<string[]> {
      // One statement: UNION keeps each member once, whichever mode (or both) they attended in.
      const rows = await db
        .selectFrom(attendedSet(meetingId, 'live', required).as('a'))
        .select('a.user_id')
        .union(db.selectFrom(attendedSet(meetingId, 'replay', required).as('r')).select('r.user_id'))
        .execute();
      return rows.map((row) => row.user_id);
    },

    /** Sets or replaces staff's mark; `recorded` removes it. */
    async setMark(mark: {
      meeting_id: string;
      user_id: string;
      mode: 'live' | 'replay' | 'none' | 'recorded';
      reason: string;
      marked_by: string;
      marked_at: string;
    }): Promise<void> {
      if (mark.mode === 'recorded') {
        await db
          .deleteFrom('meeting_attendance_marks')
          .where('meeting_id', '=', mark.meeting_id)
          .where('user_id', '=', mark.user_id)
          .execute();
        return;
      }
      const row = { ...mark, mode: mark.mode, minute: Math.floor(Date.parse(mark.marked_at) / 60_000) };
      await db
        .insertInto('meeting_attendance_marks')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['meeting_id', 'user_id']).doUpdateSet({
            mode: row.mode,
            reason: row.reason,
            marked_by: row.marked_by,
            marked_at: row.marked_at,
            minute: row.minute,
          }),
        )
        .execute();
    },

    /** Active members by e-mail (lower-cased), for an imported list. */
    membersByEmail(emails: string[]) {
      if (emails.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('users')
        .select(['id', 'email', 'name', 'lastname'])
        .where('email', 'in', emails)
        .where('closed_at', 'is', null)
        .execute();
    },

    findUser(userId: string) {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'name', 'lastname', 'lastname2'])
        .where('id', '=', userId)
        .executeTakeFirst();
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
type AttendanceQueries = ReturnType<typeof queries>;

export function createAttendanceRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `work` in one transaction, with these queries and the transaction (for the audit log). */
    transaction<T>(work: (tx: AttendanceQueries, trx: Db) => Promise<T>): Promise<T> {
      return inTransaction(db, (trx) => work(queries(trx), trx));
    },
  };
}
export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
