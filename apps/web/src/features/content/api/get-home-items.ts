import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeItem } from '@foro/shared/content/schemas';
import { api } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

export const getHomeItems = () => api.get<HomeItem[]>('/api/items-home');
export const homeItemsQuery = () =>
  queryOptions({ queryKey: contentKeys.homeItems(), queryFn: getHomeItems });
export const useHomeItems = () => useQuery(homeItemsQuery());
