// Public entry of the media feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export { SERVED_FILE, UPLOAD_ID } from './media.files.ts';
export type { MediaService } from './media.service.ts';
export type { AnyMediaStorage, MediaStorage } from './media.storage.ts';
