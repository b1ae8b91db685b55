import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUBMISSION_KEY_HEADER, submissionHeaders } from '@foro/shared/http/submission';
import {
  adminPollListSchema,
  adminPollSchema,
  pollIdParams,
  pollInputSchema,
  pollListSchema,
  pollMeetingParams,
  pollsSlugParams,
  pollVoteParams,
  pollVoteSchema,
} from '@foro/shared/polls/schemas';
import { memberWriteLimit } from '../../lib/write-limit.ts';
import { requireMember } from '../../plugins/member.ts';

/** A member taps, changes their mind, taps again; a script cannot flood the counters. */
const voteLimit = memberWriteLimit(60);
/** The host prepares a handful of polls; the same allowance as a member's comments. */
const createLimit = memberWriteLimit(30);

/**
 * A live meeting's polls (issue 33 §3, docs/decisions/0061-polls.md): members list and
 * vote on /api/meeting/{slug}/polls; the meeting's host and staff run them under /api/admin/polls
 * (`access: 'host'`, docs/decisions/0050-meeting-hosts.md).
 */
export const pollsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { polls } = app.services;
  const tags = ['admin'];
  /** A poll's routes: the host of the poll's meeting (an unknown poll is refused to a host, 403). */
  const pollHost = {
    access: 'host' as const,
    hostOf: (request: FastifyRequest) => polls.meetingOf((request.params as { pollId: string }).pollId),
    errors: ['NOT_FOUND' as const, 'CONFLICT' as const],
  };
  const meetingHost = {
    access: 'host' as const,
    hostOf: (request: FastifyRequest) => (request.params as { meetingId: string }).meetingId,
  };
  const actorOf = (request: FastifyRequest) => {
    const user = requireMember(request);
    return { id: user.id, email: user.email };
  };

  app.get(
    '/api/meeting/:slug/polls',
    {
      config: { access: 'member', cache: 'private', errors: ['NOT_FOUND'] },
      schema: {
        tags: ['meetings'],
        summary:
          'Las encuestas abiertas y cerradas del encuentro y el voto del miembro; resultados tras votar o al cerrarse',
        params: pollsSlugParams,
        response: { 200: pollListSchema },
      },
    },
    async (request) => polls.list(request.params.slug, requireMember(request)),
  );

  app.post(
    '/api/meeting/:slug/polls/:pollId/vote',
    {
      config: { access: 'member', rateLimit: voteLimit, errors: ['NOT_FOUND', 'CONFLICT'] },
      schema: {
        tags: ['meetings'],
        summary:
          'Vota una opción de una encuesta abierta, o cambia el voto, y devuelve las encuestas del encuentro',
        params: pollVoteParams,
        body: pollVoteSchema,
        response: { 200: pollListSchema },
      },
    },
    async (request) =>
      polls.vote(request.params.slug, requireMember(request), request.params.pollId, request.body.option),
  );

  app.get(
    '/api/admin/polls/meetings/:meetingId',
    {
      config: { ...meetingHost, cache: 'private' as const, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'Las encuestas del encuentro para su anfitrión y el personal, borradores incluidos, con sus votos',
        params: pollMeetingParams,
        response: { 200: adminPollListSchema },
      },
    },
    async (request) => polls.adminList(request.params.meetingId),
  );

  app.get(
    '/api/admin/polls/meetings/:meetingId/export',
    {
      config: { ...meetingHost, cache: 'private' as const, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'Los resultados de las encuestas del encuentro como CSV: una fila por opción, con votos y porcentaje',
        params: pollMeetingParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const file = await polls.csv(request.params.meetingId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );

  app.post(
    '/api/admin/polls/meetings/:meetingId',
    {
      config: { ...meetingHost, rateLimit: createLimit, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Prepara una encuesta del encuentro en borrador: una pregunta y de 2 a 6 opciones',
        params: pollMeetingParams,
        headers: submissionHeaders,
        body: pollInputSchema,
        response: { 200: adminPollSchema },
      },
    },
    async (request) =>
      polls.create(
        actorOf(request),
        request.params.meetingId,
        request.body,
        request.headers[SUBMISSION_KEY_HEADER],
      ),
  );

  app.post(
    '/api/admin/polls/:pollId/open',
    {
      config: pollHost,
      schema: {
        tags,
        summary: 'Abre una encuesta en borrador: las páginas del encuentro la muestran al momento',
        params: pollIdParams,
        response: { 200: adminPollSchema },
      },
    },
    async (request) => polls.open(actorOf(request), request.params.pollId),
  );

  app.post(
    '/api/admin/polls/:pollId/close',
    {
      config: pollHost,
      schema: {
        tags,
        summary: 'Cierra una encuesta abierta: no admite más votos y sus resultados se muestran a todos',
        params: pollIdParams,
        response: { 200: adminPollSchema },
      },
    },
    async (request) => polls.close(actorOf(request), request.params.pollId),
  );

  app.delete(
    '/api/admin/polls/:pollId',
    {
      config: pollHost,
      schema: {
        tags,
        summary: 'Borra una encuesta en borrador (una abierta o cerrada conserva sus votos)',
        params: pollIdParams,
        response: { 200: z.object({ status: z.literal(true) }) },
      },
    },
    async (request) => {
      await polls.remove(actorOf(request), request.params.pollId);
      return { status: true as const };
    },
  );
};
