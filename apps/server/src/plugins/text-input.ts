import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bodyErrors } from '@foro/shared/http/errors';
import { AppError } from '../lib/app-error.ts';

/**
 * NUL, which PostgreSQL cannot store in text and SQLite would keep, and a lone UTF-16 surrogate,
 * which no encoder can write as UTF-8 without replacing it. In `u` mode a surrogate pair is one
 * code point, so only unpaired halves match.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses.
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;

/** The first string inside a decoded value that holds an unstorable character, with its path. */
function findUnstorable(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return itemPath;
    const found = findUnstorable(item, itemPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * One gate for every decoded path parameter, query and body, before any schema or handler runs, so
 * both engines answer alike and nothing is stored: a path parameter with such a character names
 * nothing (404); a query or body field gets a 422 on that field.
 */
export const textInput = fp(async (app: FastifyInstance) => {
  // A callback, not an async hook: every request runs it, and a promise each was work for nothing.
  app.addHook('preValidation', (request, _reply, done) => {
    if (findUnstorable(request.params, '') !== undefined) return done(new AppError('NOT_FOUND'));
    const field = findUnstorable(request.query, '') ?? findUnstorable(request.body, '');
    if (field !== undefined) return done(AppError.validation({ [field || '_']: bodyErrors.CHARACTERS }));
    done();
  });
});
