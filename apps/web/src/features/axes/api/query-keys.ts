import { queryScopes } from '../../../lib/query-scopes';

export const axisKeys = {
  info: (slug: string) => [...queryScopes.axis(slug), 'info'] as const,
  related: (slug: string) => [...queryScopes.axis(slug), 'related'] as const,
  experts: (slug: string) => [...queryScopes.axis(slug), 'experts'] as const,
  masterclass: (slug: string, slugStep: string) =>
    [...queryScopes.axis(slug), 'masterclass', slugStep] as const,
  stop: (slug: string, slugStep: string) => [...queryScopes.axis(slug), 'step', slugStep] as const,
};
