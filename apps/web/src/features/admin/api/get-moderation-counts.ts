import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModerationCounts } from '@foro/shared/moderation/schemas';
import { api } from '../../../lib/api-client';
import { queryScopes } from '../../../lib/query-scopes';

/** The navigation's counter of open reports (docs/decisions/0038-moderation.md); read again every minute. */
export const moderationCountsQuery = () =>
  queryOptions({
    queryKey: [...queryScopes.admin, 'moderation', 'counts'] as const,
    queryFn: () => api.get<ModerationCounts>('/api/admin/moderation/counts'),
    refetchInterval: 60_000,
  });
export const useModerationCounts = () => useQuery(moderationCountsQuery());
