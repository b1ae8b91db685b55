import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  moderationCountsSchema,
  reportIdParams,
  reportListQuery,
  reportPageSchema,
} from '@foro/shared/moderation/schemas';
import { statusSchema } from '@foro/shared/meetings/schemas';
import {
  heldPostListSchema,
  watchedWordInput,
  watchedWordListSchema,
  watchedWordParams,
} from '@foro/shared/moderation/watched-words';
import { requireMember } from '../../plugins/member.ts';
import { postModerationRoutes } from './moderation.routes.ts';

/** The back office's moderation queue (docs/decisions/0038-moderation.md). Staff only, never cached. */
export const moderationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moderation, watchedWords } = app.services;
  const tags = ['admin'];
  const staff = { access: 'staff' as const, cache: 'private' as const };
  const base = '/api/admin/moderation';

  app.get(
    `${base}/counts`,
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Los contadores de moderación: reportes abiertos y mensajes retenidos por palabras vigiladas',
        response: { 200: moderationCountsSchema },
      },
    },
    async () => ({ ...(await moderation.counts()), held: await watchedWords.heldCount() }),
  );

  app.get(
    `${base}/reports`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'La cola de reportes, abiertos o resueltos, por páginas',
        querystring: reportListQuery,
        response: { 200: reportPageSchema },
      },
    },
    async (request) => moderation.reports(requireMember(request), request.query),
  );

  app.post(
    `${base}/reports/:reportId/dismiss`,
    {
      config: { ...staff, errors: ['NOT_FOUND', 'CONFLICT'] },
      schema: {
        tags,
        summary: 'Descarta un reporte abierto: sale de la cola y el mensaje queda como está',
        params: reportIdParams,
        response: { 200: statusSchema },
      },
    },
    async (request) => moderation.dismiss(requireMember(request), request.params.reportId),
  );

  // Watched words (docs/decisions/0084-watched-words.md): the list, and the posts it holds for review.
  app.get(
    `${base}/watched-words`,
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Las palabras vigiladas: un mensaje de un miembro que contiene una queda retenido para revisión',
        response: { 200: watchedWordListSchema },
      },
    },
    async () => watchedWords.list(),
  );

  app.post(
    `${base}/watched-words`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Añade una palabra a las vigiladas',
        body: watchedWordInput,
        response: { 200: watchedWordListSchema },
      },
    },
    async (request) => watchedWords.add(requireMember(request), request.body),
  );

  app.delete(
    `${base}/watched-words/:id`,
    {
      config: { ...staff, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Quita una palabra de las vigiladas',
        params: watchedWordParams,
        response: { 200: watchedWordListSchema },
      },
    },
    async (request) => watchedWords.remove(requireMember(request), request.params.id),
  );

  app.get(
    `${base}/held`,
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Los mensajes retenidos por una palabra vigilada, los más antiguos primero, con la palabra de cada uno',
        response: { 200: heldPostListSchema },
      },
    },
    async () => watchedWords.held(),
  );

  postModerationRoutes(app, base, staff);
};
