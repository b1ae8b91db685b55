import { serverNow } from '../../lib/server-clock';

/** Display helpers for meeting dates given as `YYYY/MM/DD` (docs/product/meetings.md#meeting-fields) in Spanish. */
const MONTHS = [
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
];

const parts = (date: string) => {
  const [year = '', month = '', day = ''] = date.split('/');
  return { year, month, day, monthName: MONTHS[Number(month) - 1] ?? '' };
};

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Enero 2026" */
export const monthYear = (date: string) => {
  const p = parts(date);
  return `${capitalize(p.monthName)} ${p.year}`;
};
/** "15 de enero" */
export const dayMonth = (date: string) => {
  const p = parts(date);
  return `${Number(p.day)} de ${p.monthName}`;
};
/** "15/01/2026" */
export const slashDate = (date: string) => {
  const p = parts(date);
  return `${p.day}/${p.month}/${p.year}`;
};
/** "15 / 01 / 2026" (meeting info modal) */
export const spacedDate = (date: string) => {
  const p = parts(date);
  return `${p.day} / ${p.month} / ${p.year}`;
};

/** docs/product/meetings.md#meeting-fields: the marker [br] in a title becomes a line break. */
export const titleLines = (title: string) => title.split('[br]').map((line) => line.trim());
export const plainTitle = (title: string) => titleLines(title).join(' ');

/** docs/product/forum.md#time-labels: 'N días', '1 día', 'N horas', 'N minutos', 'menos de un minuto'. */
export function timeAgoLabel(fromIso: string, now: number = serverNow()): string {
  const seconds = Math.max(0, (now - Date.parse(fromIso)) / 1000);
  const days = Math.floor(seconds / 86400);
  if (days > 1) return `${days} días`;
  if (days === 1) return '1 día';
  const hours = Math.floor(seconds / 3600);
  if (hours >= 1) return hours === 1 ? '1 hora' : `${hours} horas`;
  const minutes = Math.floor(seconds / 60);
  if (minutes >= 1) return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  return 'menos de un minuto';
}

/**
 * A time slightly ahead of the server's clock is the two clocks' disagreement (or a post just
 * written): it reads "ahora mismo". Further ahead, the time is not "ago" at all.
 */
export const FUTURE_SKEW_MS = 2 * 60_000;

const longDate = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * When something was written, as the words after "Mensaje escrito": "hace 5 minutos", "hace
 * menos de un minuto", "ahora mismo", or "el 12 de marzo de 2026" for a time in the future;
 * `null` for a date that is not one, so the screen shows no time instead of a wrong one.
 * `now` is the server's clock, not this device's.
 */
export function writtenWhen(fromIso: string, now: number = serverNow()): string | null {
  const at = Date.parse(fromIso);
  if (Number.isNaN(at) || !Number.isFinite(now)) return null;
  if (at <= now) return `hace ${timeAgoLabel(fromIso, now)}`;
  if (at - now <= FUTURE_SKEW_MS) return 'ahora mismo';
  return `el ${longDate.format(at)}`;
}
