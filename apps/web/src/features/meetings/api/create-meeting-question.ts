import { useMutation } from '@tanstack/react-query';
import type { MeetingQuestionInput } from '@foro/shared/meetings/schemas';
import { api } from '../../../lib/api-client';

export const createMeetingQuestion = (slug: string, input: MeetingQuestionInput) =>
  api.post<{ status: true }>(`/api/meeting/${encodeURIComponent(slug)}/question`, input);

export const useCreateMeetingQuestion = (slug: string) =>
  useMutation({ mutationFn: (input: MeetingQuestionInput) => createMeetingQuestion(slug, input) });
