import ical, {
  ICalAlarmType,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { plainTitle } from '@foro/shared/meetings/title';

/**
 * "Add to calendar" for a meeting: an iCalendar file (RFC 5545) and Google / Outlook links. Pure
 * functions, no I/O. Times are written in UTC (`…Z`): the instant is what matters, every calendar
 * shows it in the person's own zone, and no VTIMEZONE block has to be kept in step with tzdata.
 */

export const MEETING_LOCATION = 'Foro de Educadores (en línea)';
const ALARM_BEFORE_SECONDS = 60 * 60;

export interface MeetingIcsInput {
  /** Stable across downloads (the meeting's id and our host), so a second import updates, not duplicates. */
  uid: string;
  slug: string;
  title: string;
  description: string;
  startsAt: Date;
  durationMinutes: number;
  /** The meeting's IANA zone; times are written in UTC, so it only matters to callers' texts. */
  timeZone: string;
  /** The meeting's page on the portal. */
  url: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
  /**
   * The meeting's revision (SEQUENCE) and last change (LAST-MODIFIED): both grow with every change,
   * which is how Google Calendar, Outlook and Thunderbird tell a newer copy of the same UID.
   */
  sequence: number;
  lastModified: Date;
  /**
   * PUBLISH (a download), REQUEST (a mail that invites one member: their calendar adds or updates the
   * event) or CANCEL (a mail that removes it). REQUEST and CANCEL name the portal as ORGANIZER and the
   * member as ATTENDEE, as iTIP (RFC 5546) requires.
   */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
}

export type CalendarLinkInput = Pick<
  MeetingIcsInput,
  'title' | 'description' | 'startsAt' | 'durationMinutes' | 'url'
>;

/** Line breaks become `\n`; other control characters, which iCalendar TEXT does not allow, go. */
const clean = (text: string): string => text.replace(/\r\n?/g, '\n').replace(/(?![\n\t])\p{Cc}/gu, '');

/** A meeting title as one line (the shared title rule), without control characters. */
const oneLine = (title: string): string => plainTitle(clean(title));

const endOf = (input: Pick<MeetingIcsInput, 'startsAt' | 'durationMinutes'>): Date =>
  new Date(input.startsAt.getTime() + input.durationMinutes * 60_000);

/** The event's text: the meeting's description followed by its link. */
const details = (input: Pick<MeetingIcsInput, 'description' | 'url'>): string =>
  [clean(input.description).trim(), `Entra al encuentro en ${input.url}`].filter(Boolean).join('\n\n');

/** `encuentro-<slug>.ics`, safe in a content-disposition header. */
export const meetingIcsFilename = (slug: string): string =>
  `encuentro-${slug.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}.ics`;

const METHODS = {
  PUBLISH: ICalCalendarMethod.PUBLISH,
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
} as const;

/** The attachment's type: mail clients read the method from it to offer "accept" or "remove". */
export const meetingIcsContentType = (method: MeetingIcsInput['method'] = 'PUBLISH'): string =>
  `text/calendar; charset=utf-8; method=${method}`;

/**
 * One VEVENT in a VCALENDAR (METHOD:PUBLISH unless told), with a reminder an hour before. CRLF line endings,
 * lines folded at 75 octets without splitting a character, text escaped (ical-generator does both).
 */
export function buildMeetingIcs(input: MeetingIcsInput): string {
  const calendar = ical({
    prodId: { company: 'Foro de Educadores', product: 'Encuentros', language: 'ES' },
    method: METHODS[input.method ?? 'PUBLISH'],
    scale: 'GREGORIAN',
  });
  const summary = oneLine(input.title);
  const cancelled = input.method === 'CANCEL';
  const invites = input.method === 'REQUEST' || cancelled;
  calendar.createEvent({
    id: input.uid,
    stamp: input.now,
    sequence: input.sequence,
    lastModified: input.lastModified,
    start: input.startsAt,
    end: endOf(input),
    summary,
    description: details(input),
    location: MEETING_LOCATION,
    url: input.url,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(invites && input.organizer ? { organizer: input.organizer } : {}),
    ...(invites && input.attendee
      ? {
          attendees: [
            {
              ...input.attendee,
              rsvp: false,
              role: ICalAttendeeRole.REQ,
              status: ICalAttendeeStatus.ACCEPTED,
            },
          ],
        }
      : {}),
    alarms: cancelled
      ? []
      : [{ type: ICalAlarmType.display, trigger: ALARM_BEFORE_SECONDS, description: summary }],
  });
  const text = calendar.toString();
  // Every content line ends with CRLF (RFC 5545 §3.1), the last one too.
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** 20260115T130000Z */
const basicUtc = (d: Date): string =>
  d
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
/** 2026-01-15T13:00:00Z */
const isoUtc = (d: Date): string => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

const query = (params: Array<[string, string]>): string =>
  params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');

/** Google Calendar's "create event" page, filled in. */
export function googleCalendarUrl(input: CalendarLinkInput): string {
  return `https://calendar.google.com/calendar/render?${query([
    ['action', 'TEMPLATE'],
    ['text', oneLine(input.title)],
    ['dates', `${basicUtc(input.startsAt)}/${basicUtc(endOf(input))}`],
    ['details', details(input)],
    ['location', MEETING_LOCATION],
  ])}`;
}

/** Outlook.com's "new event" page, filled in. */
export function outlookCalendarUrl(input: CalendarLinkInput): string {
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query([
    ['subject', oneLine(input.title)],
    ['startdt', isoUtc(input.startsAt)],
    ['enddt', isoUtc(endOf(input))],
    ['body', details(input)],
    ['location', MEETING_LOCATION],
    ['path', '/calendar/action/compose'],
    ['rru', 'addevent'],
  ])}`;
}
