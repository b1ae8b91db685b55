import type { MediaListQuery } from '@foro/shared/media/schemas';
import { queryScopes } from '../../../lib/query-scopes';

/** The media library's keys; an upload (components/admin/use-media-upload.ts) refreshes them all. */
export const mediaKeys = {
  all: () => [...queryScopes.admin, 'media'] as const,
  list: (filter: Omit<MediaListQuery, 'cursor' | 'limit'>) => [...mediaKeys.all(), 'list', filter] as const,
};
