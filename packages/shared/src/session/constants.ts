/** Anti-forgery names of DECISIONS §2; kept apart from the schemas so the browser bundle stays small. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
