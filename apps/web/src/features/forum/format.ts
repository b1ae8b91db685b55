/** docs/product/forum.md#thread-dates: thread dates are `YYYY-MM-DD HH:mm:ss` in UTC. */
export const forumDateToIso = (value: string) => `${value.replace(' ', 'T')}Z`;

const dayMonthYear = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric' });

/** "12 de marzo de 2026"; nothing for a date that cannot be read (a list must not break on one row). */
export const forumDateLabel = (value: string | null | undefined): string => {
  const date = value ? new Date(forumDateToIso(value)) : null;
  return date && !Number.isNaN(date.getTime()) ? dayMonthYear.format(date) : '';
};

/** The element id of a post, so a reply can be scrolled to and a post linked to (`#mensaje-…`). */
export const postAnchor = (postId: string) => `mensaje-${postId}`;

/** `?pagina=3` → 3; anything else is the first page. */
export const pageFromSearch = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};
