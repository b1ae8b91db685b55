// Public entry of the open-access feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export { createOpenAccessRepository } from './open-access.repository.ts';
export type { OpenAccessService } from './open-access.service.ts';
