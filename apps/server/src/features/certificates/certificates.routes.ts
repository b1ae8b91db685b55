import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCertificatesRepository } from './certificates.repository.ts';
import { createCertificatesService } from './certificates.service.ts';
import { renderCertificateNotFoundPage, renderValidCertificatePage } from './verify-page.ts';

/**
 * Certificate downloads (docs/product/certificates.md#certificate-files) and the public verification page of
 * their QR code.
 */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const certificates = createCertificatesService({
    repo: createCertificatesRepository(app.db),
    clock: app.clock,
    publicUrl: app.config.publicUrl,
    axes: app.services.axes,
  });

  const sendPdf = (reply: import('fastify').FastifyReply, file: { filename: string; pdf: Uint8Array }) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.pdf.buffer, file.pdf.byteOffset, file.pdf.byteLength));

  app.get(
    '/certificado/eje/:axisId',
    {
      config: { access: 'member' },
      schema: {
        tags: ['certificates'],
        summary: 'Certificado de la ruta (PDF), cuando la parada 8 está abierta y no falta ninguna parada',
        params: z.object({ axisId: z.string().max(64) }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) =>
      sendPdf(reply, await certificates.axisCertificate(request.user!.id, request.params.axisId)),
  );

  app.get(
    '/certificado/encuentro/:slug',
    {
      config: { access: 'member' },
      schema: {
        tags: ['certificates'],
        summary: 'Certificado de asistencia (PDF) del encuentro, para quien se inscribió, una vez celebrado',
        params: z.object({ slug: z.string() }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      return sendPdf(reply, await certificates.meetingCertificate(request.user!.id, request.params.slug));
    },
  );

  app.get(
    '/certificados/:code',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { hide: true, params: z.object({ code: z.string() }) },
      // A code refused before the handler (say, one holding U+0000) still gets the page a QR reader expects.
      errorHandler: (error, _request, reply) => {
        if ((error as { statusCode?: number }).statusCode !== 404) throw error;
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .send(renderCertificateNotFoundPage());
      },
    },
    async (request, reply) => {
      const certificate = await certificates.verify(request.params.code);
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex');
      if (!certificate) return reply.status(404).send(renderCertificateNotFoundPage());
      return reply.send(renderValidCertificatePage(certificate));
    },
  );
};
