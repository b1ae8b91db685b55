import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * The signed-in member of a route that declares `access: 'member'` (or stricter). The access check
 * already refused a request without one; this types it, and refuses it too if a route forgets.
 */
export function requireMember(request: FastifyRequest): NonNullable<FastifyRequest['user']> {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
