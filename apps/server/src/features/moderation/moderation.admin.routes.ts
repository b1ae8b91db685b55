import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  moderationCountsSchema,
  reportIdParams,
  reportListQuery,
  reportPageSchema,
} from '@foro/shared/moderation/schemas';
import { statusSchema } from '@foro/shared/meetings/schemas';
import {
  heldPostListSchema,
  watchedWordInput,
  watchedWordListSchema,
  watchedWordParams,
} from '@foro/shared/moderation/watched-words';
import { requireMember } from '../../plugins/member.ts';
import { postModerationRoutes } from './moderation.routes.ts';

/** The back office's moderation queue (docs/decisions/0038-moderation.md). Staff only, never cached. */
export const moderationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moderation, watchedWords } = app.services;
  const tags = ['admin'];
  const staff = { access: 'staff' as const, cache: 'private' as const };
  const base = '/api/admin/moderation';

  app.get(
    `${base}/counts`,
    { config: staff, schema: { tags, response: { 200: moderationCountsSchema } } },
    async () => ({ ...(await moderation.counts()), held: await watchedWords.heldCount() }),
  );

  app.get(
    `${base}/reports`,
    { config: staff, schema: { tags, querystring: reportListQuery, response: { 200: reportPageSchema } } },
    async (request) => moderation.reports(requireMember(request), request.query),
  );

  app.post(
    `${base}/reports/:reportId/dismiss`,
    {
      config: { ...staff, errors: ['NOT_FOUND', 'CONFLICT'] },
      schema: { tags, params: reportIdParams, response: { 200: statusSchema } },
    },
    async (request) => moderation.dismiss(requireMember(request), request.params.reportId),
  );

  // Watched words (docs/decisions/0084-watched-words.md): the list, and the posts it holds for review.
  app.get(
    `${base}/watched-words`,
    { config: staff, schema: { tags, response: { 200: watchedWordListSchema } } },
    async () => watchedWords.list(),
  );

  app.post(
    `${base}/watched-words`,
    {
      config: staff,
      schema: { tags, body: watchedWordInput, response: { 200: watchedWordListSchema } },
    },
    async (request) => watchedWords.add(requireMember(request), request.body),
  );

  app.delete(
    `${base}/watched-words/:id`,
    {
      config: { ...staff, errors: ['NOT_FOUND'] },
      schema: { tags, params: watchedWordParams, response: { 200: watchedWordListSchema } },
    },
    async (request) => watchedWords.remove(requireMember(request), request.params.id),
  );

  app.get(
    `${base}/held`,
    { config: staff, schema: { tags, response: { 200: heldPostListSchema } } },
    async () => watchedWords.held(),
  );

  postModerationRoutes(app, base, staff);
};
