import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxisInfo } from '@foro/shared/axes/schemas';
import { firstAnswerPaths } from '@foro/shared/routes/first-answers';
import { api } from '../../../lib/api-client';
import { axisKeys } from './query-keys';

// The address the route's page announces in its shell (first-answers.ts), so the browser's preload answers it.
export const getAxisInfo = (slug: string) => api.get<AxisInfo>(firstAnswerPaths.axisInfo(slug));
export const axisInfoQuery = (slug: string) =>
  queryOptions({ queryKey: axisKeys.info(slug), queryFn: () => getAxisInfo(slug), staleTime: 15_000 });
export const useAxisInfo = (slug: string) => useQuery(axisInfoQuery(slug));
