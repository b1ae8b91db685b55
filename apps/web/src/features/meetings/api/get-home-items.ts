import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeItem } from '@foro/shared/meetings/schemas';
import { api } from '../../../lib/api-client';
import { meetingKeys } from './query-keys';

export const getHomeItems = () => api.get<HomeItem[]>('/api/items-home');
export const homeItemsQuery = () =>
  queryOptions({ queryKey: meetingKeys.homeItems(), queryFn: getHomeItems });
export const useHomeItems = () => useQuery(homeItemsQuery());
