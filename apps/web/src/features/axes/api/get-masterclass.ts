import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MasterclassInfo } from '@foro/shared/axes/schemas';
import { api } from '../../../lib/api-client';
import { axisKeys } from './query-keys';

export const getMasterclass = (slug: string, slugStep: string) =>
  api.get<MasterclassInfo>(
    `/api/axis/${encodeURIComponent(slug)}/masterclass/${encodeURIComponent(slugStep)}`,
  );
export const masterclassQuery = (slug: string, slugStep: string) =>
  queryOptions({
    queryKey: axisKeys.masterclass(slug, slugStep),
    queryFn: () => getMasterclass(slug, slugStep),
  });
export const useMasterclass = (slug: string, slugStep: string) => useQuery(masterclassQuery(slug, slugStep));
