import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FREE_ACCESS_URL, type OpenAccessInput } from '@foro/shared/open-access/schemas';
import { api } from '../../../lib/api-client';
import { freeAccessLiveKey } from './get-free-access-live';

/** POST free-access: stores the visitor and gives this browser the cookie of the live page. */
export const postFreeAccess = (input: OpenAccessInput) => api.post<{ status: true }>(FREE_ACCESS_URL, input);

export function usePostFreeAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postFreeAccess,
    // A refusal cached before (no cookie yet) must not stand in for the new answer.
    onSuccess: () => client.removeQueries({ queryKey: freeAccessLiveKey }),
  });
}
