import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public', cache: 'no-store' },
      schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async (request) => {
      try {
        await sql`select 1`.execute(app.db);
      } catch (err) {
        request.log.error({ err }, 'database did not answer');
        throw new AppError('INTERNAL', 'La base de datos no responde.');
      }
      return { status: 'ok' as const };
    },
  );
};
