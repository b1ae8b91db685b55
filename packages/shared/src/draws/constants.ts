/**
 * The draws' addresses, without zod: a member page's first screen imports them from here and loads no
 * validation library (docs/decisions/0072-a-member-pages-first-screen.md). The schemas re-export them.
 */
export const drawPaths = {
  current: '/api/draws/current',
  draw: (id: string) => `/api/draws/${encodeURIComponent(id)}`,
} as const;
