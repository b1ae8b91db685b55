// Public entry of the session feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export { renderConnectPage } from './connect-page.ts';
export type { ConnectPageModel, RegisterFormModel } from './connect-page.ts';
export type { PasswordResetService } from './password-reset.service.ts';
export { LOGOUT_CLEARS, startBrowserSession } from './session.routes.ts';
export type { SessionService, SessionUser } from './session.service.ts';
export { CHALLENGE_TTL_MS, challengeMaxNumber } from './sign-in-limits.ts';
export { createSessionRepository } from './session.repository.ts';
export { createPasswordResetRepository } from './password-reset.repository.ts';
