import {
  ATTENDANCE_CLOSED,
  type AttendanceList,
  type AttendanceListQuery,
  type AttendanceMode,
  type AttendancePage,
  type AttendanceRow,
  type AttendanceStatus,
  type CertificateState,
  certificateStateLabels,
  type HeartbeatAnswer,
} from '@foro/shared/attendance/schemas';
import { countryLabel } from '@foro/shared/directory/countries';
import { plainTitle } from '@foro/shared/meetings/title';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { toCsv } from '../../lib/csv.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset.ts';
import type { MeetingRow } from '../meetings/meetings.repository.ts';
import { clockStateOf, type Viewer } from '../meetings/meetings.service.ts';
import type { AttendanceRepository } from './attendance.repository.ts';

const MINUTE_MS = 60_000;

/** How a member attended, given their minutes and the meeting's requirement (live counts first). */
export function attendedMode(
  minutes: Record<AttendanceMode, number>,
  required: number,
): AttendanceMode | null {
  if (minutes.live >= required) return 'live';
  if (minutes.replay >= required) return 'replay';
  return null;
}

/**
 * What the page may count at an instant: live while the meeting is on (start to end, and not marked
 * post-event by staff), the replay once it is post-event and has a replay; otherwise nothing.
 */
export function heartbeatMode(row: MeetingRow, now: Date): AttendanceMode | null {
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
  repo: Pick<AttendanceRepository, 'minutesOf'>,
  row: { id: string; attendance_minutes: number },
  userId: string,
): Promise<AttendanceStatus> {
  const minutes = await repo.minutesOf(row.id, userId);
  return {
    live_minutes: minutes.live,
    replay_minutes: minutes.replay,
    required_minutes: row.attendance_minutes,
    attended: attendedMode(minutes, row.attendance_minutes),
  };
}

const certificateState = (row: {
  replaced_by: string | null;
  revoked_at: string | null;
}): CertificateState => (row.revoked_at ? 'revoked' : row.replaced_by ? 'replaced' : 'valid');

const modeOf = (value: string | null): AttendanceMode | null =>
  value === 'live' || value === 'replay' ? value : null;

/**
 * Attendance (docs/product/meetings.md#attendance): heartbeats of the live and replay pages, the
 * member's status, and the back office's lists per meeting.
 */
export function createAttendanceService(deps: {
  repo: AttendanceRepository;
  clock: Clock;
  meetingOr404: (slug: string, viewer: Viewer) => Promise<MeetingRow>;
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
          at: r.at,
          minutes: Number(r.minutes),
          certificate: null,
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
     * A heartbeat of the member's open and visible page: counts the current minute once, live during
     * the meeting or on the replay afterwards; any other time is refused (409) and stores nothing.
     */
    async heartbeat(
      slug: string,
      viewer: { id: string; role: 'member' | 'coach' | 'staff' },
    ): Promise<HeartbeatAnswer> {
      const row = await deps.meetingOr404(slug, viewer);
      const now = clock.now();
      const mode = heartbeatMode(row, now);
      if (!mode) throw new AppError('CONFLICT', ATTENDANCE_CLOSED);
      await repo.recordMinute({
        meeting_id: row.id,
        user_id: viewer.id,
        mode,
        minute: Math.floor(now.getTime() / MINUTE_MS),
        created_at: now.toISOString(),
      });
      return { mode, ...(await status(row, viewer.id)) };
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
    async csv(meetingId: string, list: AttendanceList): Promise<{ filename: string; body: string }> {
      const meeting = await meetingOr404(meetingId);
      const all: AttendanceRow[] = [];
      let cursor: string | undefined;
      do {
        const next = await page(meeting, list, cursor, 500);
        all.push(...next.rows);
        cursor = next.nextCursor;
      } while (cursor);
      const header = ['Nombre', 'Correo electrónico', 'País', 'Fecha'];
      const body =
        list === 'certificates'
          ? toCsv(
              [...header, 'Código', 'Modalidad', 'Estado', 'Reemplazado por', 'Motivo de la revocación'],
              all.map((r) => [
                r.name,
                r.email,
                r.country,
                r.at,
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
                all.map((r) => [r.name, r.email, r.country, r.at]),
              )
            : toCsv(
                [...header, 'Minutos'],
                all.map((r) => [r.name, r.email, r.country, r.at, r.minutes]),
              );
      return { filename: `${meeting.slug}-${list}.csv`, body };
    },
  };
}
export type AttendanceService = ReturnType<typeof createAttendanceService>;
