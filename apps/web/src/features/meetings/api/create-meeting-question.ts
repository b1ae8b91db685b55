import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingQuestionInput } from '@foro/shared/meetings/schemas';
import { api } from '../../../lib/api-client';
import { myQuestionsQuery } from './get-my-questions';

export const createMeetingQuestion = (slug: string, input: MeetingQuestionInput) =>
  api.post<{ status: true }>(`/api/meeting/${encodeURIComponent(slug)}/question`, input);

export function useCreateMeetingQuestion(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MeetingQuestionInput) => createMeetingQuestion(slug, input),
    // The new question joins the member's list ("Tus preguntas").
    onSuccess: () => void client.invalidateQueries({ queryKey: myQuestionsQuery(slug).queryKey }),
  });
}
