import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SharedQuestionList, SharedQuestionSort, VoteResult } from '@foro/shared/questions/shared-list';
import { api } from '../../../lib/api-client';

/** A meeting's shared list of questions on /encuentros/{slug}/interactua (docs/decisions/0045-question-votes.md). */
export const sharedQuestionKeys = {
  all: (slug: string) => ['meeting-questions', slug] as const,
  list: (slug: string, sort: SharedQuestionSort) => [...sharedQuestionKeys.all(slug), sort] as const,
};

/**
 * The approved questions. The meeting's live stream says when they change (the page reads them again,
 * docs/decisions/0044-live-updates.md); a slow read every minute covers a stream that could not open,
 * and notices staff opening the list.
 */
export const sharedQuestionsQuery = (slug: string, sort: SharedQuestionSort) =>
  queryOptions({
    queryKey: sharedQuestionKeys.list(slug, sort),
    queryFn: () =>
      api.get<SharedQuestionList>(
        `/api/meeting/${encodeURIComponent(slug)}/questions?${new URLSearchParams({ sort })}`,
      ),
    retry: 2,
    refetchInterval: 60_000,
  });
export const useSharedQuestions = (slug: string, sort: SharedQuestionSort) =>
  useQuery(sharedQuestionsQuery(slug, sort));

/** Votes (`voted: true`) or withdraws the vote; the answer's count replaces the one on screen at once. */
export function useVote(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, voted }: { questionId: string; voted: boolean }) =>
      api.post<VoteResult>(
        `/api/meeting/${encodeURIComponent(slug)}/questions/${encodeURIComponent(questionId)}/vote`,
        { voted },
      ),
    onSuccess: (result, { questionId }) => {
      client.setQueriesData<SharedQuestionList>({ queryKey: sharedQuestionKeys.all(slug) }, (list) =>
        list
          ? {
              ...list,
              questions: list.questions.map((q) => (q.id === questionId ? { ...q, ...result } : q)),
            }
          : list,
      );
    },
    onSettled: () => void client.invalidateQueries({ queryKey: sharedQuestionKeys.all(slug) }),
  });
}
