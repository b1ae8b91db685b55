import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThreadList } from '@foro/shared/forum/schemas';
import { api } from '../../../lib/api-client';

export const getThreads = (slug: string) =>
  api.get<ThreadList>(`/api/axis/${encodeURIComponent(slug)}/threads`);
export const threadsQuery = (slug: string) =>
  queryOptions({ queryKey: ['axis', slug, 'threads'], queryFn: () => getThreads(slug) });
export const useThreads = (slug: string) => useQuery(threadsQuery(slug));
