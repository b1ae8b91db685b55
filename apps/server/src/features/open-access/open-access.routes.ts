import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FREE_ACCESS_LIVE_URL,
  FREE_ACCESS_MASTERCLASS_URL,
  FREE_ACCESS_URL,
  openAccessLiveSchema,
  openMasterclassSummarySchema,
  openAccessResponseSchema,
  type OpenAccessInput,
} from '@foro/shared/open-access/schemas';
import { requireBotToken } from '../botcheck/index.ts';
import { OPEN_ACCESS_COOKIE, OPEN_ACCESS_COOKIE_PATH } from './open-access.service.ts';

/**
 * Each person sends the form once or twice; a school behind one address may send it for a whole
 * staff room at once, so the limit only stops a script.
 */
const submitLimit = { max: 20, timeWindow: '1 minute' };

export const openAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { openAccess } = app.services;
  const tags = ['open-access'];

  // The bot check comes first and the body is validated by the service after it, so a refused token
  // stores nothing and the field errors are the shared schema's, exactly as the browser shows them.
  app.post(
    FREE_ACCESS_URL,
    {
      config: { access: 'public', rateLimit: submitLimit },
      schema: {
        tags,
        summary:
          'Registra el correo y el país de un visitante y da a su navegador acceso a la masterclass abierta durante 30 días',
        body: z.record(z.string(), z.unknown()),
        response: { 200: openAccessResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body as OpenAccessInput;
      await requireBotToken(app, typeof body.captchaToken === 'string' ? body.captchaToken : '');
      const { cookie, maxAgeSeconds } = await openAccess.register(body);
      reply.setCookie(OPEN_ACCESS_COOKIE, cookie, {
        path: OPEN_ACCESS_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.secureCookies,
        maxAge: maxAgeSeconds,
      });
      return { status: true as const };
    },
  );

  app.get(
    FREE_ACCESS_MASTERCLASS_URL,
    {
      config: { access: 'public', cache: 'private', errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: 'El título y el horario de la masterclass abierta publicada, para la página del formulario',
        response: { 200: openMasterclassSummarySchema },
      },
    },
    async () => openAccess.summary(),
  );

  // Public route, but only a browser that sent the form gets the stream addresses (403 otherwise).
  app.get(
    FREE_ACCESS_LIVE_URL,
    {
      config: { access: 'public', cache: 'private', errors: ['FORBIDDEN', 'NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'La masterclass abierta con su vídeo y su chat, para un navegador que envió el formulario (si no, 403)',
        response: { 200: openAccessLiveSchema },
      },
    },
    async (request) => {
      return openAccess.live(request.cookies[OPEN_ACCESS_COOKIE], request.user);
    },
  );
};
