import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewThreadAnswer, NewThreadInput, ThreadStateAnswer } from '@foro/shared/moderation/schemas';
import { api } from '../../../lib/api-client';
import { queryScopes } from '../../../lib/query-scopes';

/** A coach of the route (or staff) opens a thread with its first post. */
export function useOpenThread(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewThreadInput) =>
      api.post<NewThreadAnswer>(`/api/axis/${encodeURIComponent(slug)}/threads`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: queryScopes.axis(slug) }),
  });
}

/** Pins or closes a thread (and the opposite). */
export function useThreadState(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string } & ({ pinned: boolean } | { closed: boolean })) =>
      api.post<ThreadStateAnswer>(
        `/api/moderation/threads/${encodeURIComponent(id)}/${'pinned' in change ? 'pin' : 'close'}`,
        change,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: queryScopes.axis(slug) }),
  });
}
