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
        summary: 'Activa o desactiva las notificaciones por correo del foro para el miembro',
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
        summary:
          'Activa o desactiva un tipo de correo del miembro: recordatorios, grabaciones, foro o respuestas',
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
        summary:
          'Los datos del miembro para su perfil y el formulario de confirmación, con la dirección a la que volver',
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
        summary:
          'Confirma los datos del miembro; un correo distinto solo cambia cuando se confirma el enlace que se le envía',
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
      schema: {
        tags: ['profile'],
        summary:
          'Aplaza la confirmación de datos («Confirmar más tarde»): el miembro ya no va a /confirmacion',
        body: skipSchema,
        response: { 200: skipResponseSchema },
      },
    },
    async (request) => profile.skip(requireMember(request).id, request.body.redirectTo),
  );

  app.get(
    '/api/axis/userData',
    {
      config: { access: 'member', cache: 'private' },
      schema: {
        tags: ['profile'],
        summary:
          'El progreso del miembro por ruta activa: caso práctico y nota, paradas pendientes y ranking del foro',
        response: { 200: userDataSchema },
      },
    },
    async (request) => {
      return profile.userData(requireMember(request).id);
    },
  );
};
