import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_COOKIE, XSRF_HEADER } from '@foro/shared/session/schemas';
import { AppError } from '../lib/app-error.ts';
import { hmac, randomToken, safeEqual } from '../lib/ids.ts';
import { SESSION_ABSOLUTE_MS } from '../features/session/session.service.ts';
import type { RouteAccess } from './types.ts';

export const SESSION_COOKIE = 'foro_sid';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const rank: Record<RouteAccess, number> = { public: 0, member: 1, coach: 2, staff: 3 };
const roleRank = { member: 1, coach: 2, staff: 3 } as const;

/**
 * The request pipeline every route goes through, in this order: who is calling (session cookie),
 * the anti-forgery check of docs/product/session.md#anti-forgery, then the access the route declared.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('sid', undefined);
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} does not declare who may call it (config.access)`);
    }
  });

  app.addHook('onRequest', async (request) => {
    request.sid = request.cookies[SESSION_COOKIE] || undefined;
    // Files of the built portal never depend on who asks: no session lookup for them.
    if (request.routeOptions.config?.staticFile) return;
    request.user = await app.services.session.resolve(request.sid);

    if (UNSAFE.has(request.method) && request.url.startsWith('/api/')) {
      const header = request.headers[XSRF_HEADER];
      const cookieToken = request.cookies[XSRF_COOKIE];
      if (
        typeof header !== 'string' ||
        !cookieToken ||
        !request.sid ||
        !safeEqual(header, cookieToken) ||
        !safeEqual(header, xsrfTokenFor(app, request.sid))
      ) {
        throw new AppError('CSRF_MISMATCH');
      }
    }

    const access = request.routeOptions.config?.access ?? 'public';
    if (access !== 'public') {
      if (!request.user) throw new AppError('UNAUTHENTICATED');
      if (roleRank[request.user.role] < rank[access]) throw new AppError('FORBIDDEN');
    }
  });
});

export function xsrfTokenFor(app: FastifyInstance, sid: string): string {
  return hmac(app.config.sessionSecret, `xsrf:${sid}`);
}

/** Sets the session cookie (a new id on sign-in and sign-out) and the anti-forgery token bound to it. */
export function setSessionCookies(app: FastifyInstance, reply: FastifyReply, sid: string, signedIn: boolean) {
  const secure = app.config.secureCookies;
  reply.setCookie(SESSION_COOKIE, sid, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    ...(signedIn ? { maxAge: SESSION_ABSOLUTE_MS / 1000 } : {}),
  });
  reply.setCookie(XSRF_COOKIE, xsrfTokenFor(app, sid), {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
  });
}

/** Gives an anonymous browser an id to bind its anti-forgery token to; returns the token. */
export function ensureBrowserSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): string {
  if (!request.sid) {
    request.sid = randomToken();
    setSessionCookies(app, reply, request.sid, false);
  } else if (request.cookies[XSRF_COOKIE] !== xsrfTokenFor(app, request.sid)) {
    setSessionCookies(app, reply, request.sid, Boolean(request.user));
  }
  return xsrfTokenFor(app, request.sid);
}
