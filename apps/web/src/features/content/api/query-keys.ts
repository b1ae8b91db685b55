import type { PageKey } from '@foro/shared/content/schemas';

/** Keys of the content feature's data; the back office refreshes them after each save. */
export const contentKeys = {
  homeItems: () => ['items-home'] as const,
  page: (key: PageKey) => ['page', key] as const,
};
