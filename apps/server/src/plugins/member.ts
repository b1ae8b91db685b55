import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../features/session/session.service.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * The signed-in member of a route that declares `access: 'member'` (or stricter). The access check
 * already refused a request without one; this types it, and refuses it too if a route forgets.
 */
export function requireMember(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
