import { queryScopes } from '../../../lib/query-scopes';

export const testKeys = {
  list: (slug: string) => [...queryScopes.axis(slug), 'tests'] as const,
  test: (slug: string) => ['test', slug] as const,
  results: (slug: string) => ['test', slug, 'results'] as const,
};
