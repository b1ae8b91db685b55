import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistrationResponse } from '@foro/shared/invitations/schemas';
import { api } from '../../../lib/api-client';

/**
 * `POST users/registration` (docs/product/contact.md#invitation-page): checks the link's secret and lets this
 * browser's connect page offer the account form. It creates nothing, so asking again (a reload) is harmless.
 */
export const registerInvitation = (hash: string) =>
  api.post<RegistrationResponse>('/api/users/registration', { hash });

export const invitationQuery = (hash: string) =>
  queryOptions({
    queryKey: ['invitations', 'registration', hash],
    queryFn: () => registerInvitation(hash),
    // Once per visit of the page: the answer only changes when the invitation is used.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
  });

export const useInvitation = (hash: string) => useQuery(invitationQuery(hash));
