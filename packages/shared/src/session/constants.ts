/**
 * Anti-forgery names of docs/product/session.md#anti-forgery; kept apart from the schemas so the browser
 * bundle stays small.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
