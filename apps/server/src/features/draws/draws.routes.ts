import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentEditionSchema,
  drawIdParams,
  drawInputSchema,
  editionDetailSchema,
  editionIdParams,
  editionInputSchema,
  editionListSchema,
  myDrawEntriesSchema,
  passInputSchema,
  pickParams,
  publicDrawSchema,
} from '@foro/shared/draws/schemas';
import { requireMember } from '../../plugins/member.ts';

/**
 * The prize draws (docs/product/draws.md): the current edition and each draw's published data for
 * anyone, and the back office's editions, entries, draw and winners for staff.
 */
export const drawsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { draws } = app.services;
  const tags = ['admin'];
  const read = { access: 'staff' as const, cache: 'private' as const, errors: ['NOT_FOUND' as const] };
  const write = { access: 'staff' as const, errors: ['NOT_FOUND' as const, 'CONFLICT' as const] };
  const actor = (request: Parameters<typeof requireMember>[0]) => {
    const user = requireMember(request);
    return { id: user.id, email: user.email };
  };

  app.get(
    '/api/draws/current',
    {
      config: { access: 'public' },
      schema: {
        tags: ['draws'],
        summary:
          'La edición vigente del sorteo: periodo, premios y, por sorteo, el compromiso de la semilla o su resultado',
        response: { 200: currentEditionSchema },
      },
    },
    async () => draws.current(),
  );

  app.get(
    '/api/draws/my-entries',
    {
      config: { access: 'member', cache: 'private' },
      schema: {
        tags: ['draws'],
        summary:
          'Los códigos de participación del miembro en cada sorteo celebrado, para encontrarlos en la lista publicada',
        response: { 200: myDrawEntriesSchema },
      },
    },
    async (request) => draws.myEntries(requireMember(request).id),
  );

  app.get(
    '/api/draws/:drawId',
    {
      config: { access: 'public', errors: ['NOT_FOUND'] },
      schema: {
        tags: ['draws'],
        summary:
          'Los datos publicados de un sorteo para comprobarlo: semilla, lista de participaciones, su hash y el resultado',
        params: drawIdParams,
        response: { 200: publicDrawSchema },
      },
    },
    async (request) => draws.publicDraw(request.params.drawId),
  );

  const base = '/api/admin/draws';

  app.get(
    `${base}/editions`,
    {
      config: read,
      schema: { tags, summary: 'Las ediciones del sorteo', response: { 200: editionListSchema } },
    },
    async () => draws.list(),
  );

  app.post(
    `${base}/editions`,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Crea una edición del sorteo y sus dos sorteos, con la semilla comprometida',
        body: editionInputSchema,
        response: { 200: editionDetailSchema },
      },
    },
    async (request) => draws.create(actor(request), request.body),
  );

  app.get(
    `${base}/editions/:editionId`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Una edición: sus sorteos, las participaciones válidas y las excluidas con su motivo, los ganadores',
        params: editionIdParams,
        response: { 200: editionDetailSchema },
      },
    },
    async (request) => draws.detail(request.params.editionId),
  );

  app.put(
    `${base}/editions/:editionId`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Modifica el periodo, los premios y las exclusiones de una edición',
        params: editionIdParams,
        body: editionInputSchema,
        response: { 200: editionDetailSchema },
      },
    },
    async (request) => draws.update(actor(request), request.params.editionId, request.body),
  );

  app.post(
    `${base}/:drawId/draw`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Celebra el sorteo tras confirmar el número de participaciones y el compromiso: congela la lista y elige ganador y suplentes con la semilla',
        params: drawIdParams,
        body: drawInputSchema,
        response: { 200: editionDetailSchema },
      },
    },
    async (request) => draws.draw(actor(request), request.params.drawId, request.body),
  );

  app.post(
    `${base}/:drawId/picks/:entryId/notify`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Envía el correo al ganador (o al suplente de turno) con el plazo de 48 horas',
        params: pickParams,
        response: { 200: editionDetailSchema },
      },
    },
    async (request) => draws.notify(actor(request), request.params.drawId, request.params.entryId),
  );

  app.post(
    `${base}/:drawId/picks/:entryId/accept`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Registra que el ganador avisado aceptó el premio',
        params: pickParams,
        response: { 200: editionDetailSchema },
      },
    },
    async (request) => draws.accept(actor(request), request.params.drawId, request.params.entryId),
  );

  app.post(
    `${base}/:drawId/picks/:entryId/pass`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Pasa el premio al siguiente suplente, con el motivo',
        params: pickParams,
        body: passInputSchema,
        response: { 200: editionDetailSchema },
      },
    },
    async (request) =>
      draws.pass(actor(request), request.params.drawId, request.params.entryId, request.body.note),
  );
};
