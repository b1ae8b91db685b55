import { serverNow } from './server-clock';

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
