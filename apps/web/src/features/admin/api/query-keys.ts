import type { AuditQuery } from '@foro/shared/admin/schemas';
import { queryScopes } from '../../../lib/query-scopes';

export const adminKeys = {
  audit: (filter: Omit<AuditQuery, 'cursor' | 'limit'>) => [...queryScopes.admin, 'audit', filter] as const,
  staff: () => [...queryScopes.admin, 'staff'] as const,
};
