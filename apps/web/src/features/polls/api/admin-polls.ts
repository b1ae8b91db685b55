import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPoll, PollInput } from '@foro/shared/polls/schemas';
import { api } from '../../../lib/api-client';
import { pollKeys } from './poll-keys';

const base = '/api/admin/polls';

/** The host's console: every poll of the meeting with every count (live: the screen reads again). */
export const adminPollsQuery = (meetingId: string) =>
  queryOptions({
    queryKey: pollKeys.admin(meetingId),
    queryFn: () => api.get<AdminPoll[]>(`${base}/meetings/${encodeURIComponent(meetingId)}`),
    refetchInterval: 120_000,
    enabled: Boolean(meetingId),
  });
export const useAdminPolls = (meetingId: string) => useQuery(adminPollsQuery(meetingId));

export const pollsExportUrl = (meetingId: string) =>
  `${base}/meetings/${encodeURIComponent(meetingId)}/export`;

export function useCreatePoll(meetingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: PollInput; key?: string }) =>
      api.post<AdminPoll>(`${base}/meetings/${encodeURIComponent(meetingId)}`, input, { submissionKey: key }),
    onSuccess: () => void client.invalidateQueries({ queryKey: pollKeys.admin(meetingId) }),
  });
}

/** "Abrir", "Cerrar" and deleting a draft. */
export function usePollAction(meetingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ pollId, action }: { pollId: string; action: 'open' | 'close' | 'delete' }) => {
      if (action === 'delete') await api.delete<{ status: true }>(`${base}/${encodeURIComponent(pollId)}`);
      else await api.post<AdminPoll>(`${base}/${encodeURIComponent(pollId)}/${action}`);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: pollKeys.admin(meetingId) }),
  });
}
