import { queryScopes } from '../../../lib/query-scopes';

export const profileKeys = {
  userData: () => [...queryScopes.profile, 'userData'] as const,
  member: () => [...queryScopes.profile, 'member'] as const,
  sessions: () => [...queryScopes.profile, 'sessions'] as const,
};
