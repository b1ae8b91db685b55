import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeRedirectTarget } from '@foro/shared/session/redirect';
import type { Config } from '../../config.ts';
import { cardPage } from '../../lib/card-page.ts';
import { hmac, safeEqual } from '../../lib/ids.ts';
import { markup } from '../../lib/markup.ts';
import { createOidcClient, type OidcClient } from './oidc-client.ts';
import { createOidcService } from './oidc.service.ts';
import { startBrowserSession } from './session.routes.ts';

/**
 * Sign-in through the OpenID provider (issue 37 item 1, docs/decisions/0083-oidc-sign-in.md):
 * `GET /connect/oidc` sends the browser to the provider with PKCE, state and nonce; the provider sends
 * it back to `GET /connect/oidc/callback`. What the browser must bring back travels in a short-lived
 * signed, HttpOnly cookie sent only to `/connect/oidc`.
 */
export const OIDC_START_PATH = '/connect/oidc';
export const OIDC_CALLBACK_PATH = '/connect/oidc/callback';
/** Where the provider sends a browser it signed out; `state` carries where it goes then. */
export const OIDC_LOGGED_OUT_PATH = '/connect/logout/done';
const FLOW_COOKIE = 'foro_oidc';
export const FLOW_COOKIE_MS = 10 * 60 * 1000;
/** The provider's ID token, the hint its end_session_endpoint asks for on sign-out. */
export const ID_TOKEN_COOKIE = 'foro_oidc_idt';
const ID_TOKEN_PATH = '/connect/logout';

export const OIDC_DENIED =
  'Has cancelado el acceso en tu proveedor, así que no hemos iniciado tu sesión. Puedes volver a intentarlo cuando quieras.';
export const OIDC_PROVIDER_ERROR = (name: string) =>
  `${name} no ha podido iniciar tu sesión. Vuelve a intentarlo en unos minutos.`;
export const OIDC_WRONG_STATE =
  'La respuesta del proveedor no corresponde a este navegador o ha caducado (pasan 10 minutos como máximo). Vuelve a iniciar sesión desde el principio.';
export const OIDC_UNREACHABLE = (name: string) =>
  `No hemos podido comunicarnos con ${name}. Vuelve a intentarlo en unos minutos.`;

const clients = new WeakMap<Config, OidcClient>();
/** The provider client of this app's configuration; null when OIDC is off. */
export function oidcClientOf(app: FastifyInstance): OidcClient | null {
  const oidc = app.config.oidc;
  if (!oidc) return null;
  let client = clients.get(app.config);
  if (!client) clients.set(app.config, (client = createOidcClient(oidc)));
  return client;
}

interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  redirectTo: string;
  expires: number;
}

const flowSignature = (app: FastifyInstance, payload: string) =>
  hmac(app.config.sessionSecret, `oidc-flow:${payload}`);

function setFlowCookie(app: FastifyInstance, reply: FastifyReply, flow: Flow): void {
  const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
  reply.setCookie(FLOW_COOKIE, `${payload}.${flowSignature(app, payload)}`, {
    path: OIDC_START_PATH,
    httpOnly: true,
    // Lax: the provider brings the browser back with a top-level GET from its own site.
    sameSite: 'lax',
    secure: app.config.secureCookies,
    maxAge: FLOW_COOKIE_MS / 1000,
  });
}

function readFlowCookie(app: FastifyInstance, request: FastifyRequest): Flow | null {
  const value = request.cookies[FLOW_COOKIE];
  if (!value || value.length > 4000) return null;
  const [payload, mac, ...rest] = value.split('.');
  if (!payload || !mac || rest.length || !safeEqual(mac, flowSignature(app, payload))) return null;
  try {
    const flow = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Flow;
    return app.clock.now().getTime() < flow.expires ? flow : null;
  } catch {
    return null;
  }
}

const cookieOptions = (app: FastifyInstance, path: string) => ({
  path,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: app.config.secureCookies,
});

/** The Spanish page of a sign-in through the provider that did not end in a session. */
export function renderOidcErrorPage(message: string, redirectTo: string): string {
  return cardPage({
    title: 'No hemos podido iniciar tu sesión',
    body: markup`<h1>No hemos podido iniciar tu sesión</h1>
  <p class="alert" role="alert">${message}</p>
  <a class="button-link" href="/connect?redirectTo=${encodeURIComponent(redirectTo)}">Volver a iniciar sesión</a>`,
    back: { href: '/', label: 'Volver al Foro de Educadores' },
    noReferrer: true,
  });
}

/**
 * On sign-out: where the browser goes to sign out at the provider too (its end_session_endpoint, which
 * sends it back to OIDC_LOGGED_OUT_PATH and from there to `returnTo`), or null. Forgets the kept ID
 * token either way.
 */
export async function providerSignOutUrl(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  returnTo: string,
): Promise<string | null> {
  const idToken = request.cookies[ID_TOKEN_COOKIE];
  if (!idToken) return null;
  reply.clearCookie(ID_TOKEN_COOKIE, cookieOptions(app, ID_TOKEN_PATH));
  const client = oidcClientOf(app);
  if (!client || idToken.length > 8000) return null;
  return client.endSessionUrl(idToken, `${app.config.publicUrl}${OIDC_LOGGED_OUT_PATH}`, returnTo);
}

const startQuery = z.object({ redirectTo: z.string().max(2048).optional() });
const loggedOutQuery = z.object({ state: z.string().max(2048).optional() });

export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const client = oidcClientOf(app);
  if (!client) return;
  const service = createOidcService({
    db: app.db,
    clock: app.clock,
    zoneOfUser: (userId) => app.services.memberZones.zoneOfUser(userId),
  });
  const redirectUri = `${app.config.publicUrl}${OIDC_CALLBACK_PATH}`;
  const target = (raw: unknown) => safeRedirectTarget(raw, app.config.publicUrl);
  const errorPage = (reply: FastifyReply, status: number, message: string, redirectTo: string) =>
    reply.status(status).type('text/html; charset=utf-8').send(renderOidcErrorPage(message, redirectTo));

  app.get(
    OIDC_START_PATH,
    { config: { access: 'public', cache: 'no-store' }, schema: { hide: true, querystring: startQuery } },
    async (request, reply) => {
      const redirectTo = target(request.query.redirectTo);
      if (request.user) return reply.redirect(redirectTo, 303);
      let started;
      try {
        started = await client.start(redirectUri);
      } catch (error) {
        request.log.warn({ err: error }, 'OIDC provider unreachable');
        return errorPage(reply, 502, OIDC_UNREACHABLE(client.name), redirectTo);
      }
      setFlowCookie(app, reply, {
        state: started.state,
        nonce: started.nonce,
        verifier: started.verifier,
        redirectTo,
        expires: app.clock.now().getTime() + FLOW_COOKIE_MS,
      });
      return reply.redirect(started.url, 303);
    },
  );

  app.get(
    OIDC_LOGGED_OUT_PATH,
    { config: { access: 'public', cache: 'no-store' }, schema: { hide: true, querystring: loggedOutQuery } },
    async (request, reply) => reply.redirect(target(request.query.state), 303),
  );

  app.get(
    OIDC_CALLBACK_PATH,
    { config: { access: 'public', cache: 'no-store' }, schema: { hide: true } },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const flow = readFlowCookie(app, request);
      reply.clearCookie(FLOW_COOKIE, cookieOptions(app, OIDC_START_PATH));
      const redirectTo = flow?.redirectTo ?? '/';
      if (typeof query.error === 'string') {
        return errorPage(
          reply,
          403,
          query.error === 'access_denied' ? OIDC_DENIED : OIDC_PROVIDER_ERROR(client.name),
          redirectTo,
        );
      }
      if (!flow || typeof query.state !== 'string' || !safeEqual(query.state, flow.state)) {
        return errorPage(reply, 400, OIDC_WRONG_STATE, redirectTo);
      }
      const at = request.url.indexOf('?');
      const callbackUrl = new URL(`${redirectUri}${at === -1 ? '' : request.url.slice(at)}`);
      let finished;
      try {
        finished = await client.finish(callbackUrl, flow);
      } catch (error) {
        // The library's message names what failed (never the client secret).
        request.log.warn({ err: error }, 'OIDC code exchange failed');
        return errorPage(reply, 502, OIDC_PROVIDER_ERROR(client.name), redirectTo);
      }
      const outcome = await service.resolve(client.issuer, finished.claims);
      if (!outcome.ok) return errorPage(reply, 403, outcome.message, redirectTo);
      await startBrowserSession(app, request, reply, outcome.userId);
      if (finished.idToken && finished.idToken.length < 4000) {
        reply.setCookie(ID_TOKEN_COOKIE, finished.idToken, {
          ...cookieOptions(app, ID_TOKEN_PATH),
          maxAge: 30 * 24 * 60 * 60,
        });
      }
      // A new member's data is unconfirmed: the portal sends them to /confirmacion and back here.
      return reply.redirect(redirectTo, 303);
    },
  );
};
