import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishSchema } from '@foro/shared/admin/schemas';
import {
  adminTestAxesSchema,
  adminTestPageSchema,
  adminTestQuery,
  adminTestSchema,
  testCreateSchema,
  testIdParams,
  testRevisionSchema,
  testUpdateSchema,
} from '@foro/shared/tests/admin-schemas';
import { requireMember } from '../../plugins/member.ts';

/** Practical cases in the back office (docs/product/tests.md#back-office): staff only, never cached. */
export const testsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { testsAdmin } = app.services;
  const tags = ['admin'];
  const read = { access: 'staff' as const, cache: 'private' as const };
  const write = { access: 'staff' as const };
  const actor = (request: Parameters<typeof requireMember>[0]) => {
    const user = requireMember(request);
    return { id: user.id, email: user.email };
  };
  const ok = { 200: adminTestSchema };

  app.get(
    '/api/admin/tests/axes',
    { config: read, schema: { tags, response: { 200: adminTestAxesSchema } } },
    async () => testsAdmin.axes(),
  );

  app.get(
    '/api/admin/tests',
    { config: read, schema: { tags, querystring: adminTestQuery, response: { 200: adminTestPageSchema } } },
    async (request) => testsAdmin.list(request.query),
  );

  app.post(
    '/api/admin/tests',
    { config: write, schema: { tags, body: testCreateSchema, response: ok } },
    async (request) => testsAdmin.create(actor(request), request.body),
  );

  app.get(
    '/api/admin/tests/:testId',
    { config: read, schema: { tags, params: testIdParams, response: ok } },
    async (request) => testsAdmin.get(request.params.testId),
  );

  app.put(
    '/api/admin/tests/:testId',
    { config: write, schema: { tags, params: testIdParams, body: testUpdateSchema, response: ok } },
    async (request) => testsAdmin.update(actor(request), request.params.testId, request.body),
  );

  app.post(
    '/api/admin/tests/:testId/publish',
    { config: write, schema: { tags, params: testIdParams, body: publishSchema, response: ok } },
    async (request) => testsAdmin.publish(actor(request), request.params.testId, request.body),
  );

  for (const action of ['unpublish', 'archive', 'restore'] as const)
    app.post(
      `/api/admin/tests/:testId/${action}`,
      { config: write, schema: { tags, params: testIdParams, body: testRevisionSchema, response: ok } },
      async (request) => testsAdmin[action](actor(request), request.params.testId, request.body.revision),
    );

  app.post(
    '/api/admin/tests/:testId/new-version',
    { config: write, schema: { tags, params: testIdParams, response: ok } },
    async (request) => testsAdmin.newVersion(actor(request), request.params.testId),
  );
};
