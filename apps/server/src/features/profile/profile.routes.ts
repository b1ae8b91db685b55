import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmationSchema } from '@foro/shared/profile/confirmation';
import {
  mailPreferenceSchema,
  allowNotificationsResponseSchema,
  allowNotificationsSchema,
  memberDataSchema,
  saveResponseSchema,
  skipResponseSchema,
  skipSchema,
  userDataSchema,
} from '@foro/shared/profile/schemas';
import { safeRedirectPath } from '@foro/shared/session/redirect';
import { memberWriteLimit } from '../../lib/write-limit.ts';
import { requireMember } from '../../plugins/member.ts';

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
    async (request) => profile.allowNotificationsForum(requireMember(request).id, request.body.allow),
  );

  app.post(
    '/api/users/mail-preferences',
    {
      config: { access: 'member' },
      schema: {
        tags: ['profile'],
        body: mailPreferenceSchema,
        response: { 200: mailPreferenceSchema },
      },
    },
    async (request) =>
      profile.setMailPreference(requireMember(request).id, request.body.kind, request.body.allow),
  );

  app.get(
    '/api/users/data',
    {
      config: { access: 'member', cache: 'private' },
      schema: {
        tags: ['profile'],
        querystring: z.object({ redirectTo: z.string().max(2048).optional() }),
        response: { 200: memberDataSchema },
      },
    },
    async (request) => {
      return profile.memberData(
        requireMember(request).id,
        safeRedirectPath(request.query.redirectTo, '/perfil'),
      );
    },
  );

  // The body is validated by the service after the bot check, so the answer's field errors are the
  // shared schema's, exactly as the browser shows them.
  app.post(
    '/api/users/save',
    {
      config: { access: 'member', rateLimit: memberWriteLimit(10) },
      schema: {
        tags: ['profile'],
        body: z.record(z.string(), z.unknown()),
        response: { 200: saveResponseSchema },
      },
    },
    async (request) =>
      profile.save(requireMember(request).id, request.body as z.input<typeof confirmationSchema>),
  );

  app.post(
    '/api/users/skip',
    {
      config: { access: 'member' },
      schema: { tags: ['profile'], body: skipSchema, response: { 200: skipResponseSchema } },
    },
    async (request) => profile.skip(requireMember(request).id, request.body.redirectTo),
  );

  app.get(
    '/api/axis/userData',
    {
      config: { access: 'member', cache: 'private' },
      schema: { tags: ['profile'], response: { 200: userDataSchema } },
    },
    async (request) => {
      return profile.userData(requireMember(request).id);
    },
  );
};
