import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Related } from '@foro/shared/axes/schemas';
import { api } from '../../../lib/api-client';
import { axisKeys } from './query-keys';

export const getRelated = (slug: string) => api.get<Related>(`/api/axis/${encodeURIComponent(slug)}/related`);
export const relatedQuery = (slug: string) =>
  queryOptions({ queryKey: axisKeys.related(slug), queryFn: () => getRelated(slug) });
export const useRelated = (slug: string) => useQuery(relatedQuery(slug));
