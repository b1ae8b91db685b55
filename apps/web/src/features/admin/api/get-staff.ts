import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@foro/shared/admin/schemas';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export const staffQuery = () =>
  queryOptions({
    queryKey: adminKeys.staff(),
    queryFn: () => api.get<StaffMember[]>('/api/admin/staff'),
    staleTime: 5 * 60_000,
  });
export const useStaff = () => useQuery(staffQuery());
