import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOT_CHECK_CHALLENGE_URL } from '@foro/shared/botcheck/constants';
import { botCheckChallengeSchema } from '@foro/shared/botcheck/schemas';

/**
 * A person needs a challenge or two per protected form; a school behind one address may have many
 * people at once. Making a challenge costs one hash and no database write, so the limit only stops
 * a script from asking for thousands.
 */
const challengeLimit = { max: 60, timeWindow: '1 minute' };

export const botCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const { botcheck } = app.services;

  app.get(
    BOT_CHECK_CHALLENGE_URL,
    {
      config: { access: 'public', cache: 'no-store', rateLimit: challengeLimit },
      schema: {
        tags: ['botcheck'],
        summary:
          'Un reto anti-bots nuevo, firmado y de un solo uso, para el widget de los formularios públicos',
        response: { 200: botCheckChallengeSchema },
      },
    },
    async () => {
      // Every challenge is single-use: never from a cache.
      return botcheck.challenge();
    },
  );
};
