import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meetingKeys } from './query-keys';

export const cancelInscription = (slug: string) =>
  api.post<{ status: true; inscribed: false }>(
    `/api/meeting/${encodeURIComponent(slug)}/inscription/cancel`,
    {},
  );

/** "Cancelar inscripción": the member takes the registration back; its reminders go with it. */
export function useCancelInscription(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelInscription(slug),
    onSuccess: () => client.invalidateQueries({ queryKey: meetingKeys.detail(slug), exact: true }),
  });
}
