import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowNotificationsResponseSchema, allowNotificationsSchema } from '@foro/shared/profile/schemas';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/users/allowNotificationsForum',
    {
      config: { access: 'member' },
      schema: {
        tags: ['profile'],
        body: allowNotificationsSchema,
        response: { 200: allowNotificationsResponseSchema },
      },
    },
    async (request) => app.services.profile.allowNotificationsForum(request.user!.id, request.body.allow),
  );
};
