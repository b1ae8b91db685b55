import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSessionsSchema,
  changePasswordResponseSchema,
  endSessionsResponseSchema,
  endSessionsSchema,
  ownClosureResponseSchema,
  ownClosureSchema,
  ownDataFileName,
  type ChangePasswordInput,
} from '@foro/shared/profile/account';
import { randomToken } from '../../lib/ids.ts';
import { memberWriteLimit } from '../../lib/write-limit.ts';
import { requireMember } from '../../plugins/member.ts';
import { setSessionCookies } from '../../plugins/session.ts';
import { LOGOUT_CLEARS } from '../session/index.ts';

/**
 * The account section of `/perfil` (docs/decisions/0036): change the password (the current one
 * required), list the member's active sessions and end one or all the others. The sign-in e-mail is
 * changed through the confirmation form and its mailed link (features/profile/email-change.*).
 * "Descargar mis datos" and "Darme de baja" (docs/decisions/0070) use the members' back office's own
 * export and closure (features/members), on the signed-in member's account only.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { session, members } = app.services;

  // The body is checked by the service, so the field errors are the shared schema's, as the browser
  // shows them; a few tries a minute keep the current password from being guessed here.
  app.post(
    '/api/users/password',
    {
      config: { access: 'member', cache: 'no-store', rateLimit: memberWriteLimit(5) },
      schema: {
        tags: ['profile'],
        summary: 'Cambia la contraseña del miembro (pide la actual) y cierra sus demás sesiones',
        body: z.record(z.string(), z.unknown()),
        response: { 200: changePasswordResponseSchema },
      },
    },
    async (request) =>
      session.changePassword(
        requireMember(request).id,
        request.sid,
        request.body as ChangePasswordInput,
        request.headers['user-agent'],
      ),
  );

  app.get(
    '/api/users/sessions',
    {
      config: { access: 'member', cache: 'private' },
      schema: {
        tags: ['profile'],
        summary:
          'Las sesiones activas del miembro: dispositivo, inicio, última actividad y cuál es la actual',
        response: { 200: accountSessionsSchema },
      },
    },
    async (request) => ({ sessions: await session.listOf(requireMember(request).id, request.sid) }),
  );

  app.post(
    '/api/users/sessions/end',
    {
      config: { access: 'member', cache: 'no-store', rateLimit: memberWriteLimit(20) },
      schema: {
        tags: ['profile'],
        summary: 'Cierra una sesión del miembro o todas menos la actual',
        body: endSessionsSchema,
        response: { 200: endSessionsResponseSchema },
      },
    },
    async (request) => {
      const { id } = requireMember(request);
      const body = request.body;
      const ended =
        'id' in body ? await session.endOne(id, body.id) : await session.endAllBut(id, request.sid);
      return { ended };
    },
  );

  // The member's own data only: the id comes from the session, never from the request.
  app.get(
    '/api/users/export',
    {
      config: { access: 'member', cache: 'no-store', rateLimit: memberWriteLimit(10) },
      schema: {
        tags: ['profile'],
        summary: 'Todo lo que el portal guarda del miembro que lo pide (acceso y portabilidad), como JSON',
        produces: ['application/json'],
      },
    },
    async (request, reply) => {
      const data = await members.export(requireMember(request).id);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ownDataFileName(new Date(data.exportedAt))}"`)
        .send(JSON.stringify(data, null, 2));
    },
  );

  // A few tries a minute: the current password is asked here too.
  app.post(
    '/api/users/close',
    {
      config: {
        access: 'member',
        cache: 'no-store',
        rateLimit: memberWriteLimit(5),
        errors: ['CONFLICT'],
      },
      schema: {
        tags: ['profile'],
        summary:
          'Da de baja la cuenta del miembro con su correo y contraseña: borra sus datos personales y cierra sus sesiones',
        body: ownClosureSchema,
        response: { 200: ownClosureResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await members.closeOwn(requireMember(request).id, request.body);
      // The closure ended every session of the account; this browser forgets it as a sign-out does.
      setSessionCookies(app, reply, randomToken(), false);
      reply.header('clear-site-data', LOGOUT_CLEARS);
      return answer;
    },
  );
};
