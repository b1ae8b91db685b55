import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema, staffListSchema } from '@foro/shared/admin/schemas';

/** The back office's own API (docs/product/admin.md): staff only, tag `admin`, never cached. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app.services;
  const tags = ['admin'];

  app.get(
    '/api/admin/audit',
    {
      config: { access: 'staff', cache: 'private' },
      schema: {
        tags,
        summary:
          'El registro de cambios, lo más reciente primero, con filtros por autor, tipo de elemento y elemento',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => admin.audit(request.query),
  );

  app.get(
    '/api/admin/staff',
    {
      config: { access: 'staff', cache: 'private' },
      schema: { tags, summary: 'Las cuentas del personal, por correo', response: { 200: staffListSchema } },
    },
    async () => admin.staff(),
  );
};
