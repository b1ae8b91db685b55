import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportFilterSchema, reportParams, reportsSchema } from '@foro/shared/reports/schemas';
import { staffZoneOfRequest } from '../../lib/staff-zone.ts';

/** The back office's reports (docs/product/reports.md): staff only, read-only, never cached. */
export const reportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reports } = app.services;
  const tags = ['admin'];
  const read = { access: 'staff' as const, cache: 'private' as const };

  app.get(
    '/api/admin/reports',
    {
      config: read,
      schema: {
        tags,
        summary: 'Las cifras del panel de informes, filtradas por país y periodo',
        querystring: reportFilterSchema,
        response: { 200: reportsSchema },
      },
    },
    async (request) => reports.all(request.query, await staffZoneOfRequest(app, request)),
  );

  app.get(
    '/api/admin/reports/:report/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'Un informe como CSV, con los mismos filtros',
        params: reportParams,
        querystring: reportFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { filename, body } = await reports.csv(
        request.params.report,
        request.query,
        await staffZoneOfRequest(app, request),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(body);
    },
  );
};
