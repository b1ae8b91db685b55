import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StopInfo } from '@foro/shared/axes/schemas';
import { api } from '../../../lib/api-client';
import { axisKeys } from './query-keys';

export const getStop = (slug: string, slugStep: string) =>
  api.get<StopInfo>(`/api/axis/${encodeURIComponent(slug)}/steps/${encodeURIComponent(slugStep)}`);
export const stopQuery = (slug: string, slugStep: string) =>
  queryOptions({ queryKey: axisKeys.stop(slug, slugStep), queryFn: () => getStop(slug, slugStep) });
export const useStop = (slug: string, slugStep: string) => useQuery(stopQuery(slug, slugStep));
