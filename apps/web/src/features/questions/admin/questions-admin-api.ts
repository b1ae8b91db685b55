import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminQuestion,
  QuestionFlags,
  QuestionPage,
  QuestionSource,
  QuestionSourceItem,
} from '@foro/shared/questions/admin-schemas';
import { api } from '../../../lib/api-client';
import { queryScopes } from '../../../lib/query-scopes';

/** Questions for speakers and experts in the back office (docs/product/inbox.md#questions). */
const keys = {
  all: [...queryScopes.admin, 'questions'] as const,
  sources: () => [...keys.all, 'sources'] as const,
  list: (source: QuestionSource, id: string, hidden: boolean) => [...keys.all, source, id, hidden] as const,
};
const base = '/api/admin/questions';

export const useQuestionSources = () =>
  useQuery(
    queryOptions({
      queryKey: keys.sources(),
      queryFn: () => api.get<QuestionSourceItem[]>(`${base}/sources`),
    }),
  );

/**
 * The newest 200 questions of a meeting or route. `live` reads them again every 5 seconds (the console
 * beside the stream; live updates by SSE are another piece of work).
 */
export const useQuestions = (
  source: QuestionSource,
  id: string,
  options: { hidden?: boolean; live?: boolean } = {},
) =>
  useQuery(
    queryOptions({
      queryKey: keys.list(source, id, Boolean(options.hidden)),
      queryFn: () =>
        api.get<QuestionPage>(
          `${base}?${new URLSearchParams({ source, id, limit: '200', ...(options.hidden ? { hidden: 'only' } : {}) })}`,
        ),
      refetchInterval: options.live ? 5_000 : false,
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
      void client.invalidateQueries({ queryKey: keys.all });
      void client.invalidateQueries({ queryKey: [...queryScopes.admin, 'audit'] });
    },
  });
}
