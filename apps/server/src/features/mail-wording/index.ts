// Public entry of the mail-wording feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export { createMailWordingService } from './mail-wording.service.ts';
export type { MailWordingService } from './mail-wording.service.ts';
