// Public entry of the moderation feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export { createModerationRepository } from './moderation.repository.ts';
export type { ModerationService } from './moderation.service.ts';
export { changePostState } from './post-state.ts';
export type { WatchedWordsService } from './watched-words.service.ts';
