import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  axisCertificateParams,
  issuedCertificateSchema,
  meetingCertificateParams,
  MY_CERTIFICATES_PATH,
  myCertificatesSchema,
} from '@foro/shared/certificates/schemas';
import { meetingIdParams } from '@foro/shared/meetings/admin-schemas';
import { providerPaths } from '@foro/shared/routes/paths';
import { z } from 'zod';
import { FORM_SESSION_EXPIRED, formFields, formTokenValid, htmlFormRoutes } from '../../plugins/html-form.ts';
import { requireMember } from '../../plugins/member.ts';
import { ensureBrowserSession } from '../../plugins/session.ts';
import {
  bulkIssueAnswerSchema,
  certificateCodeParams,
  revokeCertificateSchema,
  revokedCertificateSchema,
} from '@foro/shared/attendance/schemas';
import type { CertificateDownload, IssuedCertificate } from './certificates.service.ts';
import { renderIssuePage } from './issue-page.ts';
import { resultOf, STATUS_LIST_ID } from './open-badge.ts';
import { renderCertificateNotFoundPage, renderValidCertificatePage } from './verify-page.ts';

const tags = ['certificates'];
const CREDENTIAL_NOT_FOUND = 'No encontramos ninguna credencial con ese código.';
/**
 * The signed credential holds more than the PDF (the salted hash of the member's e-mail, the score or
 * the minutes): only its member downloads it, signed in; anyone else gets the public page's data.
 */
export const CREDENTIAL_OWNER_ONLY =
  'Solo la persona a cuyo nombre está el certificado puede descargar su credencial firmada, con su sesión iniciada.';

/**
 * The JSON-LD credential is asked for by media type (`application/ld+json`, or the VC types); any
 * other `Accept`, a malformed one included, gets the HTML page.
 */
export function wantsLinkedData(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase())
    .some(
      (type) =>
        type === 'application/ld+json' || type === 'application/vc+ld+json' || type === 'application/vc',
    );
}

/**
 * Certificates (docs/product/certificates.md): issuing is a write (`POST /api/certificates/…`, or the
 * form of the download URL's own page); the download GET at its fixed URL only reads
 * (docs/decisions/0020). The public verification page of their QR code is here too.
 */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const certificates = app.services.certificates;

  /** The PDF when issued; otherwise the page whose button issues it (routes with `cache: 'private'`). */
  const sendDownload = (
    request: FastifyRequest,
    reply: FastifyReply,
    download: CertificateDownload,
    page: { kind: 'axis' | 'meeting'; action: string; error?: string },
  ) => {
    if (download.issued) {
      const { pdf, filename } = download.file;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    }
    const token = ensureBrowserSession(app, request, reply);
    return reply
      .status(page.error ? 419 : 200)
      .type('text/html; charset=utf-8')
      .send(renderIssuePage({ ...page, title: download.title, token }));
  };

  const answer = (certificate: IssuedCertificate, url: string) => ({ code: certificate.code, url });

  app.get(
    '/certificado/eje/:axisId',
    {
      config: { access: 'member', cache: 'private' },
      schema: {
        tags,
        summary:
          'Certificado de la ruta: el PDF si ya se emitió; si no, una página para emitirlo (la descarga no escribe nada)',
        params: axisCertificateParams,
        produces: ['application/pdf', 'text/html'],
      },
    },
    async (request, reply) => {
      const { axisId } = request.params;
      const download = await certificates.axisCertificate(requireMember(request).id, axisId);
      return sendDownload(request, reply, download, {
        kind: 'axis',
        action: providerPaths.axisCertificate(axisId),
      });
    },
  );

  app.get(
    '/certificado/encuentro/:slug',
    {
      config: { access: 'member', cache: 'private' },
      schema: {
        tags,
        summary:
          'Certificado de asistencia al encuentro: el PDF si ya se emitió; si no, una página para emitirlo',
        params: meetingCertificateParams,
        produces: ['application/pdf', 'text/html'],
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const download = await certificates.meetingCertificate(requireMember(request).id, slug);
      return sendDownload(request, reply, download, {
        kind: 'meeting',
        action: providerPaths.meetingCertificate(slug),
      });
    },
  );

  app.get(
    MY_CERTIFICATES_PATH,
    {
      config: { access: 'member', cache: 'private' },
      schema: {
        tags,
        summary:
          'Los certificados vigentes del miembro, con su credencial y el formulario de LinkedIn ya rellenado',
        response: { 200: myCertificatesSchema },
      },
    },
    async (request) => certificates.mine(requireMember(request).id),
  );

  app.post(
    '/api/certificates/axis/:axisId',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary:
          'Emite el certificado de la ruta (una sola vez) y, en la misma operación, inscribe en el sorteo de la tablet',
        params: axisCertificateParams,
        response: { 200: issuedCertificateSchema },
      },
    },
    async (request) => {
      const { axisId } = request.params;
      const certificate = await certificates.issueAxisCertificate(requireMember(request).id, axisId);
      return answer(certificate, providerPaths.axisCertificate(axisId));
    },
  );

  app.post(
    '/api/certificates/meeting/:slug',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Emite el certificado de asistencia al encuentro (una sola vez)',
        params: meetingCertificateParams,
        response: { 200: issuedCertificateSchema },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const certificate = await certificates.issueMeetingCertificate(requireMember(request).id, slug);
      return answer(certificate, providerPaths.meetingCertificate(slug));
    },
  );

  // The button of the download page: a form with the anti-forgery token in `_token`, then back to the PDF.
  await htmlFormRoutes(app, (form) => {
    const tokenMatches = (request: FastifyRequest) => formTokenValid(app, request, formFields(request));

    form.post(
      '/certificado/eje/:axisId',
      {
        config: { access: 'member', cache: 'private', antiForgery: 'form' },
        schema: { hide: true, params: axisCertificateParams },
      },
      async (request, reply) => {
        const { axisId } = request.params;
        const action = providerPaths.axisCertificate(axisId);
        if (!tokenMatches(request)) {
          const download = await certificates.axisCertificate(requireMember(request).id, axisId);
          return sendDownload(request, reply, download, {
            kind: 'axis',
            action,
            error: FORM_SESSION_EXPIRED,
          });
        }
        await certificates.issueAxisCertificate(requireMember(request).id, axisId);
        return reply.redirect(action, 303);
      },
    );

    form.post(
      '/certificado/encuentro/:slug',
      {
        config: { access: 'member', cache: 'private', antiForgery: 'form' },
        schema: { hide: true, params: meetingCertificateParams },
      },
      async (request, reply) => {
        const { slug } = request.params;
        const action = providerPaths.meetingCertificate(slug);
        if (!tokenMatches(request)) {
          const download = await certificates.meetingCertificate(requireMember(request).id, slug);
          return sendDownload(request, reply, download, {
            kind: 'meeting',
            action,
            error: FORM_SESSION_EXPIRED,
          });
        }
        await certificates.issueMeetingCertificate(requireMember(request).id, slug);
        return reply.redirect(action, 303);
      },
    );
  });

  app.get(
    '/certificados/:code',
    {
      config: { access: 'public', cache: 'no-store', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { hide: true, params: z.object({ code: z.string() }) },
      // A code refused before the handler (say, one holding U+0000) still gets the page a QR reader expects.
      errorHandler: (error, _request, reply) => {
        if ((error as { statusCode?: number }).statusCode !== 404) throw error;
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .header('x-robots-tag', 'noindex')
          .send(renderCertificateNotFoundPage());
      },
    },
    async (request, reply) => {
      const certificate = await certificates.verify(request.params.code);
      reply.header('x-robots-tag', 'noindex').header('vary', 'accept');
      const linkedData = wantsLinkedData(request.headers.accept);
      if (!certificate) {
        if (linkedData) return reply.status(404).send({ message: CREDENTIAL_NOT_FOUND });
        return reply.status(404).type('text/html; charset=utf-8').send(renderCertificateNotFoundPage());
      }
      if (linkedData) return sendCredential(request, reply, certificate, false);
      const state = await app.services.credentials.stateOf(certificate.code);
      const own = certificates.forOwner(certificate, request.user?.id);
      // Its own member also reads the result the credential states (the PDF does not show it).
      const signed =
        own && state === 'valid' ? await app.services.credentials.credentialOf(certificate.code) : null;
      const result = signed ? resultOf(JSON.parse(signed)) : null;
      return reply
        .type('text/html; charset=utf-8')
        .send(renderValidCertificatePage(certificate, state, own && { ...own, result }));
    },
  );

  /**
   * The signed JSON-LD as issued (stored once, never rebuilt), to its own member only (403 to anyone
   * else); 404 in Spanish when there is none.
   */
  const sendCredential = async (
    request: FastifyRequest,
    reply: FastifyReply,
    certificate: IssuedCertificate,
    download: boolean,
  ) => {
    if (request.user?.id !== certificate.userId)
      return reply.status(403).send({ message: CREDENTIAL_OWNER_ONLY });
    const { code } = certificate;
    const json = await app.services.credentials.credentialOf(code);
    if (!json) return reply.status(404).send({ message: CREDENTIAL_NOT_FOUND });
    if (download)
      reply.header('content-disposition', `attachment; filename="certificado-${code}.credential.json"`);
    return reply.type('application/ld+json; charset=utf-8').send(json);
  };

  app.get(
    '/certificados/:code/credential.json',
    {
      config: { access: 'public', cache: 'no-store', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'La credencial Open Badges 3.0 firmada del certificado (JSON-LD), para que su titular la descargue',
        params: z.object({ code: z.string().max(40) }),
        produces: ['application/ld+json'],
      },
      // A code no certificate could have (too long, say) is an unknown code too: 404 in Spanish.
      errorHandler: (error, _request, reply) => {
        const { statusCode, validation } = error as { statusCode?: number; validation?: unknown };
        if (!validation && statusCode !== 404) throw error;
        return reply.status(404).header('x-robots-tag', 'noindex').send({ message: CREDENTIAL_NOT_FOUND });
      },
    },
    async (request, reply) => {
      const certificate = await certificates.verify(request.params.code);
      reply.header('x-robots-tag', 'noindex');
      if (!certificate) return reply.status(404).send({ message: CREDENTIAL_NOT_FOUND });
      return sendCredential(request, reply, certificate, true);
    },
  );

  // The issuer's did:web document: every key, current and retired, so old credentials keep verifying.
  app.get(
    '/.well-known/did.json',
    {
      config: { access: 'public', cache: 'no-store' },
      schema: {
        tags,
        summary: 'El documento did:web del Foro de Educadores con sus claves públicas de firma',
        produces: ['application/did+json'],
      },
    },
    async (_request, reply) =>
      reply.type('application/did+json').send(JSON.stringify(app.services.credentials.didDocument())),
  );

  // The signed revocation list every credential's status entry points to.
  app.get(
    `/credenciales/estado/${STATUS_LIST_ID}`,
    {
      config: { access: 'public', cache: 'no-store', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'La lista de estado (Bitstring Status List) firmada de las credenciales revocadas',
        produces: ['application/ld+json'],
      },
    },
    async (_request, reply) => {
      const list = await app.services.credentials.statusList();
      if (!list) return reply.status(404).send({ message: 'No existe esta lista de estado.' });
      return reply.type('application/ld+json; charset=utf-8').send(list.json);
    },
  );

  // Staff revoke a certificate with a reason (audited); its verification page then says "revocado".
  app.post(
    '/api/admin/certificates/:code/revoke',
    {
      config: { access: 'staff', cache: 'private', errors: ['NOT_FOUND', 'CONFLICT'] },
      schema: {
        tags: ['admin'],
        summary: 'Revoca un certificado con un motivo (queda en el registro de cambios)',
        params: certificateCodeParams,
        body: revokeCertificateSchema,
        response: { 200: revokedCertificateSchema },
      },
    },
    async (request) => {
      const user = requireMember(request);
      return certificates.revoke(request.params.code, request.body.reason, {
        id: user.id,
        email: user.email,
      });
    },
  );

  // Staff issue a meeting's certificates at once, each member mailed their link (issue 34 item 2).
  app.post(
    '/api/admin/meetings/:meetingId/certificates',
    {
      config: { access: 'staff', errors: ['NOT_FOUND', 'FORBIDDEN'] },
      schema: {
        tags: ['admin'],
        summary:
          'Emite los certificados de todos los asistentes del encuentro y envía a cada uno su enlace por correo',
        params: meetingIdParams,
        response: { 200: bulkIssueAnswerSchema },
      },
    },
    async (request) => {
      const user = requireMember(request);
      return certificates.issueMeetingCertificates(
        { id: user.id, email: user.email },
        request.params.meetingId,
      );
    },
  );
};
