import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mailJobIdParams,
  mailQueuePageSchema,
  mailQueueQuery,
} from '@foro/shared/notifications/admin-schemas';
import { requireMember } from '../../plugins/member.ts';

/** The mail queue in the back office (`/admin/correo`). Staff only, never cached. */
export const mailQueueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mailQueueAdmin } = app.services;
  const tags = ['admin'];

  app.get(
    '/api/admin/mail-queue',
    {
      config: { access: 'staff', cache: 'private' },
      schema: {
        tags,
        summary:
          'Los correos de la cola por estado (pendientes, enviados o fallidos), con cuántos hay de cada uno',
        querystring: mailQueueQuery,
        response: { 200: mailQueuePageSchema },
      },
    },
    async (request) => mailQueueAdmin.list(request.query),
  );

  app.post(
    '/api/admin/mail-queue/:jobId/retry',
    {
      config: { access: 'staff', cache: 'private', errors: ['NOT_FOUND', 'CONFLICT'] },
      schema: {
        tags,
        summary:
          'Vuelve a poner en cola un correo fallido, o adelanta a ahora uno pendiente que espera tras un error',
        params: mailJobIdParams,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const user = requireMember(request);
      await mailQueueAdmin.retry(request.params.jobId, { id: user.id, email: user.email });
      return { ok: true as const };
    },
  );
};
