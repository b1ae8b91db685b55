import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meetingKeys } from './query-keys';

export const registerInscription = (slug: string) =>
  api.get<{ status: true; inscribed: true }>(`/api/meeting/${encodeURIComponent(slug)}/inscription`, {
    antiForgery: true,
  });

/**
 * Confirms attendance (`GET meeting/{slug}/inscription`, docs/product/meetings.md#inscription) and refreshes
 * the meeting.
 */
export function useRegisterInscription(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => registerInscription(slug),
    onSuccess: () => client.invalidateQueries({ queryKey: meetingKeys.detail(slug), exact: true }),
  });
}
