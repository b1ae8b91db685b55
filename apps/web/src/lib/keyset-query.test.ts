import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keysetQuery } from './keyset-query';

afterEach(() => vi.unstubAllGlobals());

describe('keysetQuery', () => {
  it('reads a list page by page: the filter without its empty values, then the cursor of each answer', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const page = url.includes('cursor=after-1') ? 2 : 1;
        return new Response(
          JSON.stringify({ items: [page], ...(page < 2 ? { nextCursor: `after-${page}` } : {}) }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    const client = new QueryClient();
    const options = keysetQuery<{ items: number[]; nextCursor?: string }>(['list'], '/api/admin/things', {
      status: 'open',
      q: '',
      country: undefined,
      limit: 24,
    });
    const all = await client.fetchInfiniteQuery({ ...options, pages: 3 });
    expect(urls).toEqual([
      '/api/admin/things?status=open&limit=24',
      '/api/admin/things?status=open&limit=24&cursor=after-1',
    ]);
    // The second answer has no cursor: there is no third page to read.
    expect(all.pages.map((p) => p.items[0])).toEqual([1, 2]);
  });
});
