import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishSchema, revisionField } from '@foro/shared/admin/schemas';
import {
  accountCandidateSchema,
  accountQuery,
  adminAxisPageSchema,
  adminAxisSchema,
  adminStepSchema,
  adminThreadPageSchema,
  axisCreatedSchema,
  axisCreateSchema,
  axisIdParams,
  axisListQuery,
  axisSaveSchema,
  coachesSaveSchema,
  expertSaveSchema,
  relatedSaveSchema,
  stepParamsAdmin,
  stepSaveSchema,
  threadFormSchema,
  threadListQuery,
  threadParamsAdmin,
  threadSaveSchema,
  threadStateSchema,
} from '@foro/shared/axes/admin';
import { requireMember } from '../../plugins/member.ts';

const revisionAnswer = z.object({ revision: z.number().int() });
const revisionOnly = z.object({ revision: revisionField });

/**
 * The routes (ejes) in the back office (docs/product/axes.md#back-office): staff only, tag `admin`,
 * never cached; every change goes through the service, which audits it.
 */
export const axesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { axesAdmin } = app.services;
  const tags = ['admin'];
  const read = { access: 'staff' as const, cache: 'private' as const };
  const write = (errors: Array<'CONFLICT' | 'NOT_FOUND'> = ['CONFLICT', 'NOT_FOUND']) => ({
    access: 'staff' as const,
    cache: 'private' as const,
    errors,
  });

  app.get(
    '/api/admin/axes',
    { config: read, schema: { tags, querystring: axisListQuery, response: { 200: adminAxisPageSchema } } },
    async (request) => axesAdmin.list(request.query),
  );

  app.post(
    '/api/admin/axes',
    { config: write([]), schema: { tags, body: axisCreateSchema, response: { 200: axisCreatedSchema } } },
    async (request) => axesAdmin.create(requireMember(request), request.body),
  );

  app.get(
    '/api/admin/axes/coach-candidates',
    {
      config: read,
      schema: { tags, querystring: accountQuery, response: { 200: z.array(accountCandidateSchema) } },
    },
    async (request) => axesAdmin.candidates(request.query.q),
  );

  app.get(
    '/api/admin/axes/:axisId',
    {
      config: { ...read, errors: ['NOT_FOUND'] },
      schema: { tags, params: axisIdParams, response: { 200: adminAxisSchema } },
    },
    async (request) => axesAdmin.get(request.params.axisId),
  );

  app.put(
    '/api/admin/axes/:axisId',
    {
      config: write(),
      schema: { tags, params: axisIdParams, body: axisSaveSchema, response: { 200: revisionAnswer } },
    },
    async (request) => axesAdmin.update(requireMember(request), request.params.axisId, request.body),
  );

  app.put(
    '/api/admin/axes/:axisId/expert',
    {
      config: write(),
      schema: { tags, params: axisIdParams, body: expertSaveSchema, response: { 200: revisionAnswer } },
    },
    async (request) => axesAdmin.updateExpert(requireMember(request), request.params.axisId, request.body),
  );

  app.post(
    '/api/admin/axes/:axisId/publish',
    {
      config: write(),
      schema: { tags, params: axisIdParams, body: publishSchema, response: { 200: revisionAnswer } },
    },
    async (request) => axesAdmin.publish(requireMember(request), request.params.axisId, request.body),
  );

  for (const action of ['unpublish', 'archive', 'restore'] as const) {
    app.post(
      `/api/admin/axes/:axisId/${action}`,
      {
        config: write(),
        schema: { tags, params: axisIdParams, body: revisionOnly, response: { 200: revisionAnswer } },
      },
      async (request) =>
        axesAdmin[action](requireMember(request), request.params.axisId, request.body.revision),
    );
  }

  app.get(
    '/api/admin/axes/:axisId/steps/:stepCount',
    {
      config: { ...read, errors: ['NOT_FOUND'] },
      schema: { tags, params: stepParamsAdmin, response: { 200: adminStepSchema } },
    },
    async (request) => axesAdmin.step(request.params.axisId, request.params.stepCount),
  );

  app.put(
    '/api/admin/axes/:axisId/steps/:stepCount',
    {
      config: write(),
      schema: {
        tags,
        params: stepParamsAdmin,
        body: stepSaveSchema,
        response: {
          200: revisionAnswer.extend({
            text_inner: z.string(),
            /** The buttons as saved, with the ids of new ones. */
            buttons: z.array(z.object({ id: z.string(), url: z.string(), btn_text: z.string() })),
            /** Buttons removed that members had clicked: archived, not deleted. */
            archived_buttons: z.number().int(),
          }),
        },
      },
    },
    async (request) =>
      axesAdmin.updateStep(
        requireMember(request),
        request.params.axisId,
        request.params.stepCount,
        request.body,
      ),
  );

  app.put(
    '/api/admin/axes/:axisId/coaches',
    {
      config: write(),
      schema: { tags, params: axisIdParams, body: coachesSaveSchema, response: { 200: revisionAnswer } },
    },
    async (request) => axesAdmin.saveCoaches(requireMember(request), request.params.axisId, request.body),
  );

  app.put(
    '/api/admin/axes/:axisId/related',
    {
      config: write(),
      schema: { tags, params: axisIdParams, body: relatedSaveSchema, response: { 200: revisionAnswer } },
    },
    async (request) => axesAdmin.saveRelated(requireMember(request), request.params.axisId, request.body),
  );

  app.get(
    '/api/admin/axes/:axisId/threads',
    {
      config: { ...read, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        params: axisIdParams,
        querystring: threadListQuery,
        response: { 200: adminThreadPageSchema },
      },
    },
    async (request) => axesAdmin.threads(request.params.axisId, request.query),
  );

  app.post(
    '/api/admin/axes/:axisId/threads',
    {
      config: write(['NOT_FOUND']),
      schema: {
        tags,
        params: axisIdParams,
        body: threadFormSchema,
        response: { 200: z.object({ id: z.string(), slug: z.string() }) },
      },
    },
    async (request) => axesAdmin.createThread(requireMember(request), request.params.axisId, request.body),
  );

  app.put(
    '/api/admin/axes/:axisId/threads/:threadId',
    {
      config: write(),
      schema: { tags, params: threadParamsAdmin, body: threadSaveSchema, response: { 200: revisionAnswer } },
    },
    async (request) =>
      axesAdmin.updateThread(
        requireMember(request),
        request.params.axisId,
        request.params.threadId,
        request.body,
      ),
  );

  app.put(
    '/api/admin/axes/:axisId/threads/:threadId/state',
    {
      config: write(),
      schema: { tags, params: threadParamsAdmin, body: threadStateSchema, response: { 200: revisionAnswer } },
    },
    async (request) =>
      axesAdmin.setThreadClosed(
        requireMember(request),
        request.params.axisId,
        request.params.threadId,
        request.body,
      ),
  );
};
