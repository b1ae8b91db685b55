// Public entry of the share feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export type { ShareService } from './share.service.ts';
export { localPicture } from './share-image.ts';
