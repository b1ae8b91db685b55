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

/** The four publication actions of the back office's editors (and their audit entries' action). */
export type PublicationAction = 'publish' | 'unpublish' | 'archive' | 'restore';

/**
 * The columns a publication action sets (docs/product/admin.md#drafts-and-publication), the same for
 * every content type: publishing, now or at a scheduled instant `at`, brings an archived item back;
 * unpublishing makes it a draft; archiving takes it off the member pages; restoring brings it back as
 * it was. (A meeting restored also goes back to draft: its service adds `published_at: null`.)
 */
export function publicationChange(
  action: PublicationAction,
  now: string,
  at?: string | null,
): { published_at?: string | null; archived_at?: string | null } {
  switch (action) {
    case 'publish':
      return { published_at: at ? new Date(at).toISOString() : now, archived_at: null };
    case 'unpublish':
      return { published_at: null };
    case 'archive':
      return { archived_at: now };
    case 'restore':
      return { archived_at: null };
  }
}
