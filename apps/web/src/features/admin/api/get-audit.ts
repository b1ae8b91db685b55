import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage, AuditQuery } from '@foro/shared/admin/schemas';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

type AuditFilter = Omit<AuditQuery, 'cursor' | 'limit'>;

export const getAudit = (filter: AuditFilter, cursor?: string) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  if (cursor) params.set('cursor', cursor);
  return api.get<AuditPage>(`/api/admin/audit?${params}`);
};

export const auditQuery = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit(filter),
    queryFn: ({ pageParam }) => getAudit(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useAudit = (filter: AuditFilter) => useInfiniteQuery(auditQuery(filter));
