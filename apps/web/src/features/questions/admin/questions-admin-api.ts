import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminQuestion,
  QuestionFlags,
  QuestionMode,
  QuestionPage,
  QuestionSource,
  QuestionSourceItem,
} from '@foro/shared/questions/admin-schemas';
import { api } from '../../../lib/api-client';
import { queryScopes } from '../../../lib/query-scopes';

/** Questions for speakers and experts in the back office (docs/product/inbox.md#questions). */
export const questionKeys = {
  all: [...queryScopes.admin, 'questions'] as const,
  sources: () => [...questionKeys.all, 'sources'] as const,
  list: (source: QuestionSource, id: string, hidden: boolean) =>
    [...questionKeys.all, source, id, hidden] as const,
};
const base = '/api/admin/questions';

export const useQuestionSources = () =>
  useQuery(
    queryOptions({
      queryKey: questionKeys.sources(),
      queryFn: () => api.get<QuestionSourceItem[]>(`${base}/sources`),
    }),
  );

/**
 * The newest 200 questions of a meeting or route. In the console (`live`) the screen reads them again
 * when its live stream says a question changed (docs/decisions/0044-live-updates.md); a slow poll
 * stays only as a safety net for a stream a proxy keeps closing.
 */
export const useQuestions = (
  source: QuestionSource,
  id: string,
  options: { hidden?: boolean; live?: boolean } = {},
) =>
  useQuery(
    queryOptions({
      queryKey: questionKeys.list(source, id, Boolean(options.hidden)),
      queryFn: () =>
        api.get<QuestionPage>(
          `${base}?${new URLSearchParams({ source, id, limit: '200', ...(options.hidden ? { hidden: 'only' } : {}) })}`,
        ),
      refetchInterval: options.live ? 120_000 : false,
      enabled: Boolean(id),
    }),
  );

export const exportUrl = (source: QuestionSource, id: string) =>
  `${base}/export?${new URLSearchParams({ source, id })}`;

export function useFlagQuestion(source: QuestionSource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, flags }: { id: string; flags: QuestionFlags }) =>
      api.post<AdminQuestion>(`${base}/${source}/${encodeURIComponent(id)}`, flags),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: questionKeys.all });
      void client.invalidateQueries({ queryKey: [...queryScopes.admin, 'audit'] });
    },
  });
}

/** The written answer the member reads under their question and gets by mail. */
export function useAnswerQuestion(source: QuestionSource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) =>
      api.put<AdminQuestion>(`${base}/${source}/${encodeURIComponent(id)}/answer`, { answer }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: questionKeys.all });
      void client.invalidateQueries({ queryKey: [...queryScopes.admin, 'audit'] });
    },
  });
}

/** Private to the team or shared with every member once approved (docs/decisions/0045-question-votes.md). */
export function useSetQuestionMode(meetingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mode: QuestionMode) =>
      api.post<{ mode: QuestionMode }>(`${base}/meetings/${encodeURIComponent(meetingId)}/mode`, { mode }),
    // Awaited, so the switch shows the chosen mode until the list read again carries it.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: questionKeys.all }),
        client.invalidateQueries({ queryKey: [...queryScopes.admin, 'audit'] }),
      ]),
  });
}

/** "Responder ahora": the one question the speaker answers now; null clears it. */
export function useAnswerNow(meetingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string | null) =>
      api.post<{ answeringQuestionId: string | null }>(
        `${base}/meetings/${encodeURIComponent(meetingId)}/answering`,
        { questionId },
      ),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: questionKeys.all });
      void client.invalidateQueries({ queryKey: [...queryScopes.admin, 'audit'] });
    },
  });
}
