// Public entry of the admin feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export type { AdminService } from './admin.service.ts';
