import { queryOptions, useQuery } from '@tanstack/react-query';
import { FREE_ACCESS_LIVE_URL, type OpenAccessLive } from '@foro/shared/open-access/schemas';
import { api } from '../../../lib/api-client';

export const freeAccessLiveKey = ['open-access', 'live'] as const;

/** GET free-access/live: the open masterclass; 403 when this browser has not sent the form. */
export const getFreeAccessLive = () => api.get<OpenAccessLive>(FREE_ACCESS_LIVE_URL);

export const freeAccessLiveQuery = () =>
  queryOptions({ queryKey: freeAccessLiveKey, queryFn: getFreeAccessLive });

export const useFreeAccessLive = () => useQuery(freeAccessLiveQuery());
