import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reactionAcceptedSchema,
  reactionInputSchema,
  reactionReportSchema,
} from '@foro/shared/reactions/schemas';
import { requireMember } from '../../plugins/member.ts';
import { staffZoneOfRequest } from '../../lib/staff-zone.ts';

const slugParams = z.object({ slug: z.string().min(1).max(200) });
const meetingIdParams = z.object({ meetingId: z.string().min(1).max(36) });

/**
 * Reactions on the live page (docs/decisions/0062-reactions.md): members tap, open pages hear the
 * totals on the meeting's live stream; the meeting's host and staff read them per minute.
 */
export const reactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reactions } = app.services;

  // No rate limit refuses a tap: a member's taps beyond three a second are accepted and not counted.
  app.post(
    '/api/meeting/:slug/reactions',
    {
      config: { access: 'member', errors: ['NOT_FOUND', 'CONFLICT'] },
      schema: {
        tags: ['meetings'],
        summary: 'Envía una reacción al encuentro en directo',
        params: slugParams,
        body: reactionInputSchema,
        response: { 202: reactionAcceptedSchema },
      },
    },
    async (request, reply) => {
      const result = await reactions.react(request.params.slug, requireMember(request), request.body.kind);
      return reply.code(202).send(result);
    },
  );

  app.get(
    '/api/admin/reactions/meetings/:meetingId',
    {
      config: {
        access: 'host',
        cache: 'private',
        hostOf: (request) => (request.params as { meetingId: string }).meetingId,
        errors: ['NOT_FOUND'],
      },
      schema: {
        tags: ['admin'],
        summary: 'Las reacciones al encuentro por minuto y sus totales, para su anfitrión y el personal',
        params: meetingIdParams,
        response: { 200: reactionReportSchema },
      },
    },
    async (request) => reactions.report(request.params.meetingId),
  );

  app.get(
    '/api/admin/reactions/meetings/:meetingId/export',
    {
      config: {
        access: 'host',
        cache: 'private',
        hostOf: (request) => (request.params as { meetingId: string }).meetingId,
        errors: ['NOT_FOUND'],
      },
      schema: {
        tags: ['admin'],
        summary: 'Las reacciones al encuentro como CSV: una fila por minuto, una columna por tipo y el total',
        params: meetingIdParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const file = await reactions.csv(request.params.meetingId, await staffZoneOfRequest(app, request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );
};
