import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { homeItemSchema, pageAnswerSchema, pageKeys } from '@foro/shared/content/schemas';
import { jsonOf, sendKept } from '../../lib/public-answers.ts';

/**
 * The member pages' content (docs/product/content.md). Public and the same for every visitor, so
 * shared caches may keep it, but they ask again each time (`no-cache`): a change staff publish shows
 * at once. Staff may get drafts (a preview), so their answers are never stored.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content } = app.services;
  const tags = ['content'];
  const homeItems = z.array(homeItemSchema);
  const pageSummaries: Record<(typeof pageKeys)[number], string> = {
    about: 'Las cifras de la página «Quiénes somos»',
    'axis-block': 'El bloque de rutas de la portada 2022: su título y los tres fondos que alterna',
    'raffle-rules': 'Las bases del sorteo: título, fecha, introducción y secciones con su ancla',
    'cookies-policy':
      'La política de cookies: título, introducción y secciones, con la fecha del último cambio',
    'privacy-policy':
      'La política de privacidad: título, introducción y secciones, con la fecha del último cambio',
    'terms-of-use':
      'Las condiciones de uso: título, introducción y secciones, con la fecha del último cambio',
    'social-media-policy':
      'La política de redes sociales: título, introducción y secciones, con la fecha del último cambio',
    'home-2021': 'El titular y el texto de entrada de la portada 2021',
    'home-2022': 'El titular y el texto de entrada de la portada 2022',
  };

  app.get(
    '/api/items-home',
    {
      config: { access: 'public', cache: 'public-revalidate', keptAnswer: 'items-home' },
      schema: {
        tags,
        summary:
          'Los elementos publicados de la portada 2022, en el orden que fija el equipo, que ve también los borradores',
        response: { 200: homeItems },
      },
    },
    // Staff get drafts too; the cache plugin never lets their answers be stored. Everyone else gets the
    // kept answer (docs/performance.md#public-lists).
    async (request, reply) => {
      if (request.user?.role === 'staff') return content.homeItems(request.user);
      const answer = await app.publicAnswers.get('items-home', async () =>
        jsonOf(homeItems, await content.homeItems(null)),
      );
      return sendKept(request, reply, answer);
    },
  );

  for (const key of pageKeys) {
    app.get(
      `/api/pages/${key}`,
      {
        config: { access: 'public', cache: 'public-revalidate' },
        schema: { tags, summary: pageSummaries[key], response: { 200: pageAnswerSchema(key) } },
      },
      async () => content.page(key),
    );
  }
};
