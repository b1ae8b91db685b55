import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmationInput } from '@foro/shared/profile/confirmation';
import type { SaveResponse } from '@foro/shared/profile/schemas';
import { api } from '../../../lib/api-client';
import { queryScopes } from '../../../lib/query-scopes';

export const saveConfirmation = (input: ConfirmationInput) =>
  api.post<SaveResponse>('/api/users/save', input);

export function useSaveConfirmation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveConfirmation,
    onSuccess: async () => {
      // The member is confirmed now: the startup rule must stop sending them to /confirmacion.
      await client.invalidateQueries({ queryKey: queryScopes.session });
      await client.invalidateQueries({ queryKey: queryScopes.profile });
    },
  });
}

export const skipConfirmation = (redirectTo: string) =>
  api.post<{ redirect: string }>('/api/users/skip', { redirectTo });

export function useSkipConfirmation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: skipConfirmation,
    onSuccess: () => client.invalidateQueries({ queryKey: queryScopes.session }),
  });
}
