import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { revisionField } from '@foro/shared/admin/schemas';
import { adminOpenMasterclassSchema, openMasterclassUpdateSchema } from '@foro/shared/open-access/schemas';
import { requireMember } from '../../plugins/member.ts';

const answer = z.object({ masterclass: adminOpenMasterclassSchema.nullable() });
const revisionBody = z.object({ revision: revisionField });

/**
 * The open masterclass in the back office (docs/product/contact.md#open-masterclass): its title,
 * start, embeds and backgrounds, and whether visitors see it. Staff only, tag `admin`, never cached.
 */
export const openAccessAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { openAccess } = app.services;
  const tags = ['admin'];
  const staff = { access: 'staff', cache: 'private' } as const;
  const actor = (request: Parameters<typeof requireMember>[0]) => {
    const user = requireMember(request);
    return { id: user.id, email: user.email };
  };

  app.get(
    '/api/admin/open-masterclass',
    {
      config: staff,
      schema: {
        tags,
        summary: 'La masterclass abierta para editarla, o null si el portal aún no tiene ninguna',
        response: { 200: answer },
      },
    },
    async () => ({ masterclass: await openAccess.adminMasterclass() }),
  );

  app.put(
    '/api/admin/open-masterclass',
    {
      config: { ...staff, errors: ['CONFLICT'] },
      schema: {
        tags,
        summary:
          'Guarda la masterclass abierta: título, inicio, vídeo, chat y fondos (la primera vez la crea en borrador)',
        body: openMasterclassUpdateSchema,
        response: { 200: answer },
      },
    },
    async (request) => ({ masterclass: await openAccess.saveMasterclass(actor(request), request.body) }),
  );

  for (const [action, publish] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `/api/admin/open-masterclass/${action}`,
      {
        config: { ...staff, errors: ['CONFLICT', 'NOT_FOUND'] },
        schema: {
          tags,
          summary: publish
            ? 'Publica la masterclass abierta: los visitantes la ven'
            : 'Retira la masterclass abierta: los visitantes dejan de verla',
          body: revisionBody,
          response: { 200: answer },
        },
      },
      async (request) => ({
        masterclass: await openAccess.publishMasterclass(actor(request), request.body.revision, publish),
      }),
    );
  }
};
