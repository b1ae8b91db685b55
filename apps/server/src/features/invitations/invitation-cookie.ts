import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hmac, safeEqual } from '../../lib/ids.ts';

/**
 * After `POST /api/users/registration` the browser carries the invitation it opened in this cookie,
 * so the connect page can offer the account form. It holds the invitation's id (not the secret of
 * the link), an expiry and an HMAC with a key derived from SESSION_SECRET; it is HttpOnly,
 * SameSite=Lax, sent only to `/connect…` and lives one hour.
 */
export const INVITATION_COOKIE = 'foro_inv';
export const INVITATION_COOKIE_MS = 60 * 60 * 1000;
const COOKIE_PATH = '/connect';

const signature = (app: FastifyInstance, payload: string) =>
  hmac(app.config.sessionSecret, `invitation-cookie:${payload}`);

export function setInvitationCookie(app: FastifyInstance, reply: FastifyReply, invitationId: string): void {
  const payload = `${invitationId}.${app.clock.now().getTime() + INVITATION_COOKIE_MS}`;
  reply.setCookie(INVITATION_COOKIE, `${payload}.${signature(app, payload)}`, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
    maxAge: INVITATION_COOKIE_MS / 1000,
  });
}

export function clearInvitationCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(INVITATION_COOKIE, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
  });
}

export function hasInvitationCookie(request: FastifyRequest): boolean {
  return Boolean(request.cookies[INVITATION_COOKIE]);
}

/** The invitation id of a genuine, unexpired cookie; null for none, a forged or an old one. */
export function readInvitationCookie(app: FastifyInstance, request: FastifyRequest): string | null {
  const value = request.cookies[INVITATION_COOKIE];
  if (!value || value.length > 200) return null;
  const [id, expires, mac, ...rest] = value.split('.');
  if (!id || !expires || !mac || rest.length) return null;
  if (!safeEqual(mac, signature(app, `${id}.${expires}`))) return null;
  if (!/^\d+$/.test(expires) || app.clock.now().getTime() >= Number(expires)) return null;
  return id;
}
