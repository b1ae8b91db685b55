// Public entry of the profile feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export type { EmailChangeService } from './email-change.service.ts';
export type { ProfileService } from './profile.service.ts';
export { createEmailChangeRepository } from './email-change.repository.ts';
