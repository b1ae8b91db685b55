import { formatter, knownZone, PUBLISHER_TIME_ZONE, zoneLabel } from '../meetings/time.ts';

/**
 * Dates and hours for staff (docs/decisions/0078-spreadsheet-ready-csv-and-staff-zone.md): every report
 * screen and CSV download gives them in the staff member's own zone, as members get theirs (their
 * country and region, decision 0046), and names that zone; staff without a served country read the
 * publisher's (Bogotá). The one formatter of staff dates, on the server (CSV) and in the browser.
 */
export const STAFF_DEFAULT_TIME_ZONE = PUBLISHER_TIME_ZONE;

/** The zone staff read in: their own, or the portal's default when they have none (or an unknown one). */
export function staffZoneOf(zone: string | null | undefined): string {
  return zone && knownZone(zone) ? zone : STAFF_DEFAULT_TIME_ZONE;
}

/** The place each zone the portal serves is named after, in Spanish. */
const zonePlaces: Record<string, string> = {
  'America/Argentina/Buenos_Aires': 'Buenos Aires',
  'America/Bogota': 'Bogotá',
  'America/Cancun': 'Cancún',
  'America/Coyhaique': 'Coyhaique',
  'America/Costa_Rica': 'Costa Rica',
  'America/El_Salvador': 'El Salvador',
  'America/Guatemala': 'Guatemala',
  'America/Guayaquil': 'Guayaquil',
  'America/Hermosillo': 'Hermosillo',
  'America/La_Paz': 'La Paz',
  'America/Lima': 'Lima',
  'America/Managua': 'Managua',
  'America/Mazatlan': 'Mazatlán',
  'America/Mexico_City': 'Ciudad de México',
  'America/Montevideo': 'Montevideo',
  'America/Panama': 'Panamá',
  'America/Punta_Arenas': 'Punta Arenas',
  'America/Santiago': 'Santiago de Chile',
  'America/Santo_Domingo': 'Santo Domingo',
  'America/Tegucigalpa': 'Tegucigalpa',
  'America/Tijuana': 'Tijuana',
  'Atlantic/Canary': 'Canarias',
  'Europe/Madrid': 'Madrid',
  'Pacific/Easter': 'Isla de Pascua',
  'Pacific/Galapagos': 'Galápagos',
  UTC: 'UTC',
};

/** `Bogotá` for `America/Bogota`; another zone by the last part of its name (`America/Denver`: `Denver`). */
export const zonePlace = (zone: string): string =>
  zonePlaces[zone] ?? zone.split('/').pop()!.replace(/_/g, ' ');

/**
 * `hora de Bogotá, GMT-5`: the zone and its offset at the given instants (at `now` when there are
 * none); a zone whose clock changed within them names both offsets (`GMT-4/GMT-3`).
 */
export function staffZoneName(zone: string, instants: readonly Date[] = [], now = new Date()): string {
  const labels = [...new Set((instants.length ? instants : [now]).map((at) => zoneLabel(at, zone)))];
  return `hora de ${zonePlace(zone)}, ${labels.sort().join('/')}`;
}

/** A column's heading with its zone: `Fecha (hora de Bogotá, GMT-5)`. */
export const staffHeading = (label: string, zone: string, instants: readonly Date[] = [], now?: Date) =>
  `${label} (${staffZoneName(zone, instants, now)})`;

const parts = (instant: Date, zone: string) => {
  const list = formatter(
    `staff|${zone}`,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).formatToParts(instant);
  const get = (type: string) => list.find((p) => p.type === type)?.value ?? '';
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), min: get('minute') };
};

const asDate = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);
const valid = (at: Date) => !Number.isNaN(at.getTime());

/** `28/11/2026`: day, month, year in `zone`, as a spreadsheet in Spanish reads a date. */
export function staffDate(at: Date | string, zone: string): string {
  const instant = asDate(at);
  if (!valid(instant)) return '';
  const p = parts(instant, zone);
  return `${p.d}/${p.m}/${p.y}`;
}

/** `14:05` in `zone` (24-hour clock). */
export function staffTime(at: Date | string, zone: string): string {
  const instant = asDate(at);
  if (!valid(instant)) return '';
  const p = parts(instant, zone);
  return `${p.h}:${p.min}`;
}

/** `28/11/2026 14:05` in `zone`: a date and hour a spreadsheet in Spanish reads as one. */
export function staffDateTime(at: Date | string, zone: string): string {
  const instant = asDate(at);
  if (!valid(instant)) return '';
  return `${staffDate(instant, zone)} ${staffTime(instant, zone)}`;
}

/** The instants of some ISO strings, the empty and unreadable ones left out (for `staffHeading`). */
export const instantsOf = (values: ReadonlyArray<string | null | undefined>): Date[] =>
  values.flatMap((v) => {
    if (!v) return [];
    const at = new Date(v);
    return valid(at) ? [at] : [];
  });
