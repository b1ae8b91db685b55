import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bodyErrors } from '@foro/shared/http/errors';
import { AppError } from '../lib/app-error.ts';

const UTF8 = /^utf-?8$/i;
const charsetOf = (contentType: string | undefined) =>
  /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? '')?.[1];
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Bodies are read as the UTF-8 they must be, never repaired: a decoder that swapped bad bytes for
 * U+FFFD would store text nobody wrote. Another charset, or a compressed body the server does not
 * unpack, would be read as garbage, so both are refused before any parser runs.
 */
export const requestBody = fp(async (app: FastifyInstance) => {
  // A callback, not an async hook: every request runs it, and a promise each was work for nothing.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
      return done(new AppError('UNSUPPORTED_MEDIA_TYPE', undefined, { _: bodyErrors.ENCODING }));
    }
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== undefined && !UTF8.test(charset)) {
      return done(new AppError('UNSUPPORTED_MEDIA_TYPE', undefined, { _: bodyErrors.CHARSET }));
    }
    done(null, payload);
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body: Buffer, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body);
    } catch {
      return done(AppError.validation({ _: bodyErrors.UTF8 }), undefined);
    }
    parseJson(_request, text, (error, value) =>
      error ? done(AppError.validation({ _: bodyErrors.JSON }), undefined) : done(null, value),
    );
  });
});
