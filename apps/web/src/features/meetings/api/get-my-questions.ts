import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyQuestion } from '@foro/shared/questions/admin-schemas';
import { api } from '../../../lib/api-client';
import { meetingKeys } from './query-keys';

/** The member's own questions to the speaker and whether staff marked them answered. */
export const myQuestionsQuery = (slug: string) =>
  queryOptions({
    queryKey: [...meetingKeys.detail(slug), 'my-questions'] as const,
    queryFn: () => api.get<MyQuestion[]>(`/api/meeting/${encodeURIComponent(slug)}/questions/mine`),
    refetchInterval: 60_000,
  });
export const useMyQuestions = (slug: string) => useQuery(myQuestionsQuery(slug));
