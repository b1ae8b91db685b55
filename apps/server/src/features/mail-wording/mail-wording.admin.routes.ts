import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMailWordingSchema,
  mailWordingFieldsSchema,
  mailWordingKeySchema,
  mailWordingSaveSchema,
  mailWordingSummarySchema,
} from '@foro/shared/mail-wording/schemas';
import { requireMember } from '../../plugins/member.ts';

const keyParams = z.object({ key: mailWordingKeySchema });

/**
 * The wording of the portal's mails in the back office (docs/decisions/0082-mail-wording-by-staff.md).
 * Staff only, tag `admin`, never cached.
 */
export const mailWordingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mailWording } = app.services;
  const tags = ['admin'];
  const staff = { access: 'staff', cache: 'private' } as const;

  app.get(
    '/api/admin/mail-wordings',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Los correos del portal cuyo texto edita el personal, con su asunto y si se cambió el original',
        response: { 200: z.array(mailWordingSummarySchema) },
      },
    },
    async () => mailWording.list(),
  );

  app.get(
    '/api/admin/mail-wordings/:key',
    {
      config: staff,
      schema: {
        tags,
        summary: 'El texto de un correo para editarlo, con todas sus versiones y la original del portal',
        params: keyParams,
        response: { 200: adminMailWordingSchema },
      },
    },
    async (request) => mailWording.get(request.params.key),
  );

  app.put(
    '/api/admin/mail-wordings/:key',
    {
      config: { ...staff, errors: ['CONFLICT'] },
      schema: {
        tags,
        summary:
          'Guarda una versión nueva del texto de un correo; los correos que se escriban desde ahora la usan',
        params: keyParams,
        body: mailWordingSaveSchema,
        response: { 200: adminMailWordingSchema },
      },
    },
    async (request) => {
      const user = requireMember(request);
      return mailWording.save({ id: user.id, email: user.email }, request.params.key, request.body);
    },
  );

  // The mail as it would leave, with the sample values, for the editor's preview frame: a page of its
  // own whose only styles are the mail's inline ones (every text in it is escaped), so its policy lets
  // inline styles and nothing else. A GET that writes nothing, so the frame can load it.
  app.get(
    '/api/admin/mail-wordings/:key/preview',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'El correo en HTML tal como saldría con los textos indicados y valores de ejemplo, sin guardar nada',
        params: keyParams,
        querystring: mailWordingFieldsSchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const mail = mailWording.preview(request.params.key, request.query);
      return reply
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
        )
        .send(mail.html);
    },
  );
};
