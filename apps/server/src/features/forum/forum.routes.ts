import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { axisParams } from '@foro/shared/axes/schemas';
import {
  threadListSchema,
  threadPageQuery,
  threadPageSchema,
  threadParams,
  threadPostSchema,
} from '@foro/shared/forum/schemas';
import { memberWriteLimit } from '../../lib/write-limit.ts';
import { requireMember } from '../../plugins/member.ts';

export const forumRoutes: FastifyPluginAsyncZod = async (app) => {
  const { forum } = app.services;
  const tags = ['forum'];

  app.get(
    '/api/axis/:slug/threads',
    {
      config: { access: 'member', cache: 'private' },
      schema: { tags, params: axisParams, response: { 200: threadListSchema } },
    },
    async (request) => {
      return forum.threads(request.params.slug, requireMember(request));
    },
  );

  app.get(
    '/api/axis/:slug/threads/:slugThread/posts',
    {
      config: { access: 'member', cache: 'private' },
      schema: {
        tags,
        params: threadParams,
        querystring: threadPageQuery,
        response: { 200: threadPageSchema },
      },
    },
    async (request) => {
      return forum.thread(
        request.params.slug,
        request.params.slugThread,
        request.query.page,
        requireMember(request),
      );
    },
  );

  app.post(
    '/api/axis/threads/post',
    {
      config: { access: 'member', rateLimit: memberWriteLimit(20) },
      schema: { tags, body: threadPostSchema, response: { 200: threadPageSchema } },
    },
    async (request) => forum.reply(request.body.id, requireMember(request), request.body.postContent),
  );
};
