import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminQuestionSchema,
  answeringResultSchema,
  answeringSchema,
  exportQuery,
  meetingIdParams,
  questionModeSchema,
  myQuestionsSchema,
  questionFlagsSchema,
  questionListQuery,
  questionPageSchema,
  questionAnswerSchema,
  questionParams,
  questionSourcesSchema,
  type QuestionSource,
} from '@foro/shared/questions/admin-schemas';
import {
  sharedQuestionListSchema,
  sharedQuestionsQuery,
  voteParams,
  voteResultSchema,
  voteSchema,
} from '@foro/shared/questions/shared-list';
import { memberWriteLimit } from '../../lib/write-limit.ts';
import { requireMember } from '../../plugins/member.ts';
import { staffZoneOfRequest } from '../../lib/staff-zone.ts';

const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** A member votes and withdraws often while the list moves; a script cannot flood the counters. */
const voteLimit = memberWriteLimit(60);

/**
 * Questions for speakers and experts (docs/product/inbox.md#questions): the back office's routes
 * (never cached; staff, and for one meeting's list, marks, "Responder ahora" and export also that
 * meeting's host, docs/decisions/0050-meeting-hosts.md), the member's own list on
 * /encuentros/{slug}/interactua and, when the meeting shares its questions, the approved list and its
 * votes (docs/decisions/0045-question-votes.md).
 */
export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { questions } = app.services;
  const tags = ['admin'];
  const read = { access: 'staff' as const, cache: 'private' as const };
  /** Staff, or the host of the meeting named by `?source=meeting&id=`. */
  const hostRead = {
    access: 'host' as const,
    cache: 'private' as const,
    hostOf: (request: FastifyRequest) => {
      const query = request.query as { source: QuestionSource; id: string };
      return query.source === 'meeting' ? query.id : undefined;
    },
  };

  app.get(
    '/api/admin/questions',
    {
      config: { ...hostRead, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'Las preguntas al ponente de un encuentro o de una ruta, por páginas, con sus marcas y respuestas',
        querystring: questionListQuery,
        response: { 200: questionPageSchema },
      },
    },
    async (request) => questions.list(request.query),
  );

  app.get(
    '/api/admin/questions/sources',
    {
      config: read,
      schema: {
        tags,
        summary: 'Los encuentros desde ayer y las rutas que tienen preguntas, con cuántas tiene cada uno',
        response: { 200: questionSourcesSchema },
      },
    },
    async () => questions.sources(),
  );

  app.get(
    '/api/admin/questions/export',
    {
      config: { ...hostRead, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'Las preguntas de un encuentro o de una ruta como CSV, con las fechas en la zona del personal',
        querystring: exportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const file = await questions.csv(
        request.query.source,
        request.query.id,
        await staffZoneOfRequest(app, request),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );

  app.post(
    '/api/admin/questions/:source/:questionId',
    {
      config: {
        access: 'host',
        // The question's meeting: an unknown question is refused to a host (403) as to anyone not staff.
        hostOf: (request) => {
          const params = request.params as { source: QuestionSource; questionId: string };
          return questions.meetingOf(params.source, params.questionId);
        },
        errors: ['NOT_FOUND'],
      },
      schema: {
        tags,
        summary:
          'Marca una pregunta como destacada, respondida, oculta o aprobada (o quita la marca); queda auditado',
        params: questionParams,
        body: questionFlagsSchema,
        response: { 200: adminQuestionSchema },
      },
    },
    async (request) => {
      const user = requireMember(request);
      return questions.flag(
        { id: user.id, email: user.email },
        request.params.source,
        request.params.questionId,
        request.body,
      );
    },
  );

  app.put(
    '/api/admin/questions/:source/:questionId/answer',
    {
      config: {
        access: 'host',
        // The question's meeting: a route's question or an unknown one is for staff only (403 to a host).
        hostOf: (request) => {
          const params = request.params as { source: QuestionSource; questionId: string };
          return questions.meetingOf(params.source, params.questionId);
        },
        errors: ['NOT_FOUND', 'CONFLICT'],
      },
      schema: {
        tags,
        summary:
          'Escribe o corrige la respuesta a una pregunta; la primera vez se avisa por correo a quien la hizo',
        params: questionParams,
        body: questionAnswerSchema,
        response: { 200: adminQuestionSchema },
      },
    },
    async (request) => {
      const user = requireMember(request);
      return questions.answer(
        { id: user.id, email: user.email },
        request.params.source,
        request.params.questionId,
        request.body,
      );
    },
  );

  app.get(
    '/api/meeting/:slug/questions/mine',
    {
      config: { access: 'member', cache: 'private' },
      schema: {
        tags: ['meetings'],
        summary:
          'Las preguntas del miembro al ponente del encuentro, las más recientes primero, con su respuesta si la hay',
        params: slugParams,
        response: { 200: myQuestionsSchema },
      },
    },
    async (request) => questions.mine(request.params.slug, requireMember(request).id),
  );

  app.post(
    '/api/admin/questions/meetings/:meetingId/mode',
    {
      config: { access: 'staff', errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'Decide si las preguntas de un encuentro quedan con el equipo o se comparten aprobadas con todos',
        params: meetingIdParams,
        body: questionModeSchema,
        response: { 200: questionModeSchema },
      },
    },
    async (request) => {
      const user = requireMember(request);
      return questions.setMode(
        { id: user.id, email: user.email },
        request.params.meetingId,
        request.body.mode,
      );
    },
  );

  app.post(
    '/api/admin/questions/meetings/:meetingId/answering',
    {
      config: {
        access: 'host',
        hostOf: (request) => (request.params as { meetingId: string }).meetingId,
        errors: ['NOT_FOUND', 'CONFLICT'],
      },
      schema: {
        tags,
        summary:
          'Señala la pregunta que el ponente responde ahora («Respondiendo ahora»), o la quita con null',
        params: meetingIdParams,
        body: answeringSchema,
        response: { 200: answeringResultSchema },
      },
    },
    async (request) => {
      const user = requireMember(request);
      return questions.answerNow(
        { id: user.id, email: user.email },
        request.params.meetingId,
        request.body.questionId,
      );
    },
  );

  app.get(
    '/api/meeting/:slug/questions',
    {
      config: { access: 'member', cache: 'private', errors: ['NOT_FOUND', 'FORBIDDEN'] },
      schema: {
        tags: ['meetings'],
        summary:
          'Las preguntas aprobadas del encuentro, por votos o por hora, cuando el encuentro las comparte con todos',
        params: slugParams,
        querystring: sharedQuestionsQuery,
        response: { 200: sharedQuestionListSchema },
      },
    },
    async (request) => questions.sharedList(request.params.slug, requireMember(request), request.query.sort),
  );

  app.post(
    '/api/meeting/:slug/questions/:questionId/vote',
    {
      config: { access: 'member', rateLimit: voteLimit, errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'] },
      schema: {
        tags: ['meetings'],
        summary:
          'Vota una pregunta aprobada de otro miembro o retira el voto (si el encuentro comparte sus preguntas)',
        params: voteParams,
        body: voteSchema,
        response: { 200: voteResultSchema },
      },
    },
    async (request) =>
      questions.vote(
        request.params.slug,
        requireMember(request),
        request.params.questionId,
        request.body.voted,
      ),
  );
};
