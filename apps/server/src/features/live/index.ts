// Public entry of the live feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export type { LiveBus } from './live.bus.ts';
export { createLivePublishers } from './live.publish.ts';
export type { LivePublishers } from './live.publish.ts';
