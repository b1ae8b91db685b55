import {
  type AttendanceImportAnswer,
  type AttendanceImportInput,
  type AttendanceList,
  type AttendanceMarkInput,
  type AttendanceMarkMode,
  type AttendanceListQuery,
  type AttendanceMode,
  type AttendancePage,
  type AttendanceRow,
  type AttendanceStatus,
  type CertificateState,
  certificateStateLabels,
} from '@foro/shared/attendance/schemas';
import {
  instantsOf,
  staffDateTime,
  staffHeading,
  STAFF_DEFAULT_TIME_ZONE,
} from '@foro/shared/admin/staff-time';
import { countryLabel } from '@foro/shared/directory/countries';
import { plainTitle } from '@foro/shared/meetings/title';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { toCsv } from '../../lib/csv.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset.ts';
import type { MeetingState } from '../meetings/index.ts';
import { clockStateOf } from '../meetings/index.ts';
import type { AttendanceRepository } from './attendance.repository.ts';

const MINUTE_MS = 60_000;

/**
 * How a member attended, given their minutes and the meeting's requirement (live counts first), unless
 * staff marked it (docs/decisions/0076): their mark stands over the timer's minutes.
 */
export function attendedMode(
  minutes: Record<AttendanceMode, number>,
  required: number,
  mark: AttendanceMarkMode | null = null,
): AttendanceMode | null {
  if (mark === 'none') return null;
  if (mark === 'live' || mark === 'replay') return mark;
  if (minutes.live >= required) return 'live';
  if (minutes.replay >= required) return 'replay';
  return null;
}

/**
 * What an open live page counts at an instant: live while the meeting is on (start to end, and not marked
 * post-event by staff), the replay once it is post-event and has a replay; otherwise nothing.
 */
export function countedModeAt(row: MeetingState, now: Date): AttendanceMode | null {
  const state = clockStateOf(row, now);
  const start = Date.parse(row.starts_at);
  const end = start + row.duration_minutes * MINUTE_MS;
  if (!state.post_event && now.getTime() >= start && now.getTime() < end) return 'live';
  if (state.post_event && row.iframe_post_event.trim() !== '') return 'replay';
  return null;
}

export const fullNameOf = (user: { name: string; lastname: string; lastname2?: string | null }) =>
  [user.name, user.lastname, user.lastname2 ?? ''].join(' ').replace(/\s+/g, ' ').trim();

/** The member's attendance of a meeting (the meeting page and the certificate read it). */
export async function attendanceStatus(
  repo: Pick<AttendanceRepository, 'attendanceOf'>,
  row: { id: string; attendance_minutes: number },
  userId: string,
): Promise<AttendanceStatus> {
  const { minutes, mark } = await repo.attendanceOf(row.id, userId);
  return {
    live_minutes: minutes.live,
    replay_minutes: minutes.replay,
    required_minutes: row.attendance_minutes,
    attended: attendedMode(minutes, row.attendance_minutes, mark),
  };
}

/** Every e-mail address in a pasted list or CSV (any column, any separator), lower-cased, once each. */
export function emailsIn(text: string): string[] {
  const found = text.match(/[^\s,;"'<>()[\]]+@[^\s,;"'<>()[\]]+\.[^\s,;"'<>()[\]]+/g) ?? [];
  return [...new Set(found.map((e) => e.toLowerCase()))];
}

const markOf = (r: {
  mark_mode: string | null;
  mark_reason: string | null;
  mark_at: string | null;
}): NonNullable<AttendanceRow['mark']> | null => {
  const mode = r.mark_mode;
  return mode === 'live' || mode === 'replay' || mode === 'none'
    ? { mode, reason: r.mark_reason ?? '', marked_at: r.mark_at ?? '' }
    : null;
};

const certificateState = (row: {
  replaced_by: string | null;
  revoked_at: string | null;
}): CertificateState => (row.revoked_at ? 'revoked' : row.replaced_by ? 'replaced' : 'valid');

const modeOf = (value: string | null): AttendanceMode | null =>
  value === 'live' || value === 'replay' ? value : null;

/**
 * Attendance (docs/product/meetings.md#attendance): the minutes counted while live and replay pages are
 * open and visible, the member's status, and the back office's lists per meeting.
 */
export function createAttendanceService(deps: {
  repo: AttendanceRepository;
  clock: Clock;
  /** A meeting's state by its id while members may see it (features/meetings `publishedState`). */
  publishedState: (meetingId: string) => Promise<MeetingState | undefined>;
}) {
  const { repo, clock } = deps;

  const status = (row: { id: string; attendance_minutes: number }, userId: string) =>
    attendanceStatus(repo, row, userId);

  async function meetingOr404(meetingId: string) {
    const meeting = await repo.findMeetingById(meetingId);
    if (!meeting) throw new AppError('NOT_FOUND', 'No encontramos este encuentro.');
    return meeting;
  }

  /** One page of a list: rows fetched `limit + 1` to know whether another page follows. */
  async function page(
    meeting: { id: string; attendance_minutes: number },
    list: AttendanceList,
    cursor: string | undefined,
    limit: number,
  ): Promise<{ rows: AttendanceRow[]; nextCursor?: string }> {
    const after = cursor ? decodeCursor(cursor) : undefined;
    const person = (r: {
      user_id: string;
      name: string;
      lastname: string;
      lastname2: string;
      email: string;
      country: string;
    }) => ({ user_id: r.user_id, name: fullNameOf(r), email: r.email, country: countryLabel(r.country) });
    let rows: Array<AttendanceRow & { key: string }>;
    if (list === 'registered') {
      rows = (await repo.registered(meeting.id, after, limit + 1)).map((r) => ({
        ...person(r),
        id: r.user_id,
        key: r.at,
        at: r.at,
        minutes: null,
        certificate: null,
        mark: markOf(r),
      }));
    } else if (list === 'certificates') {
      rows = (await repo.certificates(meeting.id, after, limit + 1)).map((r) => ({
        ...person(r),
        // The name printed on the certificate, which may differ from today's.
        name: r.full_name,
        id: r.code,
        key: r.at,
        at: r.at,
        minutes: null,
        certificate: {
          code: r.code,
          attendance: modeOf(r.attendance),
          state: certificateState(r),
          replaced_by: r.replaced_by,
          revoked_reason: r.revoked_reason,
        },
      }));
    } else {
      rows = (await repo.attended(meeting.id, list, meeting.attendance_minutes, after, limit + 1)).map(
        (r) => ({
          ...person(r),
          id: r.user_id,
          key: String(r.first_minute),
          at: String(r.at),
          minutes: Number(r.minutes),
          certificate: null,
          mark: markOf(r),
        }),
      );
    }
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      rows: shown.map(({ key: _key, ...row }) => row),
      ...(rows.length > limit && last ? { nextCursor: encodeCursor(last.key, last.id) } : {}),
    };
  }

  return {
    status,

    /**
     * One minute of attendance for the members whose live page of the meeting holds its stream open now
     * (decision 0133; features/attendance/attendance.presence.ts calls it once a minute): live during the
     * meeting, the replay once it is post-event and has one, nothing at any other time or once the
     * meeting is no longer published. A minute already counted counts nothing. Returns the members whose
     * attendance counts from this minute on.
     */
    async recordPresence(meetingId: string, userIds: readonly string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const row = await deps.publishedState(meetingId);
      if (!row) return [];
      const now = clock.now();
      const mode = countedModeAt(row, now);
      if (!mode) return [];
      await repo.recordMinutes(
        row.id,
        userIds,
        mode,
        Math.floor(now.getTime() / MINUTE_MS),
        now.toISOString(),
      );
      return repo.reachedNow(row.id, userIds, mode, row.attendance_minutes);
    },

    /**
     * Staff mark (or unmark) one member's attendance with a reason, over what the page's timer
     * recorded; `recorded` gives the timer the last word again. Audited with the mark before and after.
     */
    async mark(
      actor: Actor,
      meetingId: string,
      userId: string,
      input: AttendanceMarkInput,
    ): Promise<{ user_id: string; mode: AttendanceMarkInput['mode']; attended: AttendanceMode | null }> {
      const meeting = await meetingOr404(meetingId);
      const user = await repo.findUser(userId);
      if (!user) throw new AppError('NOT_FOUND', 'No encontramos a este docente.');
      const at = clock.now().toISOString();
      await repo.transaction(async (tx, trx) => {
        const before = await tx.markOf(meeting.id, user.id);
        await tx.setMark({
          meeting_id: meeting.id,
          user_id: user.id,
          mode: input.mode,
          reason: input.reason,
          marked_by: actor.id,
          marked_at: at,
        });
        await recordAudit(trx, {
          actor,
          action: 'update',
          item: {
            type: 'attendance',
            id: meeting.id,
            label: `${fullNameOf(user)} · ${plainTitle(meeting.title)}`,
          },
          before: { member: user.email, mode: before?.mode ?? 'recorded', reason: before?.reason ?? null },
          after: { member: user.email, mode: input.mode, reason: input.reason },
          at,
        });
      });
      const { attended } = await status(meeting, user.id);
      return { user_id: user.id, mode: input.mode, attended };
    },

    /**
     * Marks as attended every member whose e-mail is in a pasted list or CSV (the broadcaster's
     * attendee export, say), with one reason; addresses of nobody in the portal are named back.
     */
    async importList(
      actor: Actor,
      meetingId: string,
      input: AttendanceImportInput,
    ): Promise<AttendanceImportAnswer> {
      const meeting = await meetingOr404(meetingId);
      const emails = emailsIn(input.text);
      if (emails.length === 0)
        throw AppError.validation({ text: 'No encontramos ninguna dirección de correo en la lista.' });
      const members: Array<{ id: string; email: string }> = [];
      for (let i = 0; i < emails.length; i += 500)
        members.push(...(await repo.membersByEmail(emails.slice(i, i + 500))));
      const known = new Set(members.map((m) => m.email.toLowerCase()));
      const unknown = emails.filter((e) => !known.has(e));
      const at = clock.now().toISOString();
      await repo.transaction(async (tx, trx) => {
        for (const member of members)
          await tx.setMark({
            meeting_id: meeting.id,
            user_id: member.id,
            mode: input.mode,
            reason: input.reason,
            marked_by: actor.id,
            marked_at: at,
          });
        await recordAudit(trx, {
          actor,
          action: 'import',
          item: { type: 'attendance', id: meeting.id, label: `Asistencia · ${plainTitle(meeting.title)}` },
          after: { mode: input.mode, reason: input.reason, marked: members.length, unknown: unknown.length },
          at,
        });
      });
      return { marked: members.length, unknown: unknown.slice(0, 50), unknown_count: unknown.length };
    },

    async list(meetingId: string, query: AttendanceListQuery & { list: AttendanceList; limit: number }) {
      const meeting = await meetingOr404(meetingId);
      const { rows, nextCursor } = await page(meeting, query.list, query.cursor, query.limit);
      return {
        meeting: { ...meeting, title: plainTitle(meeting.title) },
        counts: await repo.counts(meeting.id, meeting.attendance_minutes),
        rows,
        ...(nextCursor ? { nextCursor } : {}),
      } satisfies AttendancePage;
    },

    /** The whole list as CSV, read page by page. */
    async csv(
      meetingId: string,
      list: AttendanceList,
      timeZone: string = STAFF_DEFAULT_TIME_ZONE,
    ): Promise<{ filename: string; body: string }> {
      const meeting = await meetingOr404(meetingId);
      const all: AttendanceRow[] = [];
      let cursor: string | undefined;
      do {
        const next = await page(meeting, list, cursor, 500);
        all.push(...next.rows);
        cursor = next.nextCursor;
      } while (cursor);
      // Dates in the staff member's zone, named in the heading (decision 0078).
      const header = [
        'Nombre',
        'Correo electrónico',
        'País',
        staffHeading('Fecha', timeZone, instantsOf(all.map((r) => r.at))),
      ];
      const at = (r: AttendanceRow) => staffDateTime(r.at, timeZone);
      const body =
        list === 'certificates'
          ? toCsv(
              [...header, 'Código', 'Modalidad', 'Estado', 'Reemplazado por', 'Motivo de la revocación'],
              all.map((r) => [
                r.name,
                r.email,
                r.country,
                at(r),
                r.certificate?.code,
                r.certificate?.attendance === 'live'
                  ? 'En directo'
                  : r.certificate?.attendance === 'replay'
                    ? 'Grabación'
                    : '',
                r.certificate ? certificateStateLabels[r.certificate.state] : '',
                r.certificate?.replaced_by,
                r.certificate?.revoked_reason,
              ]),
            )
          : list === 'registered'
            ? toCsv(
                header,
                all.map((r) => [r.name, r.email, r.country, at(r)]),
              )
            : toCsv(
                [...header, 'Minutos'],
                all.map((r) => [r.name, r.email, r.country, at(r), r.minutes]),
              );
      return { filename: `${meeting.slug}-${list}.csv`, body };
    },
  };
}
export type AttendanceService = ReturnType<typeof createAttendanceService>;
