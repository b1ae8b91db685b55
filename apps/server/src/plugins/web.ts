import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isPortalPath } from '@foro/shared/routes/paths';

/**
 * Serves the built web app: hashed assets cached for a year, `index.html` never cached, and the app
 * shell for every portal route of the route table (404 with the same shell for anything else).
 */
export const webApp = fp(async (app: FastifyInstance) => {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const root = app.config.webDist;
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ root }, 'web app not built: run `npm run build` to serve the portal');
    return;
  }
  await app.register(fastifyStatic, { root, serve: false, wildcard: false, preCompressed: true });

  const fileRoute = { access: 'public', staticFile: true } as const;

  app.get('/assets/*', { config: fileRoute, schema: { hide: true } }, (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    return reply.sendFile(path.join('assets', file), {
      immutable: true,
      maxAge: '365d',
      cacheControl: true,
    });
  });

  // Media the portal ships (demo images, clips, documents): not hashed, so cached for a day.
  app.get('/media/*', { config: fileRoute, schema: { hide: true } }, (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    return reply.sendFile(path.join('media', file), { maxAge: '1d', cacheControl: true });
  });

  for (const file of fs.readdirSync(root)) {
    const full = path.join(root, file);
    if (file === 'index.html' || /\.(br|gz)$/.test(file) || !fs.statSync(full).isFile()) continue;
    app.get(`/${file}`, { config: fileRoute, schema: { hide: true } }, (_req, reply) =>
      reply.sendFile(file, { maxAge: '1d' }),
    );
  }

  const sendShell = (status: number) => (_req: unknown, reply: import('fastify').FastifyReply) =>
    reply.status(status).header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });

  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const known = isPortalPath(pathname);
    if (pathname.startsWith('/api/')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'No encontramos lo que buscas.' });
    }
    return sendShell(known ? 200 : 404)(request, reply);
  });
});
