import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishInput } from '@foro/shared/admin/schemas';
import type {
  AdminHomeItem,
  HomeItemFields,
  HomeItemMove,
  PageContent,
  PageKey,
} from '@foro/shared/content/schemas';
import { api } from '../../../lib/api-client';
import { queryScopes } from '../../../lib/query-scopes';
import { contentKeys } from '../api/query-keys';

/** The back office's copies of the content feature's data (docs/product/admin.md). */
export const contentAdminKeys = {
  homeItems: () => [...queryScopes.admin, 'home-items'] as const,
  page: (key: PageKey) => [...queryScopes.admin, 'page', key] as const,
};

export interface AdminPage<K extends PageKey> {
  key: K;
  content: PageContent<K>;
  revision: number;
  updatedAt: string;
}

export const adminHomeItemsQuery = () =>
  queryOptions({
    queryKey: contentAdminKeys.homeItems(),
    queryFn: () => api.get<AdminHomeItem[]>('/api/admin/home-items'),
  });
export const useAdminHomeItems = () => useQuery(adminHomeItemsQuery());

export const adminPageQuery = <K extends PageKey>(key: K) =>
  queryOptions({
    queryKey: contentAdminKeys.page(key),
    queryFn: () => api.get<AdminPage<K>>(`/api/admin/pages/${key}`),
  });
export const useAdminPage = <K extends PageKey>(key: K) => useQuery(adminPageQuery(key));

/** After a save: the back office's lists, the audit log and the member pages read again. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryScopes.admin }),
      client.invalidateQueries({ queryKey: contentKeys.homeItems() }),
      client.invalidateQueries({ queryKey: ['page'] }),
    ]);
}

type ItemAction =
  | { kind: 'create'; fields: HomeItemFields }
  | { kind: 'update'; id: string; fields: HomeItemFields & { revision: number } }
  | { kind: 'publish'; id: string; input: PublishInput }
  | { kind: 'unpublish'; id: string; revision: number }
  | { kind: 'move'; id: string; input: HomeItemMove }
  | { kind: 'delete'; id: string; revision: number };

/** Every change of a home item, one mutation so the list shows one busy state. */
export function useHomeItemAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (action: ItemAction): Promise<unknown> => {
      switch (action.kind) {
        case 'create':
          return api.post<AdminHomeItem>('/api/admin/home-items', action.fields);
        case 'update':
          return api.put<AdminHomeItem>(`/api/admin/home-items/${action.id}`, action.fields);
        case 'publish':
          return api.post<AdminHomeItem>(`/api/admin/home-items/${action.id}/publish`, action.input);
        case 'unpublish':
          return api.post<AdminHomeItem>(`/api/admin/home-items/${action.id}/unpublish`, {
            revision: action.revision,
          });
        case 'move':
          return api.post<AdminHomeItem[]>(`/api/admin/home-items/${action.id}/move`, action.input);
        case 'delete':
          return api.delete<null>(`/api/admin/home-items/${action.id}?revision=${action.revision}`);
      }
    },
    onSettled: refresh,
  });
}

export function useSavePage<K extends PageKey>(key: K) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { revision: number; content: PageContent<K> }) =>
      api.put<AdminPage<K>>(`/api/admin/pages/${key}`, input),
    onSuccess: refresh,
  });
}
