import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ALREADY_MEMBER, invitationProblems } from '@foro/shared/invitations/schemas';
import { safeRedirectTarget } from '@foro/shared/session/redirect';
import type { ConnectPageModel } from '../session/index.ts';
import { clearInvitationCookie, hasInvitationCookie, readInvitationCookie } from './invitation-cookie.ts';
import type { InvitationRefusal } from './invitations.service.ts';

/** Where a new member goes after creating the account: the confirmation of their data by default. */
export const AFTER_REGISTER = '/confirmacion';

export const registerRedirect = (app: FastifyInstance, raw: unknown): string =>
  safeRedirectTarget(raw, app.config.publicUrl, AFTER_REGISTER);

/** What the connect page says about a link that can no longer create an account. */
export function refusalMessage(
  problem: InvitationRefusal,
  email?: string,
): Pick<ConnectPageModel, 'error' | 'email'> {
  if (problem === 'member') return { error: ALREADY_MEMBER, ...(email ? { email } : {}) };
  return { error: invitationProblems[problem] };
}

/**
 * What `GET /connect` adds for a browser that opened an invitation link: the account form while the
 * invitation can be used; otherwise the reason (the address is a member now: sign in with it) and the
 * cookie is cleared. A forged or old cookie is dropped without a word.
 */
export async function invitationOnConnectPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  rawRedirect: unknown,
): Promise<Pick<ConnectPageModel, 'register' | 'error' | 'email'>> {
  if (!hasInvitationCookie(request)) return {};
  const id = readInvitationCookie(app, request);
  const check = id ? await app.services.invitations.checkId(id) : undefined;
  if (check?.ok) {
    const names = await app.services.invitations.requestNames(check.id);
    return { register: { email: check.email, redirectTo: registerRedirect(app, rawRedirect), ...names } };
  }
  clearInvitationCookie(app, reply);
  return check ? refusalMessage(check.problem, check.email) : {};
}
