import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPortalPath, pageOf } from '@foro/shared/routes/paths';
import { PAGES_DRAWN_FOR_MEMBERS } from '@foro/shared/routes/prerender';
import { CONSENT_ANSWERED_COOKIE, MEMBER_COOKIE } from '@foro/shared/routes/wake';
import { ownBytes } from '../lib/compressed-once.ts';
import { preferredEncoding, type Encoding } from '../lib/encoding.ts';
import { etagMatches, readySender, type ReadyCopies } from '../lib/ready-answer.ts';
import { fetchThrough, memberPageDrawer, prerenderer, timeToSpare } from './prerender.ts';
import { routePreloads } from './route-preloads.ts';
import { DOCUMENT_ONLY_HEADERS, isNeverADocument, withoutDocumentHeaders } from './security-headers.ts';
import { SESSION_COOKIE } from './session.ts';

const SHELLS_KEPT = 1000;
const SHELL_FRESH_MS = 60_000;

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

/** One file of the build, read once at start: its bytes and its compressed copies, each with its ETag. */
export interface StaticFile {
  type: string;
  cacheControl: string;
  variants: ReadyCopies;
}

const etagOf = (body: Buffer, encoding: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}${encoding === 'identity' ? '' : `-${encoding}`}"`;

function loadFile(full: string, cacheControl: string): StaticFile {
  const type = TYPES[path.extname(full).toLowerCase()] ?? 'application/octet-stream';
  const built = (suffix: string) =>
    fs.existsSync(full + suffix) ? fs.readFileSync(full + suffix) : undefined;
  return fileOf(fs.readFileSync(full), type, cacheControl, { br: built('.br'), gzip: built('.gz') });
}

/**
 * A file kept in memory with its compressed copies: those the build wrote, or made now for text of
 * 1 KB or more (`quick`: a page made while serving, compressed at a cost of microseconds, not ms).
 */
export function fileOf(
  body: Buffer,
  type: string,
  cacheControl: string,
  built: Partial<Record<Encoding, Buffer | undefined>> = {},
  quick = false,
): StaticFile {
  const variants: StaticFile['variants'] = { identity: { body, etag: etagOf(body, 'identity') } };
  const compressible = TEXT.test(type) && body.length >= 1024;
  for (const [encoding, make] of [
    // In bytes of their own: a one-shot compressor's answer is a view of its whole 64 KiB output buffer.
    [
      'br',
      () => ownBytes(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quick ? 5 : 11 } })),
    ],
    ['gzip', () => ownBytes(gzipSync(body, { level: quick ? 6 : 9 }))],
  ] as const) {
    const compressed = built[encoding] ?? (compressible ? make() : undefined);
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

/**
 * Sends a file kept in memory: the compressed copy the browser accepts (`Accept-Encoding`), `304` to a
 * matching `If-None-Match`. No file system call, no hashing and no session lookup per request.
 */
export function sendStatic(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
  status = 200,
  vary = 'accept-encoding',
) {
  const encoding = preferredEncoding(request.headers['accept-encoding'], file.variants);
  const variant = file.variants[encoding] ?? file.variants.identity!;
  reply
    .header('content-type', file.type)
    .header('cache-control', file.cacheControl)
    .header('vary', vary)
    .header('etag', variant.etag);
  if (isNeverADocument(file.type)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  if (status === 200 && etagMatches(request.headers['if-none-match'], variant.etag)) {
    return reply.status(304).send();
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.status(status).send(variant.body);
}

/** The answer `sendStatic` gives, written straight to Node's response (lib/ready-answer.ts). */
const rawSender = (file: StaticFile, vary: string, security: Readonly<Record<string, string>>) =>
  readySender(file.variants, {
    ...security,
    'content-type': file.type,
    'cache-control': file.cacheControl,
    vary,
  });

/** The browser's data saver is on: `Save-Data: on` (https://wicg.github.io/savedata/). */
export const asksToSaveData = (request: { headers: IncomingHttpHeaders }) =>
  String(request.headers['save-data'] ?? '')
    .trim()
    .toLowerCase() === 'on';

/**
 * A page asked for with `Save-Data: on` says so from its first byte (docs/decisions/0047-light-mode.md):
 * the styles use the device's own fonts instead of downloading the portal's, and the live page
 * suggests its light mode, in browsers that send the header without telling the page's scripts.
 */
export const markSaveData = (html: string) => html.replace(/<html(?=[\s>])/, '<html data-save-data="on"');

/** A cookie header carrying `name` with a value (a test of the text: no parsing on the hot path). */
const cookieMark = (name: string) => new RegExp(`(?:^|;\\s*)${name}=[^;\\s]`);
const SESSION_MARK = cookieMark(SESSION_COOKIE);
const MEMBER_MARK = cookieMark(MEMBER_COOKIE);
const CONSENT_MARK = cookieMark(CONSENT_ANSWERED_COOKIE);

/**
 * A request the server may draw a page for (docs/decisions/0108-member-pages-drawn-on-the-server.md): a
 * page of PAGES_DRAWN_FOR_MEMBERS asked with a session and the signed-in mark. Whether the session is a
 * member's is then read from it; the mark only spares everyone else that reading.
 */
export function mayDrawForMember(pathname: string, cookie: string | undefined): boolean {
  const page = pageOf(pathname);
  return (
    page !== undefined &&
    PAGES_DRAWN_FOR_MEMBERS.has(page) &&
    cookie !== undefined &&
    SESSION_MARK.test(cookie) &&
    MEMBER_MARK.test(cookie)
  );
}

/**
 * A page drawn for one member: compressed now in the encoding the browser asks (quick levels: a page of
 * its own, never kept — not in the shells made once a minute, nor in the store of compressed answers),
 * never stored by a browser or a proxy, and no ETag (its next version is drawn anyway).
 */
function sendDrawnPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const body = Buffer.from(html);
  const encoding = preferredEncoding(request.headers['accept-encoding'], { br: true, gzip: true });
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('vary', 'accept-encoding, save-data, cookie');
  if (encoding === 'identity' || body.length < 1024) return reply.status(200).send(body);
  reply.header('content-encoding', encoding);
  return reply.status(200).send(
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 5,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body, { level: 6 }),
  );
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
  /** The files above and the pages' shells made lately, ready to write before routing (below). */
  const rawFiles = new Map<string, ReturnType<typeof rawSender>>();
  const readyShells = new Map<
    string,
    { send: ReturnType<typeof rawSender>; until: number; version: string | undefined }
  >();

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

  // Each page's shell carries its own title and link-preview tags (docs/product/sharing.md) and
  // announces its code (route-preloads.ts), made once a minute per address: the same bytes for
  // everyone, so still no session lookup.
  const shellHtml = shell.variants.identity!.body.toString('utf8');
  const withPreloads = routePreloads(root, (file) => files.has(file));
  // Visitor pages arrive ready to read (prerender.ts), made with the shell, so still once a minute.
  const withPage = app.config.prerender
    ? prerenderer(root, fetchThrough(app), app.log)
    : async () => undefined;
  // A member's live page, route stop and thread arrive drawn for them while the process has time to
  // spare (prerender.ts, decision 0108); otherwise they get the shell made for everyone.
  const hasTime = timeToSpare(app.config.drawBelowBusy);
  const forMember = app.config.prerender
    ? memberPageDrawer(root, app, app.log, hasTime)
    : async () => undefined;
  /**
   * A shell made lately: `version` is the public data's change counter it was made at when the page is
   * prerendered (its content and data come from that data), and it is sent only while that is current,
   * so a change staff make shows at the next visit, from any process.
   */
  interface MadeShell {
    file: StaticFile;
    version: string | undefined;
  }
  const pageShells = new Map<string, { made: Promise<MadeShell>; until: number }>();
  const makeShell = async (pathname: string, html: string): Promise<MadeShell> => {
    // Read before the page is made: a change committed meanwhile makes the next visit make it again.
    const version = await app.publicAnswers.version();
    const [preview, page] = await Promise.all([
      app.services.share.preview(pathname),
      withPage(html, pathname),
    ]);
    const file = fileOf(
      Buffer.from(
        app.services.share.shellWithPreview(page ?? html, preview, {
          publicUrl: app.config.publicUrl,
          pathname,
        }),
      ),
      'text/html; charset=utf-8',
      'no-cache',
      {},
      true,
    );
    return { file, version: page === undefined ? undefined : version };
  };
  const upToDate = async (shell: MadeShell) =>
    shell.version === undefined || shell.version === (await app.publicAnswers.version());
  const shellFor = async (pathname: string, saveData: boolean): Promise<StaticFile> => {
    const now = app.clock.now().getTime();
    const key = `${saveData ? 'save-data ' : ''}${pathname}`;
    const kept = pageShells.get(key);
    if (kept && kept.until > now) {
      const shell = await kept.made.catch(() => undefined);
      if (shell && (await upToDate(shell))) return shell.file;
    }
    const made = makeShell(
      pathname,
      withPreloads(saveData ? markSaveData(shellHtml) : shellHtml, pathname, { saveData }),
    );
    if (pageShells.size >= SHELLS_KEPT) {
      pageShells.clear();
      readyShells.clear();
    }
    const until = now + SHELL_FRESH_MS;
    pageShells.set(key, { made, until });
    made.then(
      (shell) =>
        readyShells.set(key, {
          send: rawSender(shell.file, 'accept-encoding, save-data', app.securityHeaders),
          until,
          version: shell.version,
        }),
      () => pageShells.delete(key),
    );
    return (await made).file;
  };

  const codeHeaders = withoutDocumentHeaders(app.securityHeaders);
  for (const [pathname, file] of files) {
    const headers = isNeverADocument(file.type) ? codeHeaders : app.securityHeaders;
    rawFiles.set(pathname, rawSender(file, 'accept-encoding', headers));
  }
  /**
   * The built files and the pages' shells, answered before Fastify routes the request (app.ts passes
   * every request here first): the same bytes and headers as the routes above give, which still answer
   * whatever this does not (a shell not made yet or out of date, a 404, any other method).
   * docs/performance.md#static-files
   */
  app.decorate('serveFromMemory', (request: IncomingMessage, response: ServerResponse) => {
    // GET only: the routes answer HEAD (rare: monitors, link checkers) as Fastify does.
    if (request.method !== 'GET') return false;
    const url = request.url ?? '';
    // The API is never a file: its requests pass on at once.
    if (url.startsWith('/api/')) return false;
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    const file = rawFiles.get(pathname);
    if (file) {
      file(request, response);
      return true;
    }
    // A member's page drawn for them is never one of the shells made for everyone. A process with no time
    // to spare draws none: the member then gets the shell from here, not through the routes (a crowd
    // arriving at a meeting's live page).
    if (app.config.prerender && mayDrawForMember(pathname, request.headers.cookie) && hasTime()) return false;
    const ready = readyShells.get(`${asksToSaveData(request) ? 'save-data ' : ''}${pathname}`);
    if (!ready || ready.until <= app.clock.now().getTime()) return false;
    if (ready.version === undefined) {
      ready.send(request, response);
      return true;
    }
    // A prerendered page: sent while the public data has not changed since it was made (as the kept lists).
    return app.publicAnswers.version().then((version) => {
      if (version !== ready.version) return false;
      ready.send(request, response);
      return true;
    });
  });

  app.get(
    '/*',
    {
      config: { access: 'public', staticFile: true },
      schema: { hide: true },
      compress: false,
      logLevel: 'warn',
    },
    async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/api/')) {
        return reply.status(404).send({ code: 'NOT_FOUND', message: 'No encontramos lo que buscas.' });
      }
      if (!isPortalPath(pathname)) return sendStatic(request, reply, shell, 404);
      const shellOf = await shellFor(pathname, asksToSaveData(request));
      if (app.config.prerender && mayDrawForMember(pathname, request.headers.cookie)) {
        const drawn = await forMember(
          shellOf.variants.identity!.body.toString('utf8'),
          new URL(request.url, app.config.publicUrl),
          request.headers.cookie ?? '',
          { consentAnswered: CONSENT_MARK.test(request.headers.cookie ?? '') },
        );
        if (drawn !== undefined) return sendDrawnPage(request, reply, drawn);
      }
      return sendStatic(request, reply, shellOf, 200, 'accept-encoding, save-data');
    },
  );
});
