import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { axisParams } from '@foro/shared/axes/schemas';
import {
  moderationReasonSchema,
  newThreadAnswer,
  newThreadSchema,
  postParams,
  postStateSchema,
  reportListQuery,
  reportPageSchema,
  reportSchema,
  threadCloseSchema,
  threadIdParams,
  threadPinSchema,
  threadStateAnswer,
} from '@foro/shared/moderation/schemas';
import { statusSchema } from '@foro/shared/meetings/schemas';
import { memberWriteLimit } from '../../lib/write-limit.ts';
import { requireMember } from '../../plugins/member.ts';
import type { ModerationAction } from './moderation.service.ts';

const actions: ModerationAction[] = ['hide', 'restore', 'delete'];
/** Each action's OpenAPI summary (the coaches' routes add their scope). */
const actionSummaries: Record<ModerationAction, string> = {
  hide: 'Oculta un mensaje de un hilo o de un encuentro, con el motivo',
  restore: 'Vuelve a mostrar un mensaje oculto, con el motivo',
  delete: 'Elimina un mensaje con el motivo (se puede deshacer durante 10 minutos)',
};

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Hiding, restoring and deleting a post and pinning a thread: the same routes for coaches on the member
 * pages (`/api/moderation`) and for staff in the back office (`/api/admin/moderation`), each with its own
 * access. The service checks a coach's routes.
 */
export function postModerationRoutes(
  app: App,
  base: string,
  config: { access: 'coach' | 'staff'; cache: 'private'; rateLimit?: ReturnType<typeof memberWriteLimit> },
) {
  const { moderation } = app.services;
  const tags = [config.access === 'staff' ? 'admin' : 'moderation'];
  const scope = config.access === 'coach' ? ' (un coach, solo en sus rutas)' : '';
  for (const action of actions)
    app.post(
      `${base}/posts/:kind/:postId/${action}`,
      {
        config: { ...config, errors: ['NOT_FOUND'] },
        schema: {
          tags,
          summary: `${actionSummaries[action]}${scope}`,
          params: postParams,
          body: moderationReasonSchema,
          response: { 200: postStateSchema },
        },
      },
      async (request) =>
        moderation.act(
          requireMember(request),
          request.params.kind,
          request.params.postId,
          action,
          request.body.reason,
        ),
    );

  app.post(
    `${base}/posts/:kind/:postId/undo-delete`,
    {
      config: { ...config, errors: ['NOT_FOUND', 'CONFLICT'] },
      schema: {
        tags,
        summary: `Recupera un mensaje eliminado hace menos de 10 minutos, tal como estaba${scope}`,
        params: postParams,
        response: { 200: postStateSchema },
      },
    },
    async (request) =>
      moderation.undoDelete(requireMember(request), request.params.kind, request.params.postId),
  );

  app.post(
    `${base}/threads/:threadId/pin`,
    {
      config: { ...config, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: `Fija un hilo al principio de la lista o lo desfija${scope}`,
        params: threadIdParams,
        body: threadPinSchema,
        response: { 200: threadStateAnswer },
      },
    },
    async (request) =>
      moderation.setThreadState(requireMember(request), request.params.threadId, {
        pinned: request.body.pinned,
      }),
  );
}

/**
 * Moderation from the member pages (docs/decisions/0038-moderation.md): members report a post; coaches
 * (in the routes they coach) and staff hide, restore and delete posts and open, pin and close threads.
 * A coach outside their routes gets 403 from the service.
 */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moderation } = app.services;
  const tags = ['moderation'];
  const coach = { access: 'coach' as const, cache: 'private' as const, rateLimit: memberWriteLimit(60) };

  postModerationRoutes(app, '/api/moderation', coach);

  app.post(
    '/api/moderation/posts/:kind/:postId/report',
    {
      config: { access: 'member', rateLimit: memberWriteLimit(20), errors: ['NOT_FOUND', 'CONFLICT'] },
      schema: {
        tags,
        summary:
          'Reporta un mensaje ajeno con el motivo; entra en la cola de moderación (una vez por mensaje)',
        params: postParams,
        body: reportSchema,
        response: { 200: statusSchema },
      },
    },
    async (request) =>
      moderation.report(
        requireMember(request),
        request.params.kind,
        request.params.postId,
        request.body.reason,
      ),
  );

  app.get(
    '/api/moderation/reports',
    {
      config: { access: 'coach', cache: 'private' },
      schema: {
        tags,
        summary: 'La cola de reportes, abiertos o resueltos, por páginas (un coach ve solo los de sus rutas)',
        querystring: reportListQuery,
        response: { 200: reportPageSchema },
      },
    },
    async (request) => moderation.reports(requireMember(request), request.query),
  );

  app.post(
    '/api/axis/:slug/threads',
    {
      config: { ...coach, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Abre un hilo en el foro de la ruta con su primer mensaje (un coach, solo en sus rutas)',
        params: axisParams,
        body: newThreadSchema,
        response: { 200: newThreadAnswer },
      },
    },
    async (request) => moderation.openThread(requireMember(request), request.params.slug, request.body),
  );

  app.post(
    '/api/moderation/threads/:threadId/close',
    {
      config: { ...coach, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'Cierra o reabre un hilo: cerrado, se lee pero no admite respuestas (un coach, solo en sus rutas)',
        params: threadIdParams,
        body: threadCloseSchema,
        response: { 200: threadStateAnswer },
      },
    },
    async (request) =>
      moderation.setThreadState(requireMember(request), request.params.threadId, {
        closed: request.body.closed,
      }),
  );
};
