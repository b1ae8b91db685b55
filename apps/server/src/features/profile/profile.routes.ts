import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allowNotificationsResponseSchema,
  allowNotificationsSchema,
  memberDataSchema,
  userDataSchema,
} from '@foro/shared/profile/schemas';
import { safeRedirectPath } from '@foro/shared/session/redirect';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profile } = app.services;

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
    async (request) => profile.allowNotificationsForum(request.user!.id, request.body.allow),
  );

  app.get(
    '/api/users/data',
    {
      config: { access: 'member' },
      schema: {
        tags: ['profile'],
        querystring: z.object({ redirectTo: z.string().max(2048).optional() }),
        response: { 200: memberDataSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return profile.memberData(request.user!.id, safeRedirectPath(request.query.redirectTo, '/perfil'));
    },
  );

  app.get(
    '/api/axis/userData',
    { config: { access: 'member' }, schema: { tags: ['profile'], response: { 200: userDataSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return profile.userData(request.user!.id);
    },
  );
};
