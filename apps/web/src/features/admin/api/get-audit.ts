import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage, AuditQuery } from '@foro/shared/admin/schemas';
import { keysetQuery } from '../../../lib/keyset-query';
import { adminKeys } from './query-keys';

type AuditFilter = Omit<AuditQuery, 'cursor' | 'limit'>;

export const auditQuery = (filter: AuditFilter) =>
  keysetQuery<AuditPage>(adminKeys.audit(filter), '/api/admin/audit', filter);

export const useAudit = (filter: AuditFilter) => useInfiniteQuery(auditQuery(filter));
