/** How long a session lasts unused, and at most: the session feature and the cookie (plugins/session.ts) agree. */
export const SESSION_IDLE_MS = 3 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
