/** Where a requested page falls once the number of items is known; what both forums page by. */
export interface PageWindow {
  /** The page shown: the requested one, kept between the first and the last. */
  page: number;
  /** At least 1, so an empty list still has a (empty) first page. */
  pages: number;
  total: number;
  limit: number;
  offset: number;
}

export function pageWindow(total: number, perPage: number, requested: number | 'last'): PageWindow {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const page = requested === 'last' ? pages : Math.min(Math.max(1, Math.trunc(requested)), pages);
  return { page, pages, total, limit: perPage, offset: (page - 1) * perPage };
}
