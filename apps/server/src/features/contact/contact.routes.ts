import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContactInput } from '@foro/shared/contact/schemas';
import { statusSchema } from '@foro/shared/meetings/schemas';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  // Validated by the service after the bot check, so the field errors are the shared schema's.
  app.post(
    '/api/contact',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary:
          'Guarda la solicitud de invitación de un docente tras el reto anti-bots y le envía un acuse de recibo la primera vez',
        body: z.record(z.string(), z.unknown()),
        response: { 200: statusSchema },
      },
    },
    async (request) => app.services.contact.request(request.body as ContactInput),
  );
};
