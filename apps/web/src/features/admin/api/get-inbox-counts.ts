import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxCounts } from '@foro/shared/contact/admin-schemas';
import { api } from '../../../lib/api-client';
import { queryScopes } from '../../../lib/query-scopes';

/** The navigation's counters of unhandled inbox items (docs/product/inbox.md); read again every minute. */
export const inboxCountsQuery = () =>
  queryOptions({
    queryKey: [...queryScopes.admin, 'inbox', 'counts'] as const,
    queryFn: () => api.get<InboxCounts>('/api/admin/inbox/counts'),
    refetchInterval: 60_000,
  });
export const useInboxCounts = () => useQuery(inboxCountsQuery());
