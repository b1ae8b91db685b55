// Public entry of the forum feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export { createForumRepository } from './forum.repository.ts';
export type { ForumService } from './forum.service.ts';
