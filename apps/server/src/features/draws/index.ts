// Public entry of the draws feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export type { DrawsService } from './draws.service.ts';
