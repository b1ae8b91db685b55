import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  closureSchema,
  emailChangeByStaffSchema,
  memberActionResultSchema,
  memberDetailSchema,
  memberIdParams,
  memberListQuery,
  memberPageSchema,
  nameCorrectionSchema,
  placeCorrectionSchema,
  reasonBodySchema,
  suspensionSchema,
} from '@foro/shared/members/admin-schemas';
import { requireMember } from '../../plugins/member.ts';

/** The members' back office (decision 0039): staff only, never cached, every change audited. */
export const membersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { members } = app.services;
  const tags = ['admin'];
  const read = { access: 'staff' as const, cache: 'private' as const };
  const write = { access: 'staff' as const, errors: ['NOT_FOUND' as const, 'CONFLICT' as const] };
  const actor = (request: Parameters<typeof requireMember>[0]) => {
    const user = requireMember(request);
    return { id: user.id, email: user.email };
  };
  const base = '/api/admin/members';
  const action = { params: memberIdParams, response: { 200: memberActionResultSchema } };

  app.get(
    base,
    { config: read, schema: { tags, querystring: memberListQuery, response: { 200: memberPageSchema } } },
    async (request) => members.list(request.query),
  );

  app.get(
    `${base}/:memberId`,
    {
      config: { ...read, errors: ['NOT_FOUND'] },
      schema: { tags, params: memberIdParams, response: { 200: memberDetailSchema } },
    },
    async (request) => members.detail(request.params.memberId),
  );

  app.get(
    `${base}/:memberId/export`,
    {
      config: { ...read, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Todo lo que el portal guarda de un miembro (derecho de acceso), como JSON',
        params: memberIdParams,
      },
    },
    async (request, reply) => {
      const data = await members.export(request.params.memberId);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="miembro-${request.params.memberId}.json"`)
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    `${base}/:memberId/name`,
    { config: write, schema: { tags, ...action, body: nameCorrectionSchema } },
    async (request) => {
      const { message } = await members.correctName(actor(request), request.params.memberId, request.body);
      return { message };
    },
  );

  app.post(
    `${base}/:memberId/place`,
    { config: write, schema: { tags, ...action, body: placeCorrectionSchema } },
    async (request) => members.correctPlace(actor(request), request.params.memberId, request.body),
  );

  app.post(
    `${base}/:memberId/email`,
    { config: write, schema: { tags, ...action, body: emailChangeByStaffSchema } },
    async (request) => members.changeEmail(actor(request), request.params.memberId, request.body),
  );

  app.post(
    `${base}/:memberId/password-reset`,
    { config: write, schema: { tags, ...action } },
    async (request) => members.sendPasswordReset(actor(request), request.params.memberId),
  );

  app.post(
    `${base}/:memberId/suspend`,
    { config: write, schema: { tags, ...action, body: suspensionSchema } },
    async (request) =>
      members.suspend(actor(request), request.params.memberId, request.body.reason, request.body.until),
  );

  const stateActions = ['deactivate', 'reactivate', 'unsuspend'] as const;
  for (const name of stateActions) {
    app.post(
      `${base}/:memberId/${name}`,
      { config: write, schema: { tags, ...action, body: reasonBodySchema } },
      async (request) => members[name](actor(request), request.params.memberId, request.body.reason),
    );
  }

  app.post(
    `${base}/:memberId/close`,
    { config: write, schema: { tags, ...action, body: closureSchema } },
    async (request) => members.close(actor(request), request.params.memberId, request.body),
  );
};
