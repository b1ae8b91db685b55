import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingQuestionInput } from '@foro/shared/meetings/schemas';
import { api } from '../../../lib/api-client';
import { myQuestionsQuery } from './get-my-questions';

export const createMeetingQuestion = (slug: string, input: MeetingQuestionInput, submissionKey?: string) =>
  api.post<{ status: true }>(`/api/meeting/${encodeURIComponent(slug)}/question`, input, { submissionKey });

export function useCreateMeetingQuestion(slug: string) {
  const client = useQueryClient();
  return useMutation({
    // The send waits for the connection itself (lib/offline-send.ts): never paused out of sight.
    networkMode: 'always',
    mutationFn: ({ input, key }: { input: MeetingQuestionInput; key?: string }) =>
      createMeetingQuestion(slug, input, key),
    // The new question joins the member's list ("Tus preguntas").
    onSuccess: () => void client.invalidateQueries({ queryKey: myQuestionsQuery(slug).queryKey }),
  });
}
