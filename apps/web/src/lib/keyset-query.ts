import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from './api-client';

/** A filter of a list's address: empty values (and `false`, `0`) are left out. */
export type ListFilter = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * The options of a list read in keyset pages (the back office's lists): `path?filter&cursor=…`, the next
 * page from the answer's `nextCursor`, none when it has none.
 */
export function keysetQuery<Page extends { nextCursor?: string }>(
  queryKey: QueryKey,
  path: string,
  filter: ListFilter = {},
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
      if (pageParam) params.set('cursor', pageParam);
      return api.get<Page>(`${path}?${params}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: Page) => page.nextCursor,
  });
}
