import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EmailChangeProblem } from '@foro/shared/profile/email-change';
import { ensureBrowserSession } from '../../plugins/session.ts';
import { FORM_SESSION_EXPIRED, formFields, formTokenValid, htmlFormRoutes } from '../../plugins/html-form.ts';
import { renderEmailChangePage, type EmailChangePageModel } from './email-change-page.ts';
import { EmailChangeRefused } from './email-change.service.ts';

/** The secret of a link is base64url; anything else cannot name a request. */
const SECRET = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * `GET /connect/email-change/{secret}` shows what the link would do and a button; only the
 * `POST` changes the address. A GET that changed it would be confirmed by the link scanners of mail
 * services, and no GET may change stored data. Being signed in is not needed: the link itself proves
 * that the person reads the new address, and the member proved who they are when asking.
 */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { emailChange } = app.services;
  const limit = { max: app.config.signInRateLimit, timeWindow: '1 minute' };

  const page = (reply: FastifyReply, status: number, model: EmailChangePageModel) =>
    reply.status(status).type('text/html; charset=utf-8').send(renderEmailChangePage(model));
  const refused = (reply: FastifyReply, refusal: EmailChangeRefused) =>
    page(reply, refusal.statusCode, { kind: 'refused', message: refusal.message });
  const refusedFor = (reply: FastifyReply, problem: EmailChangeProblem | undefined) =>
    refused(reply, new EmailChangeRefused(problem ?? 'unknown'));

  app.get<{ Params: { secret: string } }>(
    '/connect/email-change/:secret',
    {
      config: { access: 'public', cache: 'no-store', rateLimit: limit, secretParams: ['secret'] },
      schema: { hide: true },
    },
    async (request, reply) => {
      const secret = request.params.secret;
      const check = SECRET.test(secret) ? await emailChange.check(secret) : null;
      if (!check?.ok) return refusedFor(reply, check?.problem);
      const token = ensureBrowserSession(app, request, reply);
      return page(reply, 200, { kind: 'confirm', newEmail: check.newEmail, secret, token });
    },
  );

  await htmlFormRoutes(app, (form) => {
    form.post(
      '/connect/email-change',
      {
        config: { access: 'public', antiForgery: 'form', cache: 'no-store', rateLimit: limit },
        schema: { hide: true },
      },
      async (request, reply) => {
        const raw = formFields(request);
        const secret = typeof raw.secret === 'string' && SECRET.test(raw.secret) ? raw.secret : '';
        const check = secret ? await emailChange.check(secret) : null;
        if (!check?.ok) return refusedFor(reply, check?.problem);
        // Another site must not be able to confirm a change in this browser's name.
        if (!formTokenValid(app, request, raw)) {
          return page(reply, 419, {
            kind: 'confirm',
            newEmail: check.newEmail,
            secret,
            token: ensureBrowserSession(app, request, reply),
            error: FORM_SESSION_EXPIRED,
          });
        }
        try {
          const { newEmail } = await emailChange.confirm(secret);
          return page(reply, 200, { kind: 'done', newEmail });
        } catch (error) {
          if (error instanceof EmailChangeRefused) return refused(reply, error);
          throw error;
        }
      },
    );
  });
};
