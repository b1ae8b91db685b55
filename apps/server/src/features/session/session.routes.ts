import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema, signInSchema } from '@foro/shared/session/schemas';
import { safeRedirectTarget } from '@foro/shared/session/redirect';
import { AppError } from '../../lib/app-error.ts';
import { randomToken } from '../../lib/ids.ts';
import { ensureBrowserSession, setSessionCookies } from '../../plugins/session.ts';
import {
  FORM_SESSION_EXPIRED,
  formFieldErrors,
  formFields,
  formTokenValid,
  htmlFormRoutes,
} from '../../plugins/html-form.ts';
import { invitationOnConnectPage } from '../invitations/index.ts';
import { connectFont } from './connect-fonts.ts';
import { connectCss, renderConnectPage } from './connect-page.ts';
import { providerSignOutUrl } from './oidc.routes.ts';
import { toCurrentUser } from './session.service.ts';
import { ADDRESS_WINDOW_MS } from './sign-in-limits.ts';
import { SIGN_IN_CHALLENGE_PATH } from '@foro/shared/session/sign-in-challenge';
import {
  CONNECT_SCRIPT_PATH,
  CONNECT_WORKER_PATH,
  connectScript,
  connectWorker,
} from './sign-in-challenge-script.ts';

/**
 * Challenges for the sign-in form: one a sign-in, a few more for a school behind one address; making
 * one costs a read and a hash, so the limit only stops a script from asking for thousands.
 */
const challengeLimit = { max: 60, timeWindow: '1 minute' };

/** The answer to a password sign-in when `PASSWORD_SIGNIN=0` (decision 0083). */
export const PASSWORD_SIGNIN_OFF =
  'El inicio de sesión con contraseña está desactivado en el Foro de Educadores. Usa el botón de arriba para entrar con tu cuenta.';

/** What the browser forgets on logout (Clear-Site-Data). */
export const LOGOUT_CLEARS = '"cache"';

const redirectQuery = z.object({ redirectTo: z.string().max(2048).optional() });

/** Signs this browser in as `userId`: a new session id (no fixation) and its cookies. */
export async function startBrowserSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  await app.services.session.end(request.sid);
  const sid = await app.services.session.start(userId, request.headers['user-agent']);
  setSessionCookies(app, reply, sid, true);
}

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { session } = app.services;
  const target = (raw: unknown) => safeRedirectTarget(raw, app.config.publicUrl);
  // The provider's button and whether the portal's own passwords still sign in (decision 0083).
  const signInWays = {
    ...(app.config.oidc ? { oidcName: app.config.oidc.name } : {}),
    passwordSignIn: app.config.passwordSignIn,
  };

  app.get(
    '/api/sanctum/csrf-cookie',
    {
      config: { access: 'public', cache: 'no-store' },
      schema: {
        tags: ['session'],
        summary:
          'Da al navegador, si le faltan, la cookie de sesión y el token anti-falsificación (XSRF-TOKEN) de las escrituras',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      ensureBrowserSession(app, request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/users/username',
    {
      config: { access: 'public', cache: 'no-store' },
      schema: {
        tags: ['session'],
        summary:
          'El miembro con la sesión iniciada (correo, nombre, país, rol y zona horaria) o, sin sesión, un visitante anónimo',
        response: { 200: currentUserSchema },
      },
    },
    async (request) => {
      const current = toCurrentUser(request.user);
      if (!request.user) return current;
      const timeZone = await app.services.memberZones.zoneOf(request.user.place);
      return timeZone ? { ...current, timeZone } : current;
    },
  );

  app.get(
    '/connect/connect.css',
    { config: { access: 'public', cache: 'public-day' }, schema: { hide: true } },
    async (_req, reply) => reply.type('text/css; charset=utf-8').send(connectCss),
  );

  for (const [path, source] of [
    [CONNECT_SCRIPT_PATH, connectScript],
    [CONNECT_WORKER_PATH, connectWorker],
  ] as const) {
    app.get(
      path,
      { config: { access: 'public', cache: 'public-day' }, schema: { hide: true } },
      async (_req, reply) => reply.type('text/javascript; charset=utf-8').send(source),
    );
  }

  app.get<{ Params: { file: string } }>(
    '/connect/fonts/:file',
    { config: { access: 'public', cache: 'public-day' }, schema: { hide: true } },
    async (request, reply) => {
      const font = connectFont(request.params.file);
      if (!font) return reply.callNotFound();
      return reply.type('font/woff2').send(font);
    },
  );

  app.get(
    '/connect',
    { config: { access: 'public', cache: 'no-store' }, schema: { hide: true, querystring: redirectQuery } },
    async (request, reply) => {
      const redirectTo = target(request.query.redirectTo);
      if (request.user) return reply.redirect(redirectTo, 303);
      const token = ensureBrowserSession(app, request, reply);
      // A browser that opened an invitation link is offered the account form first.
      const invitation = await invitationOnConnectPage(app, request, reply, request.query.redirectTo);
      return reply
        .type('text/html; charset=utf-8')
        .send(renderConnectPage({ redirectTo, token, ...signInWays, ...invitation }));
    },
  );

  await htmlFormRoutes(app, (form) => {
    form.post(
      '/connect',
      {
        config: { access: 'public', cache: 'no-store', antiForgery: 'form' },
        schema: { hide: true },
      },
      async (request, reply) => {
        const raw = formFields(request);
        const redirectTo = target(raw.redirectTo);
        const render = (status: number, extra: { error?: string; fieldErrors?: Record<string, string> }) => {
          const token = ensureBrowserSession(app, request, reply);
          const email = typeof raw.email === 'string' ? raw.email.slice(0, 254) : '';
          return reply
            .status(status)
            .type('text/html; charset=utf-8')
            .send(renderConnectPage({ redirectTo, token, email, ...signInWays, ...extra }));
        };

        // Staff turned the portal's own passwords off: only the provider signs in (decision 0083).
        if (!app.config.passwordSignIn) return render(403, { error: PASSWORD_SIGNIN_OFF });
        // The page's hidden token stops another site from signing a browser into an account of its own.
        if (!formTokenValid(app, request, raw)) {
          return render(419, { error: FORM_SESSION_EXPIRED });
        }
        const parsed = signInSchema.safeParse(raw);
        if (!parsed.success) {
          const fieldErrors = formFieldErrors(parsed.error);
          return render(422, { fieldErrors });
        }
        try {
          const userId = await session.authenticate(
            parsed.data.email,
            parsed.data.password,
            request.ip,
            parsed.data.captchaToken,
          );
          await startBrowserSession(app, request, reply, userId);
          return reply.redirect(redirectTo, 303);
        } catch (error) {
          if (error instanceof AppError && error.code === 'UNAUTHENTICATED') {
            return render(401, { error: error.message });
          }
          if (error instanceof AppError && error.code === 'RATE_LIMITED') {
            reply.header('retry-after', String(ADDRESS_WINDOW_MS / 1000));
            return render(429, { error: error.message });
          }
          throw error;
        }
      },
    );

    // The challenge a sign-in for the typed address needs now, or null (decision 0069): asked by the
    // connect page's script before the form leaves. The page's token keeps other sites out.
    form.post(
      SIGN_IN_CHALLENGE_PATH,
      {
        config: { access: 'public', cache: 'no-store', antiForgery: 'form', rateLimit: challengeLimit },
        schema: { hide: true },
      },
      async (request) => {
        const raw = formFields(request);
        if (!formTokenValid(app, request, raw)) throw new AppError('CSRF_MISMATCH');
        const email = signInSchema.shape.email.safeParse(raw.email);
        return { challenge: email.success ? await session.signInChallenge(email.data) : null };
      },
    );
  });

  app.get(
    '/connect/logout',
    { config: { access: 'public', cache: 'no-store' }, schema: { hide: true, querystring: redirectQuery } },
    async (request, reply) => {
      await session.end(request.sid);
      setSessionCookies(app, reply, randomToken(), false);
      // On a shared school computer the next person must not bring the member's pages back from the
      // cache or the back button. Not "storage": it holds what docs/product/session.md#pending-redirect-after-logout keeps across logout (the route
      // to return to) and what belongs to the browser, not the member (consent, open access); not
      // "cookies": it reaches every site of the registrable domain, and our session cookie is
      // already ended and replaced here (docs/decisions/0012).
      reply.header('clear-site-data', LOGOUT_CLEARS);
      const returnTo = target(request.query.redirectTo);
      // Signed in through the OpenID provider: signed out there too when it offers it (decision 0083).
      const atProvider = await providerSignOutUrl(app, request, reply, returnTo);
      return reply.redirect(atProvider ?? returnTo, 303);
    },
  );
};
