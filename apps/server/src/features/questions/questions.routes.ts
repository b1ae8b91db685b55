import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminQuestionSchema,
  exportQuery,
  myQuestionsSchema,
  questionFlagsSchema,
  questionListQuery,
  questionPageSchema,
  questionParams,
  questionSourcesSchema,
} from '@foro/shared/questions/admin-schemas';
import { requireMember } from '../../plugins/member.ts';

const slugParams = z.object({ slug: z.string().min(1).max(200) });

/**
 * Questions for speakers and experts (docs/product/inbox.md#questions): the back office's routes
 * (staff only, never cached) and the member's own list on /encuentros/{slug}/interactua.
 */
export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { questions } = app.services;
  const tags = ['admin'];
  const read = { access: 'staff' as const, cache: 'private' as const };

  app.get(
    '/api/admin/questions',
    {
      config: { ...read, errors: ['NOT_FOUND'] },
      schema: { tags, querystring: questionListQuery, response: { 200: questionPageSchema } },
    },
    async (request) => questions.list(request.query),
  );

  app.get(
    '/api/admin/questions/sources',
    { config: read, schema: { tags, response: { 200: questionSourcesSchema } } },
    async () => questions.sources(),
  );

  app.get(
    '/api/admin/questions/export',
    {
      config: { ...read, errors: ['NOT_FOUND'] },
      schema: { tags, querystring: exportQuery, produces: ['text/csv'] },
    },
    async (request, reply) => {
      const file = await questions.csv(request.query.source, request.query.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );

  app.post(
    '/api/admin/questions/:source/:questionId',
    {
      config: { access: 'staff', errors: ['NOT_FOUND'] },
      schema: {
        tags,
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

  app.get(
    '/api/meeting/:slug/questions/mine',
    {
      config: { access: 'member', cache: 'private' },
      schema: { tags: ['meetings'], params: slugParams, response: { 200: myQuestionsSchema } },
    },
    async (request) => questions.mine(request.params.slug, requireMember(request).id),
  );
};
