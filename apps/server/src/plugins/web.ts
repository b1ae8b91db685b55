import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPortalPath } from '@foro/shared/routes/paths';
import { preferredEncoding, type Encoding } from '../lib/encoding.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};
/** Types worth compressing when the build left no compressed copy (fonts, images and video already are). */
const TEXT = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;

interface Variant {
  body: Buffer;
  etag: string;
}

/** One file of the build, read once at start: its bytes and its compressed copies, each with its ETag. */
export interface StaticFile {
  type: string;
  cacheControl: string;
  variants: Partial<Record<Encoding | 'identity', Variant>>;
}

const etagOf = (body: Buffer, encoding: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}${encoding === 'identity' ? '' : `-${encoding}`}"`;

function loadFile(full: string, cacheControl: string): StaticFile {
  const body = fs.readFileSync(full);
  const type = TYPES[path.extname(full).toLowerCase()] ?? 'application/octet-stream';
  const variants: StaticFile['variants'] = { identity: { body, etag: etagOf(body, 'identity') } };
  const compressible = TEXT.test(type) && body.length >= 1024;
  for (const [encoding, suffix, make] of [
    ['br', '.br', () => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })],
    ['gzip', '.gz', () => gzipSync(body, { level: 9 })],
  ] as const) {
    const compressed = fs.existsSync(full + suffix)
      ? fs.readFileSync(full + suffix)
      : compressible
        ? make()
        : undefined;
    if (compressed && compressed.length < body.length) {
      variants[encoding] = { body: compressed, etag: etagOf(compressed, encoding) };
    }
  }
  return { type, cacheControl, variants };
}

/** Every file under `dir`, recursively, but the compressed copies the build writes beside them. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  (ifNoneMatch.trim() === '*' ||
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/**
 * Sends a file kept in memory: the compressed copy the browser accepts (`Accept-Encoding`), `304` to a
 * matching `If-None-Match`. No file system call, no hashing and no session lookup per request.
 */
export function sendStatic(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200) {
  const encoding = preferredEncoding(request.headers['accept-encoding'], file.variants);
  const variant = file.variants[encoding] ?? file.variants.identity!;
  reply
    .header('content-type', file.type)
    .header('cache-control', file.cacheControl)
    .header('vary', 'accept-encoding')
    .header('etag', variant.etag);
  if (status === 200 && matches(request.headers['if-none-match'], variant.etag)) {
    return reply.status(304).send();
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.status(status).send(variant.body);
}

/**
 * Serves the built web app from memory: hashed assets cached for a year, `index.html` never cached, and
 * the app shell for every portal route of the route table (404 with the same shell for anything else).
 * Files are read once at start (docs/performance.md#static-files): a new build means a restart.
 */
export const webApp = fp(async (app: FastifyInstance) => {
  const root = app.config.webDist;
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ root }, 'web app not built: run `npm run build` to serve the portal');
    return;
  }
  const files = new Map<string, StaticFile>();
  for (const full of filesUnder(path.join(root, 'assets'))) {
    files.set(`/${path.relative(root, full)}`, loadFile(full, 'public, max-age=31536000, immutable'));
  }
  // Media the portal ships (demo images, clips, documents): not hashed, so cached for a day.
  for (const full of filesUnder(path.join(root, 'media'))) {
    files.set(`/${path.relative(root, full)}`, loadFile(full, 'public, max-age=86400'));
  }
  const shell = loadFile(indexFile, 'no-cache');

  // No access log line per file (the hot path of a page load writes nothing); errors are still logged.
  const fileRoute = {
    config: { access: 'public', staticFile: true },
    schema: { hide: true },
    compress: false,
    logLevel: 'warn',
  } as const;
  const fromMemory = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const file = files.get(pathname);
    if (!file) return reply.callNotFound();
    return sendStatic(request, reply, file);
  };
  app.get('/assets/*', fileRoute, fromMemory);
  app.get('/media/*', fileRoute, fromMemory);

  for (const name of fs.readdirSync(root)) {
    const full = path.join(root, name);
    if (name === 'index.html' || /\.(br|gz)$/.test(name) || !fs.statSync(full).isFile()) continue;
    files.set(`/${name}`, loadFile(full, 'public, max-age=86400'));
    app.get(`/${name}`, fileRoute, fromMemory);
  }

  app.get(
    '/*',
    // The shell is the same for everyone: no session lookup either.
    {
      config: { access: 'public', staticFile: true },
      schema: { hide: true },
      compress: false,
      logLevel: 'warn',
    },
    (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/api/')) {
        return reply.status(404).send({ code: 'NOT_FOUND', message: 'No encontramos lo que buscas.' });
      }
      return sendStatic(request, reply, shell, isPortalPath(pathname) ? 200 : 404);
    },
  );
});
