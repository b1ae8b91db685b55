import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  closureSchema,
  emailChangeByStaffSchema,
  memberActionResultSchema,
  memberDetailSchema,
  memberIdParams,
  memberListQuery,
  memberPageSchema,
  nameCorrectionSchema,
  placeCorrectionSchema,
  reasonBodySchema,
  suspensionSchema,
} from '@foro/shared/members/admin-schemas';
import { requireMember } from '../../plugins/member.ts';

/** The OpenAPI summary of each account action registered in a loop below. */
const memberActionSummaries: Record<'deactivate' | 'reactivate' | 'unsuspend', string> = {
  deactivate: 'Desactiva la cuenta de un miembro, con un motivo, y cierra sus sesiones',
  reactivate: 'Reactiva la cuenta desactivada de un miembro, con un motivo',
  unsuspend: 'Levanta la suspensión de la cuenta de un miembro, con un motivo',
};

/** The members' back office (decision 0039): staff only, never cached, every change audited. */
export const membersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { members } = app.services;
  const tags = ['admin'];
  const read = { access: 'staff' as const, cache: 'private' as const };
  const write = { access: 'staff' as const, errors: ['NOT_FOUND' as const, 'CONFLICT' as const] };
  const actor = (request: Parameters<typeof requireMember>[0]) => {
    const user = requireMember(request);
    return { id: user.id, email: user.email };
  };
  const base = '/api/admin/members';
  const action = { params: memberIdParams, response: { 200: memberActionResultSchema } };

  app.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Busca miembros por palabras de su nombre, correo, colegio o rol, con filtros por país y colegio',
        querystring: memberListQuery,
        response: { 200: memberPageSchema },
      },
    },
    async (request) => members.list(request.query),
  );

  app.get(
    `${base}/:memberId`,
    {
      config: { ...read, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'La ficha de un miembro: datos, estado, avance por eje, casos prácticos, mensajes, certificados y sorteos',
        params: memberIdParams,
        response: { 200: memberDetailSchema },
      },
    },
    async (request) => members.detail(request.params.memberId),
  );

  app.get(
    `${base}/:memberId/export`,
    {
      config: { ...read, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Todo lo que el portal guarda de un miembro (derecho de acceso), como JSON',
        params: memberIdParams,
        produces: ['application/json'],
      },
    },
    async (request, reply) => {
      const data = await members.export(request.params.memberId);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="miembro-${request.params.memberId}.json"`)
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    `${base}/:memberId/name`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Corrige el nombre de un miembro, con un motivo, y reemite con el nombre nuevo sus certificados vigentes',
        ...action,
        body: nameCorrectionSchema,
      },
    },
    async (request) => {
      const { message } = await members.correctName(actor(request), request.params.memberId, request.body);
      return { message };
    },
  );

  app.post(
    `${base}/:memberId/place`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Corrige el país, la ciudad, el colegio y el rol de un miembro, con un motivo',
        ...action,
        body: placeCorrectionSchema,
      },
    },
    async (request) => members.correctPlace(actor(request), request.params.memberId, request.body),
  );

  app.post(
    `${base}/:memberId/email`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Inicia el cambio de correo de un miembro: cambia cuando lo confirma desde la dirección nueva',
        ...action,
        body: emailChangeByStaffSchema,
      },
    },
    async (request) => members.changeEmail(actor(request), request.params.memberId, request.body),
  );

  app.post(
    `${base}/:memberId/password-reset`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Envía al miembro un enlace de un solo uso para elegir una contraseña nueva (válido una hora)',
        ...action,
      },
    },
    async (request) => members.sendPasswordReset(actor(request), request.params.memberId),
  );

  app.post(
    `${base}/:memberId/suspend`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Suspende la cuenta de un miembro con un motivo, sin plazo o hasta una fecha, y cierra sus sesiones',
        ...action,
        body: suspensionSchema,
      },
    },
    async (request) =>
      members.suspend(actor(request), request.params.memberId, request.body.reason, request.body.until),
  );

  const stateActions = ['deactivate', 'reactivate', 'unsuspend'] as const;
  for (const name of stateActions) {
    app.post(
      `${base}/:memberId/${name}`,
      {
        config: write,
        schema: { tags, summary: memberActionSummaries[name], ...action, body: reasonBodySchema },
      },
      async (request) => members[name](actor(request), request.params.memberId, request.body.reason),
    );
  }

  app.post(
    `${base}/:memberId/close`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Da de baja a un miembro, confirmando su correo: se borran sus datos personales y sus mensajes quedan anónimos',
        ...action,
        body: closureSchema,
      },
    },
    async (request) => members.close(actor(request), request.params.memberId, request.body),
  );
};
