/**
 * Meeting time rules (docs/product/meetings.md#time-and-zones, docs/product/meetings.md#timing-states): a
 * meeting is an instant plus the IANA zone it was announced in; everything shown is computed from them with
 * the platform's time-zone database (Intl), so daylight saving time is always right.
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
  /** The countdown shows 1 to 10 days before the event (docs/product/meetings.md#countdown). */
  countdown: boolean;
}

// Building an Intl.DateTimeFormat costs far more than using one: keep one per zone and kind.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = formatters.get(key);
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
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

export const localDate = (instant: Date, timeZone: string) => {
  const p = dateParts(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
};

export function meetingClockState(m: MeetingClockInput, now: Date): MeetingClockState {
  const start = m.startsAt.getTime();
  const end = start + m.durationMinutes * 60_000;
  const t = now.getTime();
  const past = t >= end;
  const post_event = m.postEventOverride ?? past;
  const live = t >= start && t < end;
  const sameDay = localDate(now, m.timeZone) === localDate(m.startsAt, m.timeZone);
  const meeting_day = !post_event && (live || sameDay);
  const timing: MeetingTiming = post_event ? 'post_event' : meeting_day ? 'meeting_day' : 'before';
  const active = m.activeOverride ?? (post_event || start - t <= ANNOUNCE_DAYS * DAY_MS);
  const untilStart = start - t;
  const countdown = timing === 'before' && untilStart >= DAY_MS && untilStart <= COUNTDOWN_MAX_DAYS * DAY_MS;
  return { timing, active, post_event, past, meeting_day, countdown };
}

/**
 * Display fields (docs/product/meetings.md#meeting-fields): `date` YYYY/MM/DD, `hour` HH:mm:ss,
 * `hour_formated` HH:mm, `time_zone` label.
 */
export function meetingDisplayTime(startsAt: Date, timeZone: string) {
  const p = dateParts(startsAt, timeZone);
  return {
    date: `${p.year}/${p.month}/${p.day}`,
    hour: `${p.hour}:${p.minute}:${p.second}`,
    hour_formated: `${p.hour}:${p.minute}`,
    time_zone: zoneLabel(startsAt, timeZone),
  };
}

/**
 * `GMT-5`, `GMT-3`… for the Americas; `CET`/`CEST` for Spain (docs/product/meetings.md#time-zone-labels: GMT,
 * not GTM).
 */
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

/** "Consulta el horario de tu país": the 15 countries and Spain, with Mexico's border zone apart. */
export const scheduleZones = [
  { country: 'Argentina', timeZone: 'America/Argentina/Buenos_Aires' },
  { country: 'Bolivia', timeZone: 'America/La_Paz' },
  { country: 'Chile', timeZone: 'America/Santiago' },
  { country: 'Colombia', timeZone: 'America/Bogota' },
  { country: 'Costa Rica', timeZone: 'America/Costa_Rica' },
  { country: 'Ecuador', timeZone: 'America/Guayaquil' },
  { country: 'El Salvador', timeZone: 'America/El_Salvador' },
  { country: 'Guatemala', timeZone: 'America/Guatemala' },
  { country: 'Honduras', timeZone: 'America/Tegucigalpa' },
  { country: 'México (Ciudad de México)', timeZone: 'America/Mexico_City' },
  { country: 'México (Tijuana)', timeZone: 'America/Tijuana' },
  { country: 'Nicaragua', timeZone: 'America/Managua' },
  { country: 'Panamá', timeZone: 'America/Panama' },
  { country: 'Perú', timeZone: 'America/Lima' },
  { country: 'República Dominicana', timeZone: 'America/Santo_Domingo' },
  { country: 'Uruguay', timeZone: 'America/Montevideo' },
  { country: 'España', timeZone: 'Europe/Madrid' },
] as const;

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
  return scheduleZones.map(({ country, timeZone }) => {
    const p = dateParts(startsAt, timeZone);
    return {
      country,
      time_zone: timeZone,
      date: `${p.day}/${p.month}/${p.year}`,
      hour: `${p.hour}:${p.minute}`,
      zone: zoneLabel(startsAt, timeZone),
    };
  });
}

/**
 * The instant of a local wall-clock time in a zone (for seeding and staff input): finds the UTC
 * instant whose local time in `timeZone` is `date` `time`, correcting for the zone's offset then.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  let instant = guess;
  for (let i = 0; i < 3; i++) {
    const p = dateParts(instant, timeZone);
    const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
    instant = new Date(instant.getTime() - (asUtc - guess.getTime()));
  }
  return instant;
}
