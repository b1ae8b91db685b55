/**
 * Keeps a `redirectTo` on our own origin. Only a path that starts with a single `/` and that the
 * URL parser resolves to the same origin is kept; everything else becomes the fallback. Backslashes,
 * control characters and encoded slashes are refused outright because browsers and servers disagree
 * on them (`/\evil.example` is `//evil.example` for a browser).
 */
const PLACEHOLDER_ORIGIN = 'https://origin.invalid';

export function safeRedirectPath(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return fallback;
  const rawPath = raw.split(/[?#]/, 1)[0] ?? '';
  if (/%(2f|5c|2e|00)/i.test(rawPath)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  const path = url.pathname + url.search + url.hash;
  // A normalised path such as `/.//x` becomes `//x`, which a browser reads as another host.
  if (path.startsWith('//')) return fallback;
  return path;
}

/** Accepts an absolute URL on `origin` (what the portal sends as `location.href`) or a path. */
export function safeRedirectTarget(raw: unknown, origin: string, fallback = '/'): string {
  if (typeof raw === 'string' && raw.startsWith(origin + '/')) {
    return safeRedirectPath(raw.slice(origin.length), fallback);
  }
  return safeRedirectPath(raw, fallback);
}
