import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publishSchema } from '@foro/shared/admin/schemas';
import {
  adminHomeItemSchema,
  adminPageSchema,
  homeItemFieldsSchema,
  homeItemMoveSchema,
  homeItemUpdateSchema,
  pageKeys,
  pageLabels,
  pageUpdateSchema,
  revisionOnlySchema,
  type PageContent,
} from '@foro/shared/content/schemas';
import { requireMember } from '../../plugins/member.ts';

const idParams = z.object({ id: z.string().max(64) });

/**
 * The back office's side of the content feature (docs/product/admin.md): the 2022 home's items
 * (drafts, publication, order) and the pages staff edit. Staff only, tag `admin`, never cached.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content } = app.services;
  const tags = ['admin'];
  const staff = { access: 'staff', cache: 'private' } as const;
  const actor = (request: Parameters<typeof requireMember>[0]) => {
    const user = requireMember(request);
    return { id: user.id, email: user.email };
  };

  app.get(
    '/api/admin/home-items',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Los elementos de la portada 2022 en su orden, borradores y programados incluidos',
        response: { 200: z.array(adminHomeItemSchema) },
      },
    },
    async () => content.adminHomeItems(),
  );

  app.post(
    '/api/admin/home-items',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Crea un elemento de la portada 2022 en borrador, al final de la lista',
        body: homeItemFieldsSchema,
        response: { 201: adminHomeItemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await content.createHomeItem(actor(request), request.body)),
  );

  app.put(
    '/api/admin/home-items/:id',
    {
      config: { ...staff, errors: ['CONFLICT', 'NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Modifica el título, el extracto, la imagen o el enlace de un elemento de la portada 2022',
        params: idParams,
        body: homeItemUpdateSchema,
        response: { 200: adminHomeItemSchema },
      },
    },
    async (request) => content.updateHomeItem(actor(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/home-items/:id/publish',
    {
      config: { ...staff, errors: ['CONFLICT', 'NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Publica un elemento de la portada 2022 ahora o en la fecha indicada',
        params: idParams,
        body: publishSchema,
        response: { 200: adminHomeItemSchema },
      },
    },
    async (request) => content.publishHomeItem(actor(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/home-items/:id/unpublish',
    {
      config: { ...staff, errors: ['CONFLICT', 'NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Retira un elemento de la portada 2022 y lo deja en borrador',
        params: idParams,
        body: revisionOnlySchema,
        response: { 200: adminHomeItemSchema },
      },
    },
    async (request) => content.unpublishHomeItem(actor(request), request.params.id, request.body.revision),
  );

  app.post(
    '/api/admin/home-items/:id/move',
    {
      config: { ...staff, errors: ['CONFLICT', 'NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Sube o baja un puesto un elemento de la portada 2022 y devuelve la lista en su nuevo orden',
        params: idParams,
        body: homeItemMoveSchema,
        response: { 200: z.array(adminHomeItemSchema) },
      },
    },
    async (request) => content.moveHomeItem(actor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/home-items/:id',
    {
      config: { ...staff, errors: ['CONFLICT', 'NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Borra un elemento de la portada 2022',
        params: idParams,
        querystring: revisionOnlySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await content.deleteHomeItem(actor(request), request.params.id, request.query.revision);
      return reply.status(204).send(null);
    },
  );

  for (const key of pageKeys) {
    app.get(
      `/api/admin/pages/${key}`,
      {
        config: staff,
        schema: {
          tags,
          summary: `El contenido de «${pageLabels[key]}» para editarlo, con su revisión`,
          response: { 200: adminPageSchema(key) },
        },
      },
      async () => content.adminPage(key),
    );
    app.put(
      `/api/admin/pages/${key}`,
      {
        config: { ...staff, errors: ['CONFLICT', 'NOT_FOUND'] },
        schema: {
          tags,
          summary: `Guarda el contenido de «${pageLabels[key]}»; el portal lo muestra al momento`,
          body: pageUpdateSchema(key),
          response: { 200: adminPageSchema(key) },
        },
      },
      async (request) =>
        content.savePage(
          actor(request),
          key,
          request.body as { revision: number; content: PageContent<typeof key> },
        ),
    );
  }
};
