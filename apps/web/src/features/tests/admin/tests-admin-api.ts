import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishInput } from '@foro/shared/admin/schemas';
import type {
  AdminTest,
  AdminTestAxis,
  AdminTestPage,
  AdminTestQuery,
  TestCreateInput,
  TestUpdateInput,
} from '@foro/shared/tests/admin-schemas';
import { api } from '../../../lib/api-client';
import { keysetQuery } from '../../../lib/keyset-query';
import { queryScopes } from '../../../lib/query-scopes';

/** The practical cases of the back office (docs/product/tests.md#back-office). */
export type AdminTestFilter = Omit<AdminTestQuery, 'cursor' | 'limit'>;

export const adminTestKeys = {
  all: [...queryScopes.admin, 'tests'] as const,
  axes: () => [...adminTestKeys.all, 'axes'] as const,
  list: (filter: AdminTestFilter) => [...adminTestKeys.all, 'list', filter] as const,
  one: (id: string) => [...adminTestKeys.all, 'one', id] as const,
};

const base = '/api/admin/tests';
const at = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const useAdminTestAxes = () =>
  useQuery(
    queryOptions({
      queryKey: adminTestKeys.axes(),
      queryFn: () => api.get<AdminTestAxis[]>(`${base}/axes`),
      staleTime: 5 * 60_000,
    }),
  );

export const adminTestsQuery = (filter: AdminTestFilter) =>
  keysetQuery<AdminTestPage>(adminTestKeys.list(filter), base, filter);
export const useAdminTests = (filter: AdminTestFilter) => useInfiniteQuery(adminTestsQuery(filter));

export const adminTestQuery = (id: string) =>
  queryOptions({ queryKey: adminTestKeys.one(id), queryFn: () => api.get<AdminTest>(at(id)), retry: false });
export const useAdminTest = (id: string) => useQuery(adminTestQuery(id));

/** Reads the saved case again (after a 409: someone else's save, or members who answered it meanwhile). */
export function useRefreshTest(id: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminTestKeys.one(id) });
}

/** Every change refreshes the lists, and puts the saved case in place of the loaded one. */
function useCaseMutation<I>(send: (input: I) => Promise<AdminTest>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      client.setQueryData(adminTestKeys.one(saved.id), saved);
      void client.invalidateQueries({ queryKey: [...adminTestKeys.all, 'list'] });
      // The audit log on the back office's home and log screens.
      void client.invalidateQueries({ queryKey: [...queryScopes.admin, 'audit'] });
    },
  });
}

export const useCreateTest = () =>
  useCaseMutation((input: TestCreateInput) => api.post<AdminTest>(base, input));

export const useUpdateTest = (id: string) =>
  useCaseMutation((input: TestUpdateInput) => api.put<AdminTest>(at(id), input));

export type PublicationAction =
  | { action: 'publish'; input: PublishInput }
  | { action: 'unpublish' | 'archive' | 'restore'; input: { revision: number } };

export const usePublicationAction = (id: string) =>
  useCaseMutation(({ action, input }: PublicationAction) =>
    api.post<AdminTest>(`${at(id)}/${action}`, input),
  );

export const useNewVersion = (id: string) =>
  useCaseMutation(() => api.post<AdminTest>(`${at(id)}/new-version`, {}));
