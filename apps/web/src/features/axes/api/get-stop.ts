import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StopInfo } from '@foro/shared/axes/schemas';
import { firstAnswerPaths } from '@foro/shared/routes/first-answers';
import { api } from '../../../lib/api-client';
import { axisKeys } from './query-keys';

// The address the stop's page announces in its shell (first-answers.ts), so the browser's preload answers it.
export const getStop = (slug: string, slugStep: string) =>
  api.get<StopInfo>(firstAnswerPaths.stop(slug, slugStep));
export const stopQuery = (slug: string, slugStep: string) =>
  queryOptions({ queryKey: axisKeys.stop(slug, slugStep), queryFn: () => getStop(slug, slugStep) });
export const useStop = (slug: string, slugStep: string) => useQuery(stopQuery(slug, slugStep));
