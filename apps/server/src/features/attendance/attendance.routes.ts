import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceImportAnswerSchema,
  attendanceImportSchema,
  attendanceMarkAnswerSchema,
  attendanceMarkSchema,
  attendanceMemberParams,
  attendanceExportQuery,
  attendanceListQuery,
  attendancePageSchema,
} from '@foro/shared/attendance/schemas';
import { meetingIdParams } from '@foro/shared/meetings/admin-schemas';
import { requireMember } from '../../plugins/member.ts';
import { staffZoneOfRequest } from '../../lib/staff-zone.ts';

/**
 * Attendance (docs/product/meetings.md#attendance), per meeting in the back office: the lists of
 * registered members, attendance and certificates. The minutes themselves are counted from the live
 * page's stream (features/attendance/attendance.presence.ts, decision 0133).
 */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { attendance } = app.services;

  const actor = (request: Parameters<typeof requireMember>[0]) => {
    const user = requireMember(request);
    return { id: user.id, email: user.email };
  };
  const staff = { access: 'staff' as const, cache: 'private' as const, errors: ['NOT_FOUND' as const] };
  const tags = ['admin'];

  app.get(
    '/api/admin/meetings/:meetingId/attendance',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Inscritos, asistentes en directo, quienes vieron la grabación y certificados de un encuentro',
        params: meetingIdParams,
        querystring: attendanceListQuery,
        response: { 200: attendancePageSchema },
      },
    },
    async (request) => attendance.list(request.params.meetingId, request.query),
  );

  // Attendance by staff (issue 34 item 2, docs/decisions/0076): a mark over the timer, with a reason.
  app.put(
    '/api/admin/meetings/:meetingId/attendance/:userId',
    {
      config: { access: 'staff', errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'Marca o corrige la asistencia de un docente (en directo, grabación, no cuenta, o lo que registró la página) con un motivo',
        params: attendanceMemberParams,
        body: attendanceMarkSchema,
        response: { 200: attendanceMarkAnswerSchema },
      },
    },
    async (request) =>
      attendance.mark(actor(request), request.params.meetingId, request.params.userId, request.body),
  );

  app.post(
    '/api/admin/meetings/:meetingId/attendance/import',
    {
      config: { access: 'staff', errors: ['NOT_FOUND'] },
      bodyLimit: 2_500_000,
      schema: {
        tags,
        summary:
          'Marca como asistentes a los docentes cuyos correos están en una lista o CSV (p. ej., la exportación de la plataforma de emisión)',
        params: meetingIdParams,
        body: attendanceImportSchema,
        response: { 200: attendanceImportAnswerSchema },
      },
    },
    async (request) => attendance.importList(actor(request), request.params.meetingId, request.body),
  );

  app.get(
    '/api/admin/meetings/:meetingId/attendance.csv',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Una de las listas de asistencia del encuentro como CSV',
        params: meetingIdParams,
        querystring: attendanceExportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { filename, body } = await attendance.csv(
        request.params.meetingId,
        request.query.list,
        await staffZoneOfRequest(app, request),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(body);
    },
  );
};
