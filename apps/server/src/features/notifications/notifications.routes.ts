import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { providerPaths } from '@foro/shared/routes/paths';
import { htmlFormRoutes } from '../../plugins/html-form.ts';
import { renderUnsubscribePage, type UnsubscribePageModel } from './unsubscribe-page.ts';

/**
 * One-click unsubscribe (RFC 8058). `GET /correo/baja/{token}` only shows a button: link scanners of
 * mail services open every link, and no GET may change stored data. `POST` turns the kind off; mail
 * clients post `List-Unsubscribe=One-Click` there without a session, so the signed token in the path
 * is the proof, not a form token. The path is never logged (`secretParams`, app.ts `loggedUrl`).
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.services;
  const limit = { max: app.config.signInRateLimit, timeWindow: '1 minute' };
  const page = (reply: FastifyReply, status: number, model: UnsubscribePageModel) =>
    reply.status(status).type('text/html; charset=utf-8').send(renderUnsubscribePage(model));

  app.get<{ Params: { token: string } }>(
    '/correo/baja/:token',
    {
      config: { access: 'public', cache: 'no-store', rateLimit: limit, secretParams: ['token'] },
      schema: { hide: true },
    },
    async (request, reply) => {
      const read = notifications.checkUnsubscribe(request.params.token);
      if (!read) return page(reply, 404, { kind: 'refused' });
      return page(reply, 200, {
        kind: 'confirm',
        mails: read.kind,
        action: providerPaths.unsubscribe(request.params.token),
      });
    },
  );

  await htmlFormRoutes(app, (form) => {
    form.post<{ Params: { token: string } }>(
      '/correo/baja/:token',
      {
        config: {
          access: 'public',
          antiForgery: 'form',
          cache: 'no-store',
          rateLimit: limit,
          secretParams: ['token'],
        },
        schema: { hide: true },
      },
      async (request, reply) => {
        const kind = await notifications.unsubscribe(request.params.token);
        if (!kind) return page(reply, 404, { kind: 'refused' });
        return page(reply, 200, { kind: 'done', mails: kind });
      },
    );
  });
};
