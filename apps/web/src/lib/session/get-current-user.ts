import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstAnswerPaths } from '@foro/shared/routes/first-answers';
import type { CurrentUser } from '@foro/shared/session/schemas';
import { api } from '../api-client';
import { queryScopes } from '../query-scopes';

// The address member pages announce in their shell (first-answers.ts), so the browser's preload answers it.
export const getCurrentUser = () => api.get<CurrentUser>(firstAnswerPaths.session);

export const currentUserQuery = () =>
  queryOptions({
    queryKey: [...queryScopes.session, 'current-user'],
    queryFn: getCurrentUser,
    staleTime: 5 * 60_000,
  });

/** docs/product/session.md#start-up-check: a visit that starts on /acceso-directo skips the startup check. */
const startedOnDirectAccess = typeof window !== 'undefined' && window.location.pathname === '/acceso-directo';

/**
 * The signed-in person (docs/product/session.md#current-user). Pass `true` where the answer is needed
 * whatever the startup path (the member-route guard); everything else reads what is known.
 */
export function useCurrentUser(enabled = !startedOnDirectAccess) {
  return useQuery({ ...currentUserQuery(), enabled });
}

export const isSignedIn = (user: CurrentUser | undefined): user is CurrentUser =>
  Boolean(user && user.username !== '');
