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
    {
      config: read,
      schema: {
        tags,
        summary:
          'Los contadores de la bandeja: solicitudes de invitación nuevas y mensajes de encuentros sin responder',
        response: { 200: inboxCountsSchema },
      },
    },
    async () => inbox.counts(),
  );

  app.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Las solicitudes de invitación, las más recientes primero, por texto, estado, país y tipo de colegio',
        querystring: requestListQuery,
        response: { 200: requestPageSchema },
      },
    },
    async (request) => inbox.list(request.query),
  );

  app.get(
    `${base}/:requestId`,
    {
      config: { ...read, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Una solicitud de invitación: quién la hizo, su colegio, su estado y la invitación enviada',
        params: requestIdParams,
        response: { 200: requestRowSchema },
      },
    },
    async (request) => inbox.get(request.params.requestId),
  );

  app.post(
    `${base}/accept`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Envía una invitación a cada solicitud elegida, salvo a quien ya es miembro o tiene una vigente',
        body: requestIdsSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => inbox.accept(actor(request), request.body.ids),
  );

  app.post(
    `${base}/refuse`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Rechaza las solicitudes elegidas y, salvo que se pida lo contrario, envía un correo amable a cada persona',
        body: refuseSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => inbox.refuse(actor(request), request.body),
  );

  app.post(
    `${base}/remind`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Envía a las solicitudes elegidas de quienes ya son miembros un correo que explica cómo entrar',
        body: requestIdsSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => inbox.remind(actor(request), request.body.ids),
  );

  // "Reenviar la invitación": a valid invitation, sent again with a new link (decision 0073).
  app.post(
    `${base}/resend`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Reenvía la invitación vigente de las solicitudes elegidas con un enlace nuevo y la misma validez',
        body: requestIdsSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => inbox.resend(actor(request), request.body.ids),
  );

  const messages = '/api/admin/meeting-messages';

  app.get(
    messages,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Los mensajes de miembros sobre encuentros, los más recientes primero, por encuentro, estado o texto',
        querystring: messageListQuery,
        response: { 200: messagePageSchema },
      },
    },
    async (request) => meetingMessages.list(request.query),
  );

  app.get(
    `${messages}/meetings`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Los encuentros con mensajes, el más reciente primero, con cuántos tienen y cuántos esperan respuesta',
        response: { 200: messageMeetingsSchema },
      },
    },
    async () => meetingMessages.meetings(),
  );

  app.post(
    `${messages}/:messageId/answer`,
    {
      config: { ...write, errors: ['NOT_FOUND', 'CONFLICT'] },
      schema: {
        tags,
        summary: 'Responde por correo al mensaje de un miembro y guarda la respuesta (una sola por mensaje)',
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
      schema: {
        tags,
        summary: 'Marca un mensaje como respondido por otra vía, sin enviar correo',
        params: messageIdParams,
        response: { 200: messageRowSchema },
      },
    },
    async (request) => meetingMessages.markAnswered(actor(request), request.params.messageId),
  );
};
