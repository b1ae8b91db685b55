import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  moderationCountsSchema,
  reportIdParams,
  reportListQuery,
  reportPageSchema,
} from '@foro/shared/moderation/schemas';
import { statusSchema } from '@foro/shared/meetings/schemas';
import { requireMember } from '../../plugins/member.ts';
import { postModerationRoutes } from './moderation.routes.ts';

/** The back office's moderation queue (docs/decisions/0038-moderation.md). Staff only, never cached. */
export const moderationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moderation } = app.services;
  const tags = ['admin'];
  const staff = { access: 'staff' as const, cache: 'private' as const };
  const base = '/api/admin/moderation';

  app.get(
    `${base}/counts`,
    { config: staff, schema: { tags, response: { 200: moderationCountsSchema } } },
    async () => moderation.counts(),
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

  postModerationRoutes(app, base, staff);
};
