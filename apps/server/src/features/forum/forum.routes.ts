import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { axisParams } from '@foro/shared/axes/schemas';
import {
  postIdParams,
  threadListSchema,
  threadPostEditSchema,
  threadReadSchema,
  threadPageQuery,
  threadPageSchema,
  threadParams,
  threadPostSchema,
} from '@foro/shared/forum/schemas';
import { SUBMISSION_KEY_HEADER, submissionHeaders } from '@foro/shared/http/submission';
import { statusSchema } from '@foro/shared/meetings/schemas';
import { threadIdParams } from '@foro/shared/moderation/schemas';
import { memberWriteLimit } from '../../lib/write-limit.ts';
import { requireMember } from '../../plugins/member.ts';

export const forumRoutes: FastifyPluginAsyncZod = async (app) => {
  const { forum } = app.services;
  const tags = ['forum'];

  app.get(
    '/api/axis/:slug/threads',
    {
      config: { access: 'member', cache: 'private' },
      schema: {
        tags,
        summary:
          'Los hilos del foro de la ruta: los fijados primero y luego por última actividad, con respuestas y fecha',
        params: axisParams,
        response: { 200: threadListSchema },
      },
    },
    async (request) => {
      return forum.threads(request.params.slug, requireMember(request));
    },
  );

  app.get(
    '/api/axis/:slug/threads/:slugThread/posts',
    {
      config: { access: 'member', cache: 'private' },
      schema: {
        tags,
        summary:
          'Una página de un hilo de la ruta: 10 mensajes del más antiguo al más reciente, con los nuevos marcados',
        params: threadParams,
        querystring: threadPageQuery,
        response: { 200: threadPageSchema },
      },
    },
    async (request) => {
      return forum.thread(
        request.params.slug,
        request.params.slugThread,
        request.query.page,
        requireMember(request),
      );
    },
  );

  app.post(
    '/api/axis/threads/post',
    {
      config: { access: 'member', rateLimit: memberWriteLimit(20) },
      schema: {
        tags,
        summary:
          'Responde en un hilo abierto y devuelve su última página (con una palabra vigilada, queda en revisión)',
        headers: submissionHeaders,
        body: threadPostSchema,
        response: { 200: threadPageSchema },
      },
    },
    async (request) =>
      forum.reply(
        request.body.id,
        requireMember(request),
        request.body.postContent,
        request.headers[SUBMISSION_KEY_HEADER],
      ),
  );

  // docs/decisions/0048-forum-edits-activity-reads.md: the author edits their own post for a while.
  app.post(
    '/api/axis/threads/posts/:postId/edit',
    {
      config: { access: 'member', rateLimit: memberWriteLimit(20), errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'Edita un mensaje propio durante 15 minutos y mientras nadie haya escrito después; devuelve su página',
        params: postIdParams,
        body: threadPostEditSchema,
        response: { 200: threadPageSchema },
      },
    },
    async (request) => forum.edit(request.params.postId, requireMember(request), request.body.postContent),
  );

  // The same rule: the author deletes their own post while they may still edit it.
  app.post(
    '/api/axis/threads/posts/:postId/delete',
    {
      config: { access: 'member', rateLimit: memberWriteLimit(20), errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Elimina un mensaje propio con la regla de la edición (15 minutos, nadie escribió después)',
        params: postIdParams,
        response: { 200: threadPageSchema },
      },
    },
    async (request) => forum.remove(request.params.postId, requireMember(request)),
  );

  // "Nuevo desde tu última visita": the page tells where the member has read up to.
  app.post(
    '/api/axis/threads/:threadId/read',
    {
      config: { access: 'member', rateLimit: memberWriteLimit(120), errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'Guarda hasta qué mensaje leyó el miembro el hilo, para marcar lo nuevo en su próxima visita',
        params: threadIdParams,
        body: threadReadSchema,
        response: { 200: statusSchema },
      },
    },
    async (request) => forum.markRead(request.params.threadId, requireMember(request), request.body.seq),
  );
};
