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
/** The OpenAPI summary of each publication action registered in a loop below. */
const axisActionSummaries: Record<'unpublish' | 'archive' | 'restore', string> = {
  unpublish: 'Retira el eje publicado o programado y lo deja en borrador',
  archive:
    'Archiva el eje: sale de las páginas de los miembros, que conservan sus visitas, mensajes y certificados',
  restore: 'Saca el eje del archivo y lo deja como estaba',
};

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
    {
      config: read,
      schema: {
        tags,
        summary:
          'Los ejes, los últimos modificados primero, con búsqueda por título o dirección y filtro por estado',
        querystring: axisListQuery,
        response: { 200: adminAxisPageSchema },
      },
    },
    async (request) => axesAdmin.list(request.query),
  );

  app.post(
    '/api/admin/axes',
    {
      config: write([]),
      schema: {
        tags,
        summary:
          'Crea un eje en borrador con sus 8 paradas (la 5, masterclass; la 7, caso práctico; la 8, certificado)',
        body: axisCreateSchema,
        response: { 200: axisCreatedSchema },
      },
    },
    async (request) => axesAdmin.create(requireMember(request), request.body),
  );

  app.get(
    '/api/admin/axes/coach-candidates',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Las cuentas cuyo correo o nombre contiene el texto, para elegir los coaches de un eje (hasta 20)',
        querystring: accountQuery,
        response: { 200: z.array(accountCandidateSchema) },
      },
    },
    async (request) => axesAdmin.candidates(request.query.q),
  );

  app.get(
    '/api/admin/axes/:axisId',
    {
      config: { ...read, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'Un eje para editarlo: sus datos, el experto, las paradas, los coaches y el contenido relacionado',
        params: axisIdParams,
        response: { 200: adminAxisSchema },
      },
    },
    async (request) => axesAdmin.get(request.params.axisId),
  );

  app.put(
    '/api/admin/axes/:axisId',
    {
      config: write(),
      schema: {
        tags,
        summary: 'Modifica los datos del eje: título, dirección, fecha, posición, vídeo y ponente',
        params: axisIdParams,
        body: axisSaveSchema,
        response: { 200: revisionAnswer },
      },
    },
    async (request) => axesAdmin.update(requireMember(request), request.params.axisId, request.body),
  );

  app.put(
    '/api/admin/axes/:axisId/expert',
    {
      config: write(),
      schema: {
        tags,
        summary:
          'Modifica la ficha del experto o la experta del eje: nombre, foto, presentación y redes sociales',
        params: axisIdParams,
        body: expertSaveSchema,
        response: { 200: revisionAnswer },
      },
    },
    async (request) => axesAdmin.updateExpert(requireMember(request), request.params.axisId, request.body),
  );

  app.post(
    '/api/admin/axes/:axisId/publish',
    {
      config: write(),
      schema: {
        tags,
        summary: 'Publica el eje ahora o en la fecha indicada (si estaba archivado, lo saca del archivo)',
        params: axisIdParams,
        body: publishSchema,
        response: { 200: revisionAnswer },
      },
    },
    async (request) => axesAdmin.publish(requireMember(request), request.params.axisId, request.body),
  );

  for (const action of ['unpublish', 'archive', 'restore'] as const) {
    app.post(
      `/api/admin/axes/:axisId/${action}`,
      {
        config: write(),
        schema: {
          tags,
          summary: axisActionSummaries[action],
          params: axisIdParams,
          body: revisionOnly,
          response: { 200: revisionAnswer },
        },
      },
      async (request) =>
        axesAdmin[action](requireMember(request), request.params.axisId, request.body.revision),
    );
  }

  app.get(
    '/api/admin/axes/:axisId/steps/:stepCount',
    {
      config: { ...read, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Una parada del eje para editarla, con sus botones',
        params: stepParamsAdmin,
        response: { 200: adminStepSchema },
      },
    },
    async (request) => axesAdmin.step(request.params.axisId, request.params.stepCount),
  );

  app.put(
    '/api/admin/axes/:axisId/steps/:stepCount',
    {
      config: write(),
      schema: {
        tags,
        summary:
          'Modifica una parada del eje y sus botones; los botones quitados que algún miembro pulsó se archivan',
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
      schema: {
        tags,
        summary:
          'Guarda los coaches del eje: sus cuentas pasan a coach y las que ya no llevan ningún eje, a miembro',
        params: axisIdParams,
        body: coachesSaveSchema,
        response: { 200: revisionAnswer },
      },
    },
    async (request) => axesAdmin.saveCoaches(requireMember(request), request.params.axisId, request.body),
  );

  app.put(
    '/api/admin/axes/:axisId/related',
    {
      config: write(),
      schema: {
        tags,
        summary:
          'Guarda el contenido relacionado del eje por grupos: experto, documentos, podcast, animaciones y vídeos',
        params: axisIdParams,
        body: relatedSaveSchema,
        response: { 200: revisionAnswer },
      },
    },
    async (request) => axesAdmin.saveRelated(requireMember(request), request.params.axisId, request.body),
  );

  app.get(
    '/api/admin/axes/:axisId/threads',
    {
      config: { ...read, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'Los hilos del foro del eje, los más recientes primero, con su coach, sus mensajes y si están cerrados o fijados',
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
        summary: 'Abre un hilo en el foro del eje con su título y, si se elige, el coach que lo guía',
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
      schema: {
        tags,
        summary: 'Cambia el título de un hilo del eje o el coach que lo guía',
        params: threadParamsAdmin,
        body: threadSaveSchema,
        response: { 200: revisionAnswer },
      },
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
      schema: {
        tags,
        summary: 'Cierra un hilo del eje (se lee pero no admite respuestas) o lo reabre',
        params: threadParamsAdmin,
        body: threadStateSchema,
        response: { 200: revisionAnswer },
      },
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
