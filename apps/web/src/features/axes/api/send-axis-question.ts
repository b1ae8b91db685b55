import { useMutation } from '@tanstack/react-query';
import type { AxisQuestionInput } from '@foro/shared/axes/schemas';
import { api } from '../../../lib/api-client';

export const sendAxisQuestion = (slug: string, input: AxisQuestionInput, submissionKey?: string) =>
  api.post<{ status: true }>(`/api/axis/${encodeURIComponent(slug)}/question`, input, { submissionKey });
export const useSendAxisQuestion = (slug: string) =>
  useMutation({
    mutationFn: ({ input, key }: { input: AxisQuestionInput; key?: string }) =>
      sendAxisQuestion(slug, input, key),
  });
