import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxisInfo } from '@foro/shared/axes/schemas';
import { api } from '../../../lib/api-client';
import { axisKeys } from './query-keys';

export const getAxisInfo = (slug: string) => api.get<AxisInfo>(`/api/axis/info/${encodeURIComponent(slug)}`);
export const axisInfoQuery = (slug: string) =>
  queryOptions({ queryKey: axisKeys.info(slug), queryFn: () => getAxisInfo(slug), staleTime: 15_000 });
export const useAxisInfo = (slug: string) => useQuery(axisInfoQuery(slug));
