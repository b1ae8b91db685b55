// Public entry of the directory feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export type { DirectoryService } from './directory.service.ts';
export { createMemberZones } from './member-zones.ts';
export type { MemberZones } from './member-zones.ts';
export { matchPlace } from './place-match.ts';
