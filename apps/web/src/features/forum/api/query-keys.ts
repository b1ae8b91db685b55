import { queryScopes } from '../../../lib/query-scopes';

export const forumKeys = {
  threads: (slug: string) => [...queryScopes.axis(slug), 'threads'] as const,
  thread: (slug: string, slugThread: string, page: number) =>
    [...queryScopes.axis(slug), 'thread', slugThread, page] as const,
};
