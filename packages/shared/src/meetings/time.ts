import { scheduleZones } from '../directory/zones.ts';
/**
 * Meeting time rules (docs/product/meetings.md#time-and-zones, docs/product/meetings.md#timing-states): a meeting is an instant plus the IANA zone it was
 * announced in; everything shown is computed from them with the platform's time-zone database (Intl),
 * so daylight saving time is always right.
 */

export const COUNTDOWN_MAX_DAYS = 10;
/** A meeting is announced ("active") from this many days before it; later ones read "Próximamente". */
export const ANNOUNCE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type MeetingTiming = 'before' | 'meeting_day' | 'post_event';

export interface MeetingClockInput {
  startsAt: Date;
  durationMinutes: number;
  timeZone: string;
  activeOverride: boolean | null;
  postEventOverride: boolean | null;
}

export interface MeetingClockState {
  timing: MeetingTiming;
  active: boolean;
  post_event: boolean;
  past: boolean;
  meeting_day: boolean;
  /**
   * docs/product/meetings.md#countdown: from 10 calendar days before the meeting's day until that day begins, in the
   * meeting's zone; the meeting day (live video) takes over at that very instant, so no hour shows
   * neither.
   */
  countdown: boolean;
}

// Building an Intl.DateTimeFormat costs far more than using one: keep one per zone and kind.
const formatters = new Map<string, Intl.DateTimeFormat>();
export function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = formatters.get(key);
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

/**
 * Whether the runtime's time-zone data knows `zone` (a browser's may be older than the portal's zones).
 * A known zone is learnt once: the formatter made to find out is kept with the others. An unknown one is
 * asked again each time (nothing is kept for it, so made-up zones cannot fill the memory); the portal's
 * own zones are all known to current runtimes.
 */
export function knownZone(zone: string): boolean {
  try {
    formatter(`known|${zone}`, () => new Intl.DateTimeFormat('en', { timeZone: zone }));
    return true;
  } catch {
    return false;
  }
}

const dateParts = (instant: Date, timeZone: string) => {
  const parts = formatter(
    `parts|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
  ).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
};

/**
 * The calendar day of an instant in a zone, `YYYY-MM-DD`. Every write and read of a meeting asks it for
 * the present instant (is the meeting on?), each time an `Intl` call: it is kept per minute and zone,
 * since no zone's offset has had seconds since 1972, so a day never begins within a minute.
 */
export const localDate = (instant: Date, timeZone: string) =>
  remembered(localDates, `${Math.floor(instant.getTime() / 60_000)}|${timeZone}`, () => {
    const p = dateParts(instant, timeZone);
    return `${p.year}-${p.month}-${p.day}`;
  });

/** Whole calendar days from one `YYYY-MM-DD` to another. */
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export function meetingClockState(m: MeetingClockInput, now: Date): MeetingClockState {
  const start = m.startsAt.getTime();
  const end = start + m.durationMinutes * 60_000;
  const t = now.getTime();
  const past = t >= end;
  const post_event = m.postEventOverride ?? past;
  const live = t >= start && t < end;
  const daysToMeetingDay = daysBetween(localDate(now, m.timeZone), localDate(m.startsAt, m.timeZone));
  const sameDay = daysToMeetingDay === 0;
  const meeting_day = !post_event && (live || sameDay);
  const timing: MeetingTiming = post_event ? 'post_event' : meeting_day ? 'meeting_day' : 'before';
  const active = m.activeOverride ?? (post_event || start - t <= ANNOUNCE_DAYS * DAY_MS);
  const countdown =
    timing === 'before' && !past && daysToMeetingDay >= 1 && daysToMeetingDay <= COUNTDOWN_MAX_DAYS;
  return { timing, active, post_event, past, meeting_day, countdown };
}

/** docs/product/meetings.md#meeting-fields display fields: `date` YYYY/MM/DD, `hour` HH:mm:ss, `hour_formated` HH:mm, `time_zone` label. */
export function meetingDisplayTime(startsAt: Date, timeZone: string) {
  return {
    ...remembered(displayTimes, `${startsAt.getTime()}|${timeZone}`, () => displayTimeOf(startsAt, timeZone)),
  };
}

function displayTimeOf(startsAt: Date, timeZone: string) {
  const p = dateParts(startsAt, timeZone);
  return {
    date: `${p.year}/${p.month}/${p.day}`,
    hour: `${p.hour}:${p.minute}:${p.second}`,
    hour_formated: `${p.hour}:${p.minute}`,
    time_zone: zoneLabel(startsAt, timeZone),
  };
}

/**
 * A meeting's display time and per-country schedule are a pure function of its start and zone, and each
 * costs a few dozen `Intl` calls: they are kept, a bounded number of them (a handful of meetings are
 * shown at a time), and handed out as copies so that no caller can change the kept one.
 */
const REMEMBERED_MAX = 512;
const displayTimes = new Map<string, ReturnType<typeof displayTimeOf>>();
const localDates = new Map<string, string>();
const schedules = new Map<number, readonly ScheduleRow[]>();
function remembered<K, V>(store: Map<K, V>, key: K, make: () => V): V {
  let value = store.get(key);
  if (value === undefined) {
    if (store.size >= REMEMBERED_MAX) store.clear();
    value = make();
    store.set(key, value);
  }
  return value;
}

/** `GMT-5`, `GMT-3`… for the Americas; `CET`/`CEST` for Spain (docs/product/meetings.md#time-zone-labels: GMT, not GTM). */
export function zoneLabel(instant: Date, timeZone: string): string {
  if (timeZone.startsWith('Europe/')) {
    return (
      formatter(
        `short|${timeZone}`,
        () => new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' }),
      )
        .formatToParts(instant)
        .find((p) => p.type === 'timeZoneName')?.value ?? 'CET'
    )
      .replace(/^GMT\+1$/, 'CET')
      .replace(/^GMT\+2$/, 'CEST');
  }
  const name =
    formatter(
      `offset|${timeZone}`,
      () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }),
    )
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  return name;
}

/**
 * The months in Spanish, lowercase as they read inside a sentence ("15 de enero"): the publisher's
 * dates on the web and the certificate's issue month written for LinkedIn.
 */
export const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/**
 * The publisher's own zone: dates that belong to no meeting (route openings, certificates, mail) are
 * shown as the publisher's office in Bogotá sees them.
 */
export const PUBLISHER_TIME_ZONE = 'America/Bogota';

/** "Consulta el horario de tu país": read from the one table of zones (directory/zones.ts). */
export { scheduleZones } from '../directory/zones.ts';

export interface ScheduleRow {
  country: string;
  time_zone: string;
  /** DD/MM/YYYY in that country. */
  date: string;
  /** HH:mm in that country. */
  hour: string;
  zone: string;
}

export function meetingSchedule(startsAt: Date): ScheduleRow[] {
  return remembered(schedules, startsAt.getTime(), () => scheduleOf(startsAt)).map((row) => ({ ...row }));
}

function scheduleOf(startsAt: Date): ScheduleRow[] {
  return scheduleZones.map(({ country, timeZone }) => scheduleRow(startsAt, country, timeZone));
}

/** One row of the schedule table: the meeting's date and hour in `timeZone` ("Tu hora" for a member). */
export function scheduleRow(startsAt: Date, country: string, timeZone: string): ScheduleRow {
  const p = dateParts(startsAt, timeZone);
  return {
    country,
    time_zone: timeZone,
    date: `${p.day}/${p.month}/${p.year}`,
    hour: `${p.hour}:${p.minute}`,
    zone: zoneLabel(startsAt, timeZone),
  };
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (negative in the Americas). */
function offsetAt(instant: number, timeZone: string): number {
  const p = dateParts(new Date(instant), timeZone);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The one place where a local date and time in a zone become an instant (seed, staff input,
 * the start of a meeting's day). A wall time that a clock change skips or repeats is resolved like
 * RFC 5545 §3.3.5 and Temporal's `disambiguation: 'compatible'`: a skipped time is read with the
 * offset in force before the change (02:30 in a 02:00→03:00 gap becomes 03:30), and a repeated
 * time takes the earlier of its two instants. Zones change offset at most once within a day of
 * any time, so the offsets a day before and a day after are the only candidates.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const d = WALL_TIME.exec(date);
  const t = CLOCK_TIME.exec(time);
  if (!d || !t) throw new RangeError(`Fecha u hora local no válida: ${date} ${time}`);
  const wall = Date.UTC(+d[1]!, +d[2]! - 1, +d[3]!, +t[1]!, +t[2]!, +(t[3] ?? 0));
  const check = new Date(wall);
  if (
    Number.isNaN(wall) ||
    check.getUTCDate() !== +d[3]! ||
    check.getUTCHours() !== +t[1]! ||
    check.getUTCMinutes() !== +t[2]!
  ) {
    throw new RangeError(`Fecha u hora local no válida: ${date} ${time}`);
  }
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => instant + offsetAt(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  // No candidate: the wall time fell in a gap; reading it with the earlier offset moves it forward.
  return new Date(candidates[0] ?? wall - before);
}

/** The first instant of the local calendar day of `instant` in `timeZone`. */
export function startOfLocalDay(instant: Date, timeZone: string): Date {
  return zonedTimeToInstant(localDate(instant, timeZone), '00:00', timeZone);
}

/**
 * When the meeting's day begins in its zone: the countdown ends and the meeting day (live video)
 * starts at this instant, so a page showing the countdown reloads its state then.
 */
export const meetingDayStartsAt = (startsAt: Date, timeZone: string): Date =>
  startOfLocalDay(startsAt, timeZone);

/**
 * Where a live event stands (issue 33, "states that are true"): before its start, live until its end,
 * after it. Route masterclasses and the open masterclass follow the meetings' clock with this, so
 * nothing reads "en directo" once its time has passed.
 */
export const livePhases = ['before', 'live', 'after'] as const;
export type LivePhase = (typeof livePhases)[number];
export function livePhase(startsAt: Date, durationMinutes: number, now: Date): LivePhase {
  const start = startsAt.getTime();
  if (now.getTime() < start) return 'before';
  return now.getTime() < start + durationMinutes * 60_000 ? 'live' : 'after';
}

/**
 * How long a masterclass lasts: routes and the open masterclass store its start only
 * (docs/decisions/0049-route-journey-extras.md, 0063).
 */
export const MASTERCLASS_MINUTES = 90;

/** What a past masterclass or meeting without a replay says in its player's place (issue 33). */
export const PAST_EVENT_TEXT = 'Este encuentro ya se celebró.';
