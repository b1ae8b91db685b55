import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { safeEqual } from '../lib/ids.ts';
import { xsrfTokenFor } from './session.ts';

/** What a form page says when its hidden token does not match this browser's session. */
export const FORM_SESSION_EXPIRED = 'Tu sesión ha caducado. Vuelve a intentarlo.';

/**
 * Registers the routes of the portal's plain HTML forms (sign-in, account creation, e-mail change)
 * in a context that reads their urlencoded bodies, at most 8 KB; the JSON API never accepts them.
 */
export async function htmlFormRoutes<T extends FastifyInstance>(
  app: T,
  routes: (form: T) => void,
): Promise<void> {
  await app.register(async (form) => {
    await form.register(formbody, { bodyLimit: 8 * 1024 });
    routes(form as T);
  });
}

/** The posted fields (an urlencoded form sends strings only, but nothing is trusted). */
export const formFields = (request: FastifyRequest): Record<string, unknown> =>
  (request.body ?? {}) as Record<string, unknown>;

/**
 * Whether the form's `_token` is this browser's anti-forgery token: another site can make a browser
 * post a form, not read the token (the login-CSRF guard of `antiForgery: 'form'` routes).
 */
export function formTokenValid(
  app: FastifyInstance,
  request: FastifyRequest,
  fields: Record<string, unknown>,
) {
  const token = typeof fields._token === 'string' ? fields._token : '';
  return Boolean(request.sid) && safeEqual(token, xsrfTokenFor(app, request.sid!));
}

/** A form's field errors: the first message of each field. */
export function formFieldErrors(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  return fieldErrors;
}
