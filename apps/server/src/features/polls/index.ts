// Public entry of the polls feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export type { PollsService } from './polls.service.ts';
