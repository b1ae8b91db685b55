import send from '@fastify/send';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { SERVED_FILE, servedTypes, UPLOAD_ID } from './media.files.ts';

/**
 * Serves uploaded files at `/media/uploads/<id>/<file>` (docs/product/media.md#serving). A file never
 * changes once written (a new upload gets a new id), so it is cached for a year as immutable. The
 * two path segments must match the names the server gives, so no request can name another file.
 * In a bucket (decision 0091) the file is streamed from it with the same headers, ranges and
 * revalidation, or the browser is redirected to the CDN that serves the bucket (S3_PUBLIC_URL).
 */
export async function mediaRoutes(app: FastifyInstance) {
  const storage = app.mediaStorage;
  const uploadPolicy = `${app.securityHeaders['content-security-policy']}; sandbox`;
  /** The headers of every served upload, wherever it is kept. */
  const uploadHeaders = (reply: FastifyReply, id: string, ext: string) => {
    reply.header('content-type', servedTypes[ext]!).header('x-content-type-options', 'nosniff');
    // No uploaded file is ever a page of the portal (decision 0068): shown on its own it is sandboxed
    // (an opaque origin, no script), and a PDF is a download, because Chromium's viewer runs a PDF's
    // own JavaScript in the portal's origin whatever its policy says.
    reply.header('content-security-policy', uploadPolicy);
    if (ext === 'pdf')
      reply.header('content-disposition', `attachment; filename="documento-${id.slice(0, 8)}.pdf"`);
  };

  app.get(
    '/media/uploads/:id/:file',
    // The same file for everyone: no session lookup (config.staticFile).
    { config: { access: 'public', staticFile: true, cache: 'public-immutable' }, schema: { hide: true } },
    async (request, reply) => {
      const { id, file } = request.params as { id: string; file: string };
      if (!UPLOAD_ID.test(id) || !SERVED_FILE.test(file)) throw new AppError('NOT_FOUND');
      const ext = file.slice(file.lastIndexOf('.') + 1);
      if (storage.kind === 's3') {
        // A CDN serves the bucket: the browser is sent there (the same address for everyone, for a year).
        if (storage.publicUrl) return reply.redirect(`${storage.publicUrl}/${id}/${file}`, 302);
        const { range, 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince } = request.headers;
        const object = await storage.get(id, file, {
          range,
          'if-none-match': ifNoneMatch,
          'if-modified-since': ifModifiedSince,
        });
        if (object.status === 404) throw new AppError('NOT_FOUND');
        if (object.status === 416) return reply.status(416).send();
        reply.status(object.status).headers(object.headers);
        if (object.status === 304) return reply.send();
        uploadHeaders(reply, id, ext);
        return reply.send(object.body);
      }
      const result = await send(request.raw, `/${id}/${file}`, {
        root: storage.root,
        dotfiles: 'deny',
        index: false,
        extensions: false,
        cacheControl: false,
        etag: true,
        lastModified: true,
      });
      if (result.type === 'error' && result.statusCode === 416)
        return reply.status(416).headers(result.headers).send();
      if (result.type === 'error' && result.statusCode >= 500) throw result.metadata.error;
      if (result.type !== 'file') throw new AppError('NOT_FOUND');
      reply.status(result.statusCode).headers(result.headers);
      uploadHeaders(reply, id, ext);
      return reply.send(result.stream);
    },
  );
}
