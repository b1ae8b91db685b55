import type { PublicationState } from '@foro/shared/admin/schemas';
import { publicationState as stateOf } from '@foro/shared/admin/publication';

/** The publication columns of a table members read (decision 0023). */
export interface Publication {
  published_at: string | null;
  archived_at?: string | null | undefined;
}

/** docs/product/admin.md#drafts-and-publication: the shared rule, read from a stored row. */
export const publicationState = (row: Publication, now: Date): PublicationState =>
  stateOf({ publishedAt: row.published_at, archivedAt: row.archived_at ?? null }, now);

/** Members see an item once it is published and until it is archived. */
export const isPublished = (row: Publication, now: Date): boolean =>
  publicationState(row, now) === 'published';
