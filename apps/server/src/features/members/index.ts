// Public entry of the members feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export { EXPORTED_TABLES } from './member-export.ts';
export type { MembersService } from './members.service.ts';
