import { queryOptions, useQuery } from '@tanstack/react-query';
import { FREE_ACCESS_MASTERCLASS_URL, type OpenMasterclassSummary } from '@foro/shared/open-access/schemas';
import { api } from '../../../lib/api-client';

/** GET free-access/masterclass: the published masterclass's title and time, for anyone (404 when none). */
export const openMasterclassQuery = () =>
  queryOptions({
    queryKey: ['open-access', 'masterclass'] as const,
    queryFn: () => api.get<OpenMasterclassSummary>(FREE_ACCESS_MASTERCLASS_URL),
    retry: false,
  });

export const useOpenMasterclass = () => useQuery(openMasterclassQuery());
