import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorMessages, type ErrorCode, type ErrorEnvelope } from '@foro/shared/http/errors';
import { AppError } from '../lib/app-error.ts';

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

/** Turns every error into the envelope of DECISIONS §2; details of a 5xx are logged, never sent. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorEnvelope = { code: error.code, message: error.message };
      if (error.fieldErrors) body.errors = error.fieldErrors;
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
      return reply.status(finalStatus).send({ code, message: errorMessages[code] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL', message: errorMessages.INTERNAL });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 'NOT_FOUND', message: errorMessages.NOT_FOUND });
  });
});
