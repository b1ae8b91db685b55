import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MediaListQuery, MediaPage } from '@foro/shared/media/schemas';
import { api } from '../../../lib/api-client';
import { mediaKeys } from './query-keys';

export type MediaFilter = Omit<MediaListQuery, 'cursor' | 'limit'>;

export const getMedia = (filter: MediaFilter, cursor?: string) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  params.set('limit', '24');
  if (cursor) params.set('cursor', cursor);
  return api.get<MediaPage>(`/api/admin/media?${params}`);
};

export const mediaQuery = (filter: MediaFilter) =>
  infiniteQueryOptions({
    queryKey: mediaKeys.list(filter),
    queryFn: ({ pageParam }) => getMedia(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useMedia = (filter: MediaFilter) => useInfiniteQuery(mediaQuery(filter));
