/**
 * Display helpers for meeting dates given as `YYYY/MM/DD` (docs/product/meetings.md#meeting-fields) in
 * Spanish.
 */
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
export function timeAgoLabel(fromIso: string, now: number = Date.now()): string {
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

/** Direct video files are played in a <video>; anything else is a player page in an iframe. */
export const isVideoFile = (url: string) => /\.(mp4|webm|m4v|ogv)(\?|#|$)/i.test(url);
