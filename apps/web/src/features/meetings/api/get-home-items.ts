import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeItem } from '@foro/shared/meetings/schemas';
import { api } from '../../../lib/api-client';

export const getHomeItems = () => api.get<HomeItem[]>('/api/items-home');
export const homeItemsQuery = () => queryOptions({ queryKey: ['items-home'], queryFn: getHomeItems });
export const useHomeItems = () => useQuery(homeItemsQuery());
