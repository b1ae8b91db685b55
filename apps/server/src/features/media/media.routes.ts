import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { SERVED_FILE, servedTypes, UPLOAD_ID } from './media.files.ts';

/**
 * Serves uploaded files at `/media/uploads/<id>/<file>` (docs/product/media.md#serving). A file never
 * changes once written (a new upload gets a new id), so it is cached for a year as immutable. The
 * two path segments must match the names the server gives, so no request can name another file.
 */
export async function mediaRoutes(app: FastifyInstance) {
  const root = app.config.mediaDir;
  const uploadPolicy = `${app.securityHeaders['content-security-policy']}; sandbox`;

  app.get(
    '/media/uploads/:id/:file',
    // The same file for everyone: no session lookup (config.staticFile).
    { config: { access: 'public', staticFile: true, cache: 'public-immutable' }, schema: { hide: true } },
    async (request, reply) => {
      const { id, file } = request.params as { id: string; file: string };
      if (!UPLOAD_ID.test(id) || !SERVED_FILE.test(file)) throw new AppError('NOT_FOUND');
      const result = await send(request.raw, `/${id}/${file}`, {
        root,
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
      const ext = file.slice(file.lastIndexOf('.') + 1);
      reply
        .status(result.statusCode)
        .headers(result.headers)
        .header('content-type', servedTypes[ext]!)
        .header('x-content-type-options', 'nosniff');
      // No uploaded file is ever a page of the portal (decision 0068): shown on its own it is sandboxed
      // (an opaque origin, no script), and a PDF is a download, because Chromium's viewer runs a PDF's
      // own JavaScript in the portal's origin whatever its policy says.
      reply.header('content-security-policy', uploadPolicy);
      if (ext === 'pdf')
        reply.header('content-disposition', `attachment; filename="documento-${id.slice(0, 8)}.pdf"`);
      return reply.send(result.stream);
    },
  );
}
