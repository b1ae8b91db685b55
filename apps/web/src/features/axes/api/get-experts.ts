import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Experts } from '@foro/shared/axes/schemas';
import { api } from '../../../lib/api-client';
import { axisKeys } from './query-keys';

export const getExperts = (slug: string) => api.get<Experts>(`/api/axis/${encodeURIComponent(slug)}/experts`);
export const expertsQuery = (slug: string) =>
  queryOptions({ queryKey: axisKeys.experts(slug), queryFn: () => getExperts(slug) });
export const useExperts = (slug: string) => useQuery(expertsQuery(slug));
