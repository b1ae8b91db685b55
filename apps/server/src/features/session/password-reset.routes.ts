import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PASSWORD_RESET_TOO_MANY,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '@foro/shared/session/password-reset';
import { AppError } from '../../lib/app-error.ts';
import { ensureBrowserSession } from '../../plugins/session.ts';
import {
  FORM_SESSION_EXPIRED,
  formFieldErrors,
  formFields,
  formTokenValid,
  htmlFormRoutes,
} from '../../plugins/html-form.ts';
import {
  NEW_PASSWORD_PATH,
  PASSWORD_RESET_PATH,
  renderPasswordResetPage,
  type PasswordResetPageModel,
} from './password-reset-page.ts';
import { PasswordResetRefused, RESET_WINDOW_MS } from './password-reset.service.ts';
import { startBrowserSession } from './session.routes.ts';
import { commonPasswordErrors } from './session.service.ts';

/** Each refusal's status: a link that never existed (or was cut) is not found; an old one is gone. */
const REFUSED_STATUS = { unknown: 404, truncated: 404, expired: 410, used: 410 } as const;

/**
 * The forgotten password (docs/decisions/0036): `GET/POST /connect/password-reset` asks for a link;
 * `GET /connect/password-reset/{secret}` (the mailed link) shows the new-password form; only
 * `POST /connect/new-password` changes anything, so a mail service's link scanner cannot use the link.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passwordReset } = app.services;
  const limit = { max: app.config.signInRateLimit, timeWindow: '1 minute' };

  const page = (reply: FastifyReply, status: number, model: PasswordResetPageModel) =>
    reply.status(status).type('text/html; charset=utf-8').send(renderPasswordResetPage(model));

  app.get(
    PASSWORD_RESET_PATH,
    { config: { access: 'public', cache: 'no-store', rateLimit: limit }, schema: { hide: true } },
    async (request, reply) => {
      if (request.user) return reply.redirect('/perfil', 303);
      return page(reply, 200, { kind: 'request', token: ensureBrowserSession(app, request, reply) });
    },
  );

  app.get<{ Params: { secret: string } }>(
    `${PASSWORD_RESET_PATH}/:secret`,
    {
      config: { access: 'public', cache: 'no-store', rateLimit: limit, secretParams: ['secret'] },
      schema: { hide: true },
    },
    async (request, reply) => {
      const { secret } = request.params;
      const problem = await passwordReset.check(secret);
      if (problem) return page(reply, REFUSED_STATUS[problem], { kind: 'refused', problem });
      const token = ensureBrowserSession(app, request, reply);
      return page(reply, 200, { kind: 'choose', secret, token });
    },
  );

  await htmlFormRoutes(app, (form) => {
    form.post(
      PASSWORD_RESET_PATH,
      {
        config: { access: 'public', antiForgery: 'form', cache: 'no-store', rateLimit: limit },
        schema: { hide: true },
      },
      async (request, reply) => {
        const raw = formFields(request);
        const email = typeof raw.email === 'string' ? raw.email.slice(0, 254) : '';
        const again = (status: number, extra: { error?: string; fieldErrors?: Record<string, string> }) =>
          page(reply, status, {
            kind: 'request',
            token: ensureBrowserSession(app, request, reply),
            email,
            ...extra,
          });
        if (!formTokenValid(app, request, raw)) return again(419, { error: FORM_SESSION_EXPIRED });
        const parsed = passwordResetRequestSchema.safeParse(raw);
        if (!parsed.success) return again(422, { fieldErrors: formFieldErrors(parsed.error) });
        try {
          await passwordReset.request(parsed.data.email, request.ip);
        } catch (error) {
          if (error instanceof AppError && error.code === 'RATE_LIMITED') {
            reply.header('retry-after', String(RESET_WINDOW_MS / 1000));
            return again(429, { error: PASSWORD_RESET_TOO_MANY });
          }
          throw error;
        }
        return page(reply, 200, { kind: 'sent' });
      },
    );

    form.post(
      NEW_PASSWORD_PATH,
      {
        config: { access: 'public', antiForgery: 'form', cache: 'no-store', rateLimit: limit },
        schema: { hide: true },
      },
      async (request, reply) => {
        const raw = formFields(request);
        const secret = typeof raw.secret === 'string' ? raw.secret.slice(0, 200) : '';
        const problem = await passwordReset.check(secret);
        if (problem) return page(reply, REFUSED_STATUS[problem], { kind: 'refused', problem });
        const again = (status: number, extra: { error?: string; fieldErrors?: Record<string, string> }) =>
          page(reply, status, {
            kind: 'choose',
            secret,
            token: ensureBrowserSession(app, request, reply),
            ...extra,
          });
        // Another site must not be able to set a password it chose through a link it got hold of.
        if (!formTokenValid(app, request, raw)) return again(419, { error: FORM_SESSION_EXPIRED });
        const parsed = passwordResetSchema.safeParse(raw);
        if (!parsed.success) return again(422, { fieldErrors: formFieldErrors(parsed.error) });
        const common = commonPasswordErrors(parsed.data.password);
        if (common) return again(422, { fieldErrors: common });
        try {
          const { userId } = await passwordReset.reset(
            secret,
            parsed.data.password,
            request.headers['user-agent'],
          );
          await startBrowserSession(app, request, reply, userId);
          return reply.redirect('/perfil', 303);
        } catch (error) {
          if (error instanceof PasswordResetRefused) {
            return page(reply, REFUSED_STATUS[error.problem], { kind: 'refused', problem: error.problem });
          }
          throw error;
        }
      },
    );
  });
};
