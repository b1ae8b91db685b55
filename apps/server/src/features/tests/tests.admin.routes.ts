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

/** The OpenAPI summary of each publication action registered in a loop below. */
const testActionSummaries: Record<'unpublish' | 'archive' | 'restore', string> = {
  unpublish: 'Retira el caso práctico publicado o programado y lo deja en borrador',
  archive: 'Archiva el caso práctico: deja de ofrecerse a los miembros y se conservan sus respuestas',
  restore: 'Saca el caso práctico del archivo y lo deja como estaba',
};

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
    {
      config: read,
      schema: {
        tags,
        summary: 'Los ejes, en su orden, para elegir el de un caso práctico',
        response: { 200: adminTestAxesSchema },
      },
    },
    async () => testsAdmin.axes(),
  );

  app.get(
    '/api/admin/tests',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Los casos prácticos por eje, texto y estado, los últimos modificados primero, con cuántos los resolvieron',
        querystring: adminTestQuery,
        response: { 200: adminTestPageSchema },
      },
    },
    async (request) => testsAdmin.list(request.query),
  );

  app.post(
    '/api/admin/tests',
    {
      config: write,
      schema: {
        tags,
        summary: 'Crea un caso práctico en borrador, al final de la lista de su eje',
        body: testCreateSchema,
        response: ok,
      },
    },
    async (request) => testsAdmin.create(actor(request), request.body),
  );

  app.get(
    '/api/admin/tests/:testId',
    {
      config: read,
      schema: {
        tags,
        summary: 'Un caso práctico para editarlo, con sus preguntas, cuántos lo resolvieron y sus versiones',
        params: testIdParams,
        response: ok,
      },
    },
    async (request) => testsAdmin.get(request.params.testId),
  );

  app.put(
    '/api/admin/tests/:testId',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Modifica un caso práctico; sus preguntas y respuestas ya no cambian cuando algún miembro lo resolvió',
        params: testIdParams,
        body: testUpdateSchema,
        response: ok,
      },
    },
    async (request) => testsAdmin.update(actor(request), request.params.testId, request.body),
  );

  app.post(
    '/api/admin/tests/:testId/publish',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Publica el caso práctico (10 preguntas) ahora o en una fecha; una versión nueva archiva la original',
        params: testIdParams,
        body: publishSchema,
        response: ok,
      },
    },
    async (request) => testsAdmin.publish(actor(request), request.params.testId, request.body),
  );

  for (const action of ['unpublish', 'archive', 'restore'] as const)
    app.post(
      `/api/admin/tests/:testId/${action}`,
      {
        config: write,
        schema: {
          tags,
          summary: testActionSummaries[action],
          params: testIdParams,
          body: testRevisionSchema,
          response: ok,
        },
      },
      async (request) => testsAdmin[action](actor(request), request.params.testId, request.body.revision),
    );

  app.post(
    '/api/admin/tests/:testId/new-version',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Crea una versión nueva del caso práctico: un borrador copiado que, al publicarse, archiva el original',
        params: testIdParams,
        response: ok,
      },
    },
    async (request) => testsAdmin.newVersion(actor(request), request.params.testId),
  );
};
