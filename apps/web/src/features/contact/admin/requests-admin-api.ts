import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BulkResult,
  RefuseInput,
  RequestListQuery,
  RequestPage,
} from '@foro/shared/contact/admin-schemas';
import { api } from '../../../lib/api-client';
import { queryScopes } from '../../../lib/query-scopes';

/** The invitation requests of the back office's inbox (docs/product/inbox.md). */
export type RequestFilter = Omit<RequestListQuery, 'cursor' | 'limit'>;

export const requestKeys = {
  all: [...queryScopes.admin, 'invitation-requests'] as const,
  list: (filter: RequestFilter) => [...requestKeys.all, 'list', filter] as const,
};

const base = '/api/admin/invitation-requests';

export const requestsQuery = (filter: RequestFilter) =>
  infiniteQueryOptions({
    queryKey: requestKeys.list(filter),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
      if (pageParam) params.set('cursor', pageParam);
      return api.get<RequestPage>(`${base}?${params}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });
export const useRequests = (filter: RequestFilter) => useInfiniteQuery(requestsQuery(filter));

export type RequestAction =
  | { action: 'accept' | 'remind'; ids: string[] }
  | { action: 'refuse'; ids: string[]; sendMail: RefuseInput['sendMail'] };

/** One action over the chosen requests; afterwards the lists, the counters and the audit log are read again. */
export function useRequestAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...body }: RequestAction) => api.post<BulkResult>(`${base}/${action}`, body),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: requestKeys.all });
      void client.invalidateQueries({ queryKey: [...queryScopes.admin, 'inbox'] });
      void client.invalidateQueries({ queryKey: [...queryScopes.admin, 'audit'] });
    },
  });
}
