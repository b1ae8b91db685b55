import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  meetingAdminSchema,
  meetingFormOptionsSchema,
  meetingIdParams,
  meetingInputSchema,
  meetingListQuery,
  meetingListSchema,
  meetingPublishSchema,
  meetingRemovalSchema,
  meetingRevisionSchema,
  meetingUpdateSchema,
} from '@foro/shared/meetings/admin-schemas';
import { requireMember } from '../../plugins/member.ts';

/** The OpenAPI summary of each publication action registered in a loop below. */
const meetingActionSummaries: Record<'unpublish' | 'archive' | 'restore', string> = {
  unpublish:
    'Retira el encuentro y lo deja en borrador; si no había terminado, avisa a sus inscritos de que se cancela',
  archive:
    'Archiva el encuentro; si estaba publicado y no había terminado, avisa a sus inscritos de que se cancela',
  restore: 'Saca el encuentro del archivo como borrador: volver a publicarlo es otro paso',
};

/**
 * Meetings in the back office (docs/product/admin.md): staff only, tag `admin`, never cached. Writes
 * answer the meeting as the editor shows it; a save from a stale copy answers 409 with `conflict`.
 */
export const meetingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { meetingsAdmin } = app.services;
  const tags = ['admin'];
  const staff = { access: 'staff', cache: 'private' } as const;
  const actor = (request: Parameters<typeof requireMember>[0]) => {
    const user = requireMember(request);
    return { id: user.id, email: user.email };
  };
  /** Writes on one meeting: unknown (404) or saved meanwhile by someone else (409). */
  const writeErrors = ['NOT_FOUND', 'CONFLICT'] as const;

  app.get(
    '/api/admin/meetings',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Los encuentros, los que empiezan más tarde primero, con búsqueda, estado de publicación y rango de fechas',
        querystring: meetingListQuery,
        response: { 200: meetingListSchema },
      },
    },
    async (request) => meetingsAdmin.list(request.query),
  );

  // What the editor needs from the server's configuration: the hosts a player may be embedded from.
  app.get(
    '/api/admin/meetings/form-options',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Los dominios desde los que el editor de encuentros permite insertar un reproductor',
        response: { 200: meetingFormOptionsSchema },
      },
    },
    async () => meetingsAdmin.formOptions(),
  );

  app.post(
    '/api/admin/meetings',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Crea un encuentro en borrador; sin dirección, la forma a partir del título',
        body: meetingInputSchema,
        response: { 201: meetingAdminSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await meetingsAdmin.create(request.body, actor(request))),
  );

  app.get(
    '/api/admin/meetings/:meetingId',
    {
      config: { ...staff, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'Un encuentro para editarlo, con su estado de publicación, sus inscritos y si los miembros ya lo usaron',
        params: meetingIdParams,
        response: { 200: meetingAdminSchema },
      },
    },
    async (request) => meetingsAdmin.get(request.params.meetingId),
  );

  app.put(
    '/api/admin/meetings/:meetingId',
    {
      config: { ...staff, errors: [...writeErrors] },
      schema: {
        tags,
        summary:
          'Modifica un encuentro; si está publicado y no ha terminado, avisa a los inscritos si cambia su horario o dirección',
        params: meetingIdParams,
        body: meetingUpdateSchema,
        response: { 200: meetingAdminSchema },
      },
    },
    async (request) => meetingsAdmin.update(request.params.meetingId, request.body, actor(request)),
  );

  app.post(
    '/api/admin/meetings/:meetingId/publish',
    {
      config: { ...staff, errors: [...writeErrors] },
      schema: {
        tags,
        summary:
          'Publica el encuentro ahora o en la fecha indicada (si estaba archivado, lo saca del archivo)',
        params: meetingIdParams,
        body: meetingPublishSchema,
        response: { 200: meetingAdminSchema },
      },
    },
    async (request) => meetingsAdmin.publish(request.params.meetingId, request.body, actor(request)),
  );

  for (const action of ['unpublish', 'archive', 'restore'] as const)
    app.post(
      `/api/admin/meetings/:meetingId/${action}`,
      {
        config: { ...staff, errors: [...writeErrors] },
        schema: {
          tags,
          summary: meetingActionSummaries[action],
          params: meetingIdParams,
          body: meetingRevisionSchema,
          response: { 200: meetingAdminSchema },
        },
      },
      async (request) =>
        meetingsAdmin[action](request.params.meetingId, request.body.revision, actor(request)),
    );

  // Removes a meeting members never used; one they used is archived instead (the answer says which).
  app.delete(
    '/api/admin/meetings/:meetingId',
    {
      config: { ...staff, errors: [...writeErrors] },
      schema: {
        tags,
        summary:
          'Borra un encuentro sin uso; si tiene inscritos, comentarios, mensajes, preguntas o certificados, lo archiva',
        params: meetingIdParams,
        querystring: meetingRevisionSchema,
        response: { 200: meetingRemovalSchema },
      },
    },
    async (request) => meetingsAdmin.remove(request.params.meetingId, request.query.revision, actor(request)),
  );
};
