import type { PublicationState } from './schemas.ts';

/**
 * Where an item stands (docs/product/admin.md#drafts-and-publication): archived wins; with no
 * publication instant it is a draft; an instant still to come is scheduled.
 */
export function publicationState(
  item: { publishedAt: string | null; archivedAt: string | null },
  now: Date,
): PublicationState {
  if (item.archivedAt) return 'archived';
  if (!item.publishedAt) return 'draft';
  return new Date(item.publishedAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}
