import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSessionsSchema,
  changePasswordResponseSchema,
  endSessionsResponseSchema,
  endSessionsSchema,
  type ChangePasswordInput,
} from '@foro/shared/profile/account';
import { memberWriteLimit } from '../../lib/write-limit.ts';
import { requireMember } from '../../plugins/member.ts';

/**
 * The account section of `/perfil` (docs/decisions/0036): change the password (the current one
 * required), list the member's active sessions and end one or all the others. The sign-in e-mail is
 * changed through the confirmation form and its mailed link (features/profile/email-change.*).
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { session } = app.services;

  // The body is checked by the service, so the field errors are the shared schema's, as the browser
  // shows them; a few tries a minute keep the current password from being guessed here.
  app.post(
    '/api/users/password',
    {
      config: { access: 'member', cache: 'no-store', rateLimit: memberWriteLimit(5) },
      schema: {
        tags: ['profile'],
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
      schema: { tags: ['profile'], response: { 200: accountSessionsSchema } },
    },
    async (request) => ({ sessions: await session.listOf(requireMember(request).id, request.sid) }),
  );

  app.post(
    '/api/users/sessions/end',
    {
      config: { access: 'member', cache: 'no-store', rateLimit: memberWriteLimit(20) },
      schema: { tags: ['profile'], body: endSessionsSchema, response: { 200: endSessionsResponseSchema } },
    },
    async (request) => {
      const { id } = requireMember(request);
      const body = request.body;
      const ended =
        'id' in body ? await session.endOne(id, body.id) : await session.endAllBut(id, request.sid);
      return { ended };
    },
  );
};
