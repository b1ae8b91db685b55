import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThreadList } from '@foro/shared/forum/schemas';
import { api } from '../../../lib/api-client';
import { forumKeys } from './query-keys';

export const getThreads = (slug: string) =>
  api.get<ThreadList>(`/api/axis/${encodeURIComponent(slug)}/threads`);
export const threadsQuery = (slug: string) =>
  queryOptions({ queryKey: forumKeys.threads(slug), queryFn: () => getThreads(slug) });
export const useThreads = (slug: string) => useQuery(threadsQuery(slug));
