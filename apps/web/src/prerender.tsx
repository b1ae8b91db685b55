import { dehydrate, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { pageOf, type PageName } from '@foro/shared/routes/paths';
import type { Prerender } from '@foro/shared/routes/prerender';
import { routes } from './app/router';
import { pageQuery } from './features/content/api/get-page';
import { meetingsQuery } from './features/meetings/api/get-meetings';
import { createQueryClient } from './lib/query-client';
import type { PrerenderedData } from './prerendered-data';

/**
 * The visitor pages sent ready to read (docs/decisions/0055-prerendered-visitor-pages.md), each with the
 * public answers its first screen shows (the query the screen reads and the route it comes from), read
 * through `fetchApi` from the same routes the browser asks.
 * Only pages that are the same for every visitor: nothing here may depend on a session or a device.
 */
const PRERENDERED: Partial<Record<PageName, Array<{ queryKey: QueryKey; path: string }>>> = {
  about: [{ queryKey: pageQuery('about').queryKey, path: '/api/pages/about' }],
  home2021: [
    { queryKey: pageQuery('home-2021').queryKey, path: '/api/pages/home-2021' },
    { queryKey: meetingsQuery().queryKey, path: '/api/meetings' },
  ],
  // The legal texts staff keep in the back office: a save raises the `public` change counter, so the
  // page is prerendered again at once (migration 047).
  cookiesPolicy: [{ queryKey: pageQuery('cookies-policy').queryKey, path: '/api/pages/cookies-policy' }],
  privacyPolicy: [{ queryKey: pageQuery('privacy-policy').queryKey, path: '/api/pages/privacy-policy' }],
  termsOfUse: [{ queryKey: pageQuery('terms-of-use').queryKey, path: '/api/pages/terms-of-use' }],
  socialMediaPolicy: [
    { queryKey: pageQuery('social-media-policy').queryKey, path: '/api/pages/social-media-policy' },
  ],
};

export const prerender: Prerender = async (pathname, fetchApi) => {
  const page = pageOf(pathname);
  const queries = page && PRERENDERED[page];
  if (!queries) return null;
  // A client per page: nothing one render reads is kept for another.
  const queryClient = createQueryClient();
  // An answer that fails is left out at once (no retry: the shell waits for it): the page then loads it
  // in the browser, as without prerendering.
  await Promise.all(
    queries.map(({ queryKey, path }) =>
      queryClient.prefetchQuery({ queryKey, queryFn: () => fetchApi(path), retry: false }),
    ),
  );
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://portal.invalid')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* hydrate={false}: the router's state travels in the page's JSON (the CSP allows no inline script). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  const data: PrerenderedData = {
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  return { html, data: JSON.stringify(data) };
};
