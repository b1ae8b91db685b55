import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Poll, PollVoteInput } from '@foro/shared/polls/schemas';
import { api } from '../../../lib/api-client';
import { pollKeys } from './poll-keys';

export const votePoll = (slug: string, pollId: string, input: PollVoteInput) =>
  api.post<Poll[]>(
    `/api/meeting/${encodeURIComponent(slug)}/polls/${encodeURIComponent(pollId)}/vote`,
    input,
  );

/** One tap: the vote (or its change); the answer is the list as it stands, with the results now shown. */
export function useVotePoll(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pollId, option }: { pollId: string; option: string }) =>
      votePoll(slug, pollId, { option }),
    onSuccess: (polls) => client.setQueryData(pollKeys.meeting(slug), polls),
    // A closed poll or a lost option: read the list again, so the screen shows what is true now.
    onError: () => void client.invalidateQueries({ queryKey: pollKeys.meeting(slug) }),
  });
}
