import { useInfiniteQuery } from '@tanstack/react-query';
import type { MediaListQuery, MediaPage } from '@foro/shared/media/schemas';
import { keysetQuery } from '../../../lib/keyset-query';
import { mediaKeys } from './query-keys';

export type MediaFilter = Omit<MediaListQuery, 'cursor' | 'limit'>;

export const mediaQuery = (filter: MediaFilter) =>
  keysetQuery<MediaPage>(mediaKeys.list(filter), '/api/admin/media', { ...filter, limit: 24 });

export const useMedia = (filter: MediaFilter) => useInfiniteQuery(mediaQuery(filter));
