import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOpenMasterclass, OpenMasterclassUpdate } from '@foro/shared/open-access/schemas';
import { api } from '../../../lib/api-client';
import { queryScopes } from '../../../lib/query-scopes';

type Answer = { masterclass: AdminOpenMasterclass | null };

export const openMasterclassKey = () => [...queryScopes.admin, 'open-masterclass'] as const;

export const adminOpenMasterclassQuery = () =>
  queryOptions({
    queryKey: openMasterclassKey(),
    queryFn: () => api.get<Answer>('/api/admin/open-masterclass'),
  });
export const useAdminOpenMasterclass = () => useQuery(adminOpenMasterclassQuery());

export function useSaveOpenMasterclass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenMasterclassUpdate) => api.put<Answer>('/api/admin/open-masterclass', input),
    onSuccess: () => client.invalidateQueries({ queryKey: queryScopes.admin }),
  });
}

export function usePublishOpenMasterclass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ publish, revision }: { publish: boolean; revision: number }) =>
      api.post<Answer>(`/api/admin/open-masterclass/${publish ? 'publish' : 'unpublish'}`, { revision }),
    onSettled: () => client.invalidateQueries({ queryKey: queryScopes.admin }),
  });
}
