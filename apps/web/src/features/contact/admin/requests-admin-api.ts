import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BulkResult,
  MessageListQuery,
  MessageMeeting,
  MessagePage,
  MessageRow,
  RefuseInput,
  RequestListQuery,
  RequestPage,
} from '@foro/shared/contact/admin-schemas';
import { api } from '../../../lib/api-client';
import { keysetQuery } from '../../../lib/keyset-query';
import { queryScopes } from '../../../lib/query-scopes';

/** The invitation requests of the back office's inbox (docs/product/inbox.md). */
export type RequestFilter = Omit<RequestListQuery, 'cursor' | 'limit'>;

export const requestKeys = {
  all: [...queryScopes.admin, 'invitation-requests'] as const,
  list: (filter: RequestFilter) => [...requestKeys.all, 'list', filter] as const,
};

const base = '/api/admin/invitation-requests';

export const requestsQuery = (filter: RequestFilter) =>
  keysetQuery<RequestPage>(requestKeys.list(filter), base, filter);
export const useRequests = (filter: RequestFilter) => useInfiniteQuery(requestsQuery(filter));

export type RequestAction =
  | { action: 'accept' | 'remind' | 'resend'; ids: string[] }
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

/** Meeting contact messages (docs/product/inbox.md#meeting-messages). */
export type MessageFilter = Omit<MessageListQuery, 'cursor' | 'limit'>;
const messagesBase = '/api/admin/meeting-messages';
const messageKeys = {
  all: [...queryScopes.admin, 'meeting-messages'] as const,
  list: (filter: MessageFilter) => [...messageKeys.all, 'list', filter] as const,
  meetings: () => [...messageKeys.all, 'meetings'] as const,
};

export const useMessageMeetings = () =>
  useQuery(
    queryOptions({
      queryKey: messageKeys.meetings(),
      queryFn: () => api.get<MessageMeeting[]>(`${messagesBase}/meetings`),
    }),
  );

export const useMessages = (filter: MessageFilter) =>
  useInfiniteQuery(keysetQuery<MessagePage>(messageKeys.list(filter), messagesBase, filter));

/** Answer by e-mail (with `answer`) or only mark answered; then lists and counters are read again. */
export function useAnswerMessage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: string | null) =>
      answer === null
        ? api.post<MessageRow>(`${messagesBase}/${encodeURIComponent(id)}/answered`, {})
        : api.post<MessageRow>(`${messagesBase}/${encodeURIComponent(id)}/answer`, { answer }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: messageKeys.all });
      void client.invalidateQueries({ queryKey: [...queryScopes.admin, 'inbox'] });
      void client.invalidateQueries({ queryKey: [...queryScopes.admin, 'audit'] });
    },
  });
}
