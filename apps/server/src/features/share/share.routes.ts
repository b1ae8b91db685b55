import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localPicture, previewImage } from './share-image.ts';

const KEPT_MAX = 64;

/**
 * The 1200×630 pictures of link previews (docs/product/sharing.md). Each is made once per picture
 * with sharp and kept in memory: a link shared in a group is fetched by every phone that shows it.
 */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const markFile = path.join(app.config.webDist, 'favicon.svg');
  const mark = fs.existsSync(markFile) ? fs.readFileSync(markFile) : Buffer.from(FALLBACK_MARK);
  const kept = new Map<string, Promise<Buffer>>();
  const imageOf = (picture: string | undefined) => {
    const key = picture?.split(/[?#]/)[0] ?? '';
    let image = kept.get(key);
    if (!image) {
      if (kept.size >= KEPT_MAX) kept.clear();
      const where = { storage: app.mediaStorage, webDist: app.config.webDist };
      image = (picture ? localPicture(picture, where) : Promise.resolve(undefined)).then((source) =>
        previewImage(source, mark),
      );
      // A picture that cannot be read is not kept: the next request tries again.
      image.catch(() => kept.delete(key));
      kept.set(key, image);
    }
    return image;
  };

  app.get(
    '/api/share/image/portal',
    {
      config: { access: 'public', cache: 'public-day', staticFile: true },
      schema: {
        tags: ['share'],
        summary: 'Imagen de vista previa del portal (1200×630)',
        produces: ['image/jpeg'],
      },
    },
    async (_request, reply) => reply.type('image/jpeg').send(await imageOf(undefined)),
  );

  app.get(
    '/api/share/image/:kind/:slug',
    {
      config: { access: 'public', cache: 'public-hour', staticFile: true },
      schema: {
        tags: ['share'],
        summary: 'Imagen de vista previa de un encuentro o una ruta (1200×630)',
        params: z.object({ kind: z.enum(['meeting', 'axis']), slug: z.string().max(200) }),
        produces: ['image/jpeg'],
      },
    },
    async (request, reply) => {
      const picture = await app.services.share.picture(request.params.kind, request.params.slug);
      return reply.type('image/jpeg').send(await imageOf(picture));
    },
  );
};

const FALLBACK_MARK =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0a3a78"/></svg>';
