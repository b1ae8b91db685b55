import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkResultSchema,
  inboxCountsSchema,
  messageAnswerSchema,
  messageIdParams,
  messageListQuery,
  messageMeetingsSchema,
  messagePageSchema,
  messageRowSchema,
  refuseSchema,
  requestIdsSchema,
  requestListQuery,
  requestPageSchema,
  requestRowSchema,
} from '@foro/shared/contact/admin-schemas';
import { requireMember } from '../../plugins/member.ts';

const requestIdParams = z.object({ requestId: z.string().min(1).max(64) });

/** The back office's inbox: invitation requests and meeting messages (docs/product/inbox.md). Staff only, never cached. */
export const contactAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { inbox, meetingMessages } = app.services;
  const tags = ['admin'];
  const read = { access: 'staff' as const, cache: 'private' as const };
  const write = { access: 'staff' as const };
  const actor = (request: Parameters<typeof requireMember>[0]) => {
    const user = requireMember(request);
    return { id: user.id, email: user.email };
  };
  const base = '/api/admin/invitation-requests';

  app.get(
    '/api/admin/inbox/counts',
    { config: read, schema: { tags, response: { 200: inboxCountsSchema } } },
    async () => inbox.counts(),
  );

  app.get(
    base,
    { config: read, schema: { tags, querystring: requestListQuery, response: { 200: requestPageSchema } } },
    async (request) => inbox.list(request.query),
  );

  app.get(
    `${base}/:requestId`,
    {
      config: { ...read, errors: ['NOT_FOUND'] },
      schema: { tags, params: requestIdParams, response: { 200: requestRowSchema } },
    },
    async (request) => inbox.get(request.params.requestId),
  );

  app.post(
    `${base}/accept`,
    { config: write, schema: { tags, body: requestIdsSchema, response: { 200: bulkResultSchema } } },
    async (request) => inbox.accept(actor(request), request.body.ids),
  );

  app.post(
    `${base}/refuse`,
    { config: write, schema: { tags, body: refuseSchema, response: { 200: bulkResultSchema } } },
    async (request) => inbox.refuse(actor(request), request.body),
  );

  app.post(
    `${base}/remind`,
    { config: write, schema: { tags, body: requestIdsSchema, response: { 200: bulkResultSchema } } },
    async (request) => inbox.remind(actor(request), request.body.ids),
  );

  // "Reenviar la invitación": a valid invitation, sent again with a new link (decision 0073).
  app.post(
    `${base}/resend`,
    { config: write, schema: { tags, body: requestIdsSchema, response: { 200: bulkResultSchema } } },
    async (request) => inbox.resend(actor(request), request.body.ids),
  );

  const messages = '/api/admin/meeting-messages';

  app.get(
    messages,
    { config: read, schema: { tags, querystring: messageListQuery, response: { 200: messagePageSchema } } },
    async (request) => meetingMessages.list(request.query),
  );

  app.get(
    `${messages}/meetings`,
    { config: read, schema: { tags, response: { 200: messageMeetingsSchema } } },
    async () => meetingMessages.meetings(),
  );

  app.post(
    `${messages}/:messageId/answer`,
    {
      config: { ...write, errors: ['NOT_FOUND', 'CONFLICT'] },
      schema: {
        tags,
        params: messageIdParams,
        body: messageAnswerSchema,
        response: { 200: messageRowSchema },
      },
    },
    async (request) => meetingMessages.answer(actor(request), request.params.messageId, request.body.answer),
  );

  app.post(
    `${messages}/:messageId/answered`,
    {
      config: { ...write, errors: ['NOT_FOUND'] },
      schema: { tags, params: messageIdParams, response: { 200: messageRowSchema } },
    },
    async (request) => meetingMessages.markAnswered(actor(request), request.params.messageId),
  );
};
