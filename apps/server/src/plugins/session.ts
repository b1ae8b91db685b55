import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_COOKIE, XSRF_HEADER } from '@foro/shared/session/schemas';
import { MEMBER_COOKIE } from '@foro/shared/routes/wake';
import { AppError } from '../lib/app-error.ts';
import { hmac, randomToken, safeEqual } from '../lib/ids.ts';
import { SESSION_ABSOLUTE_MS } from '../lib/session-lifetime.ts';
import type { RouteAccess } from '../types/fastify.ts';

export const SESSION_COOKIE = 'foro_sid';
/** Methods that must not change anything; every other method is a write (RFC 9110 §9.2.1). */
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

// A `host` route is open to any signed-in account here; the host checks below narrow it.
const rank: Record<RouteAccess, number> = { public: 0, member: 1, host: 1, coach: 2, staff: 3 };
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
    if ((route.config.access === 'host') !== Boolean(route.config.hostOf)) {
      throw new Error(`Route ${route.method} ${route.url}: access 'host' and hostOf go together`);
    }
    // Fastify answers HEAD by running the GET handler: a GET that writes must not get a HEAD twin.
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.config.antiForgery === 'header' && methods.includes('GET') && route.exposeHeadRoute !== false) {
      throw new Error(`Route GET ${route.url} changes state: declare exposeHeadRoute: false`);
    }
    // A host route's own check, after its params and query are validated; other routes run none.
    if (route.config.access === 'host') route.preHandler = [hostCheck, ...[route.preHandler ?? []].flat()];
  });

  app.addHook('onRequest', async (request) => {
    request.sid = request.cookies[SESSION_COOKIE] || undefined;
    // Files of the built portal never depend on who asks: no session lookup for them.
    if (request.routeOptions.config?.staticFile) return;
    request.user = await app.services.session.resolve(request.sid);

    // Decided on the matched route, never on the URL text (which may be percent-encoded or absolute).
    if (antiForgeryOf(request) === 'header') {
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
      // A host route refuses at once an account that hosts no meeting (before its input is even read).
      if (access === 'host' && request.user.role !== 'staff') {
        if (!(await app.services.meetingHosts.hostsAny(request.user.id))) throw new AppError('FORBIDDEN');
      }
    }
  });

  // …and, once the params and query are validated, only the host of the meeting the request acts on.
  async function hostCheck(request: FastifyRequest) {
    // Added to host routes only, each with its `hostOf` (checked when the route is added).
    const { hostOf } = request.routeOptions.config;
    if (!hostOf || request.user?.role === 'staff') return;
    const user = request.user;
    if (!user) throw new AppError('UNAUTHENTICATED');
    const meetingId = await hostOf(request);
    if (!meetingId || !(await app.services.meetingHosts.hosts(meetingId, user.id)))
      throw new AppError('FORBIDDEN');
  }
});

/**
 * How a request proves it comes from the portal's own pages: every write (and a GET that the spec
 * fixes although it changes state, `antiForgery: 'header'`) carries the X-XSRF-TOKEN header; the
 * HTML sign-in forms (`antiForgery: 'form'`) carry the same token in their `_token` field instead,
 * checked by their handler so it can show the form again.
 */
function antiForgeryOf(request: FastifyRequest): 'header' | 'form' | 'none' {
  // Nothing runs for an unknown path: it gets its 404.
  if (request.is404) return 'none';
  const declared = request.routeOptions.config?.antiForgery;
  if (declared) return declared;
  return SAFE.has(request.method) ? 'none' : 'header';
}

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
  // Says only "signed in here" to a prerendered page's script, which then loads the app at once
  // (decision 0059); the session itself stays in the cookie no script can read.
  if (signedIn)
    reply.setCookie(MEMBER_COOKIE, '1', {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure,
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    });
  else if (reply.request.cookies[MEMBER_COOKIE]) reply.clearCookie(MEMBER_COOKIE, { path: '/' });
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
