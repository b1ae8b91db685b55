import { SPANISH_MONTHS as MONTHS } from '@foro/shared/meetings/time';

/**
 * Display helpers for the publisher's dates given as `YYYY/MM/DD` (docs/product/meetings.md#meeting-fields)
 * in Spanish: meetings and the stops of a route show them.
 */
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
