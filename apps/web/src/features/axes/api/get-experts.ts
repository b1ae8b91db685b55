import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Experts } from '@foro/shared/axes/schemas';
import { api } from '../../../lib/api-client';

export const getExperts = (slug: string) => api.get<Experts>(`/api/axis/${encodeURIComponent(slug)}/experts`);
export const expertsQuery = (slug: string) =>
  queryOptions({ queryKey: ['axis', slug, 'experts'], queryFn: () => getExperts(slug) });
export const useExperts = (slug: string) => useQuery(expertsQuery(slug));
