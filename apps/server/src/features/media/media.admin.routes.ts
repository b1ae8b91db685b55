import type { FastifyRequest } from 'fastify';
import { requireMember } from '../../plugins/member.ts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mediaIdParams,
  mediaItemSchema,
  mediaListQuerySchema,
  mediaMessages,
  mediaPageSchema,
  mediaRemovalSchema,
  mediaUploadFieldsSchema,
  mediaUploadMaxBytes,
} from '@foro/shared/media/schemas';
import { AppError } from '../../lib/app-error.ts';

/**
 * The media library of the back office (docs/product/media.md): upload, list, archive, restore and
 * remove. Staff only, tag `admin`, never cached. Multipart bodies are read on these routes only.
 */
export const mediaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { media } = app.services;
  const tags = ['admin'];
  const config = { access: 'staff', cache: 'private' } as const;
  const actorOf = (request: FastifyRequest) => {
    const user = requireMember(request);
    return { id: user.id, email: user.email };
  };

  // One file a request; the stream is cut one byte past the largest size any kind may have, and the
  // service measures it itself (and per kind once it knows the kind).
  await app.register(multipart, {
    limits: { fileSize: mediaUploadMaxBytes + 1, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.post(
    '/api/admin/media',
    {
      config: { ...config, errors: ['UNSUPPORTED_MEDIA_TYPE'] },
      // The whole upload is read here, up to the largest size allowed.
      bodyLimit: mediaUploadMaxBytes + 1024 * 1024,
      schema: {
        tags,
        summary: 'Sube un archivo (imagen, PDF o audio) en multipart/form-data, campo «file».',
        consumes: ['multipart/form-data'],
        querystring: mediaUploadFieldsSchema,
        response: { 201: mediaItemSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', mediaMessages.notMultipart, {
          file: mediaMessages.notMultipart,
        });
      let part;
      try {
        part = await request.file();
      } catch {
        throw AppError.validation({ file: mediaMessages.uploadFailed });
      }
      if (!part || part.fieldname !== 'file') throw AppError.validation({ file: mediaMessages.missing });
      const item = await media.upload(actorOf(request), {
        stream: part.file,
        filename: part.filename,
        accept: request.query.accept,
      });
      return reply.status(201).send(item);
    },
  );

  app.get(
    '/api/admin/media',
    {
      config,
      schema: {
        tags,
        summary:
          'Los archivos de la biblioteca, los más recientes primero, por nombre y tipo; los archivados, aparte',
        querystring: mediaListQuerySchema,
        response: { 200: mediaPageSchema },
      },
    },
    async (request) => media.list(request.query),
  );

  app.delete(
    '/api/admin/media/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Borra un archivo que ningún contenido usa; si alguno lo usa, lo archiva y dice dónde se usa',
        params: mediaIdParams,
        response: { 200: mediaRemovalSchema },
      },
    },
    async (request) => media.remove(actorOf(request), request.params.id),
  );

  app.post(
    '/api/admin/media/:id/archive',
    {
      config,
      schema: {
        tags,
        summary: 'Archiva un archivo: sale de la biblioteca, pero se sigue sirviendo donde se usa',
        params: mediaIdParams,
        response: { 200: mediaItemSchema },
      },
    },
    async (request) => media.setArchived(actorOf(request), request.params.id, true),
  );

  app.post(
    '/api/admin/media/:id/restore',
    {
      config,
      schema: {
        tags,
        summary: 'Devuelve un archivo archivado a la biblioteca',
        params: mediaIdParams,
        response: { 200: mediaItemSchema },
      },
    },
    async (request) => media.setArchived(actorOf(request), request.params.id, false),
  );
};
