/**
 * The attendance heartbeat's interval and address, without zod: a member page's first screen imports them from here and loads no
 * validation library (docs/decisions/0072-a-member-pages-first-screen.md). The schemas re-export them.
 */
/** How often the page tells the server it is open and visible. */
export const HEARTBEAT_INTERVAL_MS = 60_000;

export const attendancePaths = {
  heartbeat: (slug: string) => `/api/meeting/${encodeURIComponent(slug)}/attendance`,
} as const;
