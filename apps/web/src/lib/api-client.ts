import { XSRF_COOKIE } from '@foro/shared/session/constants';
import type { ErrorEnvelope } from '@foro/shared/http/errors';
import { SUBMISSION_KEY_HEADER } from '@foro/shared/http/submission-header';
import { recordServerDateHeader } from './server-clock';

/**
 * A failed call, with the server's Spanish message and field errors (docs/product/session.md#error-envelope).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly envelope: ErrorEnvelope;
  constructor(status: number, envelope: ErrorEnvelope) {
    super(envelope.message);
    this.name = 'ApiError';
    this.status = status;
    this.envelope = envelope;
  }
  get fieldErrors(): Record<string, string> {
    return this.envelope.errors ?? {};
  }
}

const readCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

let csrfReady: Promise<void> | undefined;
/** Fetches the anti-forgery cookie once (GET sanctum/csrf-cookie) before the first write. */
function ensureCsrfCookie(force = false): Promise<void> {
  if (force || !readCookie(XSRF_COOKIE)) {
    csrfReady = fetch('/api/sanctum/csrf-cookie', { credentials: 'same-origin' }).then(() => undefined);
  }
  return csrfReady ?? Promise.resolve();
}

/**
 * The anti-forgery header for a write sent without `api` (an upload through XMLHttpRequest, which
 * reports its progress); `fresh` takes a new token after a 419.
 */
export async function antiForgeryHeader(fresh = false): Promise<Record<string, string>> {
  await ensureCsrfCookie(fresh);
  return { 'x-xsrf-token': decodeURIComponent(readCookie(XSRF_COOKIE) ?? '') };
}

/** What a person reads when the server cannot be reached. */
export const OFFLINE_MESSAGE =
  'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';

interface SendOptions {
  /** A GET that changes state (the inscription) carries the anti-forgery header like a write. */
  antiForgery?: boolean;
  /** The key of this submission (lib/submit-once.ts): a repeat with the same key writes nothing new. */
  submissionKey?: string | undefined;
}

async function send<T>(
  method: string,
  url: string,
  body?: unknown,
  options: SendOptions = {},
  retried = false,
): Promise<T> {
  // A read goes with no header of its own, as a `<link rel="preload" as="fetch">` in the page's shell asks
  // (route-preloads.ts on the server): a browser may answer it with that preload only if the two match.
  const headers: Record<string, string> = method === 'GET' ? {} : { accept: 'application/json' };
  if (method !== 'GET' || options.antiForgery) {
    await ensureCsrfCookie();
    headers['x-xsrf-token'] = decodeURIComponent(readCookie(XSRF_COOKIE) ?? '');
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.submissionKey) headers[SUBMISSION_KEY_HEADER] = options.submissionKey;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, {
      code: 'INTERNAL',
      message: OFFLINE_MESSAGE,
    });
  }
  recordServerDateHeader(response.headers.get('date'));
  if (response.status === 419 && !retried) {
    // The session changed in another tab: take the new token once and try again.
    await ensureCsrfCookie(true);
    return send<T>(method, url, body, options, true);
  }
  if (response.status === 204) return undefined as T;
  const data = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new ApiError(
      response.status,
      data?.code
        ? data
        : { code: 'INTERNAL', message: 'Algo salió mal. Inténtalo de nuevo en unos minutos.' },
    );
  }
  return data as T;
}

export const api = {
  get: <T>(url: string, options?: SendOptions) => send<T>('GET', url, undefined, options),
  post: <T>(url: string, body?: unknown, options?: SendOptions) => send<T>('POST', url, body ?? {}, options),
  put: <T>(url: string, body: unknown) => send<T>('PUT', url, body),
  patch: <T>(url: string, body: unknown) => send<T>('PATCH', url, body),
  delete: <T>(url: string) => send<T>('DELETE', url),
};
