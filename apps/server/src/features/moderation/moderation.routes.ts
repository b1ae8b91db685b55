import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { axisParams } from '@foro/shared/axes/schemas';
import {
  moderationReasonSchema,
  newThreadAnswer,
  newThreadSchema,
  postParams,
  postStateSchema,
  reportListQuery,
  reportPageSchema,
  reportSchema,
  threadCloseSchema,
  threadIdParams,
  threadPinSchema,
  threadStateAnswer,
} from '@foro/shared/moderation/schemas';
import { statusSchema } from '@foro/shared/meetings/schemas';
import { memberWriteLimit } from '../../lib/write-limit.ts';
import { requireMember } from '../../plugins/member.ts';
import type { ModerationAction } from './moderation.service.ts';

const actions: ModerationAction[] = ['hide', 'restore', 'delete'];

/**
 * Moderation from the member pages (docs/decisions/0038-moderation.md): members report a post; coaches
 * (in the routes they coach) and staff hide, restore and delete posts and open, pin and close threads.
 * A coach outside their routes gets 403 from the service.
 */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moderation } = app.services;
  const tags = ['moderation'];
  const coach = { access: 'coach' as const, cache: 'private' as const, rateLimit: memberWriteLimit(60) };

  for (const action of actions)
    app.post(
      `/api/moderation/posts/:kind/:postId/${action}`,
      {
        config: { ...coach, errors: ['NOT_FOUND'] },
        schema: {
          tags,
          params: postParams,
          body: moderationReasonSchema,
          response: { 200: postStateSchema },
        },
      },
      async (request) =>
        moderation.act(
          requireMember(request),
          request.params.kind,
          request.params.postId,
          action,
          request.body.reason,
        ),
    );

  app.post(
    '/api/moderation/posts/:kind/:postId/report',
    {
      config: { access: 'member', rateLimit: memberWriteLimit(20), errors: ['NOT_FOUND', 'CONFLICT'] },
      schema: { tags, params: postParams, body: reportSchema, response: { 200: statusSchema } },
    },
    async (request) =>
      moderation.report(
        requireMember(request),
        request.params.kind,
        request.params.postId,
        request.body.reason,
      ),
  );

  app.get(
    '/api/moderation/reports',
    {
      config: { access: 'coach', cache: 'private' },
      schema: { tags, querystring: reportListQuery, response: { 200: reportPageSchema } },
    },
    async (request) => moderation.reports(requireMember(request), request.query),
  );

  app.post(
    '/api/axis/:slug/threads',
    {
      config: { ...coach, errors: ['NOT_FOUND'] },
      schema: { tags, params: axisParams, body: newThreadSchema, response: { 200: newThreadAnswer } },
    },
    async (request) => moderation.openThread(requireMember(request), request.params.slug, request.body),
  );

  app.post(
    '/api/moderation/threads/:threadId/pin',
    {
      config: { ...coach, errors: ['NOT_FOUND'] },
      schema: { tags, params: threadIdParams, body: threadPinSchema, response: { 200: threadStateAnswer } },
    },
    async (request) =>
      moderation.setThreadState(requireMember(request), request.params.threadId, {
        pinned: request.body.pinned,
      }),
  );

  app.post(
    '/api/moderation/threads/:threadId/close',
    {
      config: { ...coach, errors: ['NOT_FOUND'] },
      schema: { tags, params: threadIdParams, body: threadCloseSchema, response: { 200: threadStateAnswer } },
    },
    async (request) =>
      moderation.setThreadState(requireMember(request), request.params.threadId, {
        closed: request.body.closed,
      }),
  );
};
