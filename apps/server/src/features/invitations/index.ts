// Public entry of the invitations feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export { invitationOnConnectPage } from './connect-invitation.ts';
export type { InvitationsService } from './invitations.service.ts';
export { createInvitationsRepository } from './invitations.repository.ts';
