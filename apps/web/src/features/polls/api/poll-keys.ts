import { queryScopes } from '../../../lib/query-scopes';

/**
 * The keys of a meeting's polls (docs/decisions/0061-polls.md). A screen that hears the meeting's live
 * `polls` event invalidates `pollKeys.all` (members) or `pollKeys.adminAll` (the host's console).
 */
export const pollKeys = {
  all: ['polls'] as const,
  meeting: (slug: string) => [...pollKeys.all, slug] as const,
  adminAll: [...queryScopes.admin, 'polls'] as const,
  admin: (meetingId: string) => [...pollKeys.adminAll, meetingId] as const,
};
