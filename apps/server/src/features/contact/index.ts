// Public entry of the contact feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export type { ContactService } from './contact.service.ts';
export type { InboxService } from './inbox.service.ts';
export type { MessagesService } from './messages.service.ts';
export { createContactRepository } from './contact.repository.ts';
