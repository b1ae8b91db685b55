// Public entry of the tests feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export type { TestsAdminService } from './tests.admin.service.ts';
export { createTestsRepository } from './tests.repository.ts';
export type { TestsService } from './tests.service.ts';
