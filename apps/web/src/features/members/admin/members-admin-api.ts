import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberDetail, MemberListQuery, MemberPage } from '@foro/shared/members/admin-schemas';
import { api } from '../../../lib/api-client';
import { keysetQuery } from '../../../lib/keyset-query';
import { queryScopes } from '../../../lib/query-scopes';

/** The members' back office (decision 0039). */
export type MemberFilter = Omit<MemberListQuery, 'cursor' | 'limit'>;

const base = '/api/admin/members';
const memberKeys = {
  all: [...queryScopes.admin, 'members'] as const,
  list: (filter: MemberFilter) => [...memberKeys.all, 'list', filter] as const,
  one: (id: string) => [...memberKeys.all, 'one', id] as const,
};

export const memberUrl = (id: string, action = '') =>
  `${base}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export const useMembers = (filter: MemberFilter) =>
  useInfiniteQuery(keysetQuery<MemberPage>(memberKeys.list(filter), base, filter));

export const useMember = (id: string) =>
  useQuery(
    queryOptions({ queryKey: memberKeys.one(id), queryFn: () => api.get<MemberDetail>(memberUrl(id)) }),
  );

export type MemberAction =
  | 'name'
  | 'place'
  | 'email'
  | 'password-reset'
  | 'deactivate'
  | 'reactivate'
  | 'suspend'
  | 'unsuspend'
  | 'close';

/** One account action; afterwards the member, the lists and the audit log are read again. */
export function useMemberAction(id: string, action: MemberAction) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, string>) => api.post<{ message: string }>(memberUrl(id, action), body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: memberKeys.all });
      void client.invalidateQueries({ queryKey: [...queryScopes.admin, 'audit'] });
    },
  });
}
