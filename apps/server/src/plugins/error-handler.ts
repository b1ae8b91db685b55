import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { bodyErrors, errorMessages, type ErrorCode, type ErrorEnvelope } from '@foro/shared/http/errors';
import { AppError } from '../lib/app-error.ts';
import { cardPage } from '../lib/card-page.ts';
import { markup } from '../lib/markup.ts';

const byStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'VALIDATION',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  419: 'CSRF_MISMATCH',
  429: 'RATE_LIMITED',
};

/** What the person can fix when Fastify refuses a body before any schema sees it. */
const bodyErrorFor = (error: FastifyError) => {
  if (error.statusCode === 413) return bodyErrors.TOO_LARGE;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return bodyErrors.JSON;
  return bodyErrors.REQUEST;
};

/**
 * Errors the router raises before any route or hook runs: a path that is not valid percent-encoding,
 * or a path parameter longer than any name the portal gives. Neither names a resource: 404.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(404).send({ code: 'NOT_FOUND', message: errorMessages.NOT_FOUND });
  }
  request.log.error({ err: error }, 'router error');
  return reply.status(500).send({ code: 'INTERNAL', message: errorMessages.INTERNAL });
}

/** A browser navigating to one of the server's own pages or documents (not a call of the portal's API). */
const opensPageInBrowser = (request: FastifyRequest) =>
  request.method === 'GET' &&
  !request.url.startsWith('/api/') &&
  (request.headers.accept?.includes('text/html') ?? false);

const messagePage = (message: string) =>
  cardPage({
    body: markup`<p class="alert" role="alert">${message}</p>`,
    back: { href: '/connect', label: 'Volver a iniciar sesión' },
  });

/**
 * Turns every error into the envelope of docs/product/session.md#error-envelope; details of a 5xx are logged,
 * never sent.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // A signed-out person opening a member document (a certificate's address) in the browser goes
      // to sign in and comes back to it, instead of reading an error envelope.
      if (error.code === 'UNAUTHENTICATED' && opensPageInBrowser(request)) {
        return reply.redirect(`/connect?redirectTo=${encodeURIComponent(request.url)}`, 303);
      }
      const body: ErrorEnvelope = { code: error.code, message: error.message };
      if (error.fieldErrors) body.errors = error.fieldErrors;
      if (error.conflict) body.conflict = error.conflict;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        errors[field] ??= issue.message ?? errorMessages.VALIDATION;
      }
      return reply.status(422).send({ code: 'VALIDATION', message: errorMessages.VALIDATION, errors });
    }
    const status = error.statusCode ?? 500;
    const code = byStatus[status];
    if (status < 500 && code) {
      // A body that is not valid JSON, too large, or of a refused type is the client's fault.
      const finalStatus = code === 'VALIDATION' ? 422 : status;
      if (!request.url.startsWith('/api/') && request.headers.accept?.includes('text/html')) {
        // The connect page is a plain HTML form: answer it in a page a person can read.
        return reply
          .status(finalStatus)
          .type('text/html; charset=utf-8')
          .send(messagePage(errorMessages[code]));
      }
      const body: ErrorEnvelope = { code, message: errorMessages[code] };
      if (code === 'VALIDATION') body.errors = { _: bodyErrorFor(error) };
      return reply.status(finalStatus).send(body);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL', message: errorMessages.INTERNAL });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 'NOT_FOUND', message: errorMessages.NOT_FOUND });
  });
});
