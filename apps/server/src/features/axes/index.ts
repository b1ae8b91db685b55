// Public entry of the axes feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export { slugify } from './axes.admin.service.ts';
export type { AxesAdminService } from './axes.admin.service.ts';
export type { AxesService } from './axes.service.ts';
export { createAxesRepository } from './axes.repository.ts';
