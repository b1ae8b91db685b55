import { dehydrate, QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { firstAnswerPaths } from '@foro/shared/routes/first-answers';
import { pageOf, paramsOf, type PageName } from '@foro/shared/routes/paths';
import type { MeetingWithChat } from '@foro/shared/meetings/schemas';
import type { DrawForMember, Prerender } from '@foro/shared/routes/prerender';
import { createRoutes } from './app/router';
import { axisInfoQuery } from './features/axes/api/get-axis-info';
import { stopQuery } from './features/axes/api/get-stop';
import { pageQuery } from './features/content/api/get-page';
import { threadQuery } from './features/forum/api/get-thread';
import { pageFromSearch } from './features/forum/format';
import { seedMeetingWithChat } from './features/meetings/api/get-meeting';
import { meetingsQuery } from './features/meetings/api/get-meetings';
import { DrawnPageContext, type DrawnPage } from './lib/drawn-page';
import { createQueryClient } from './lib/query-client';
import { currentUserQuery } from './lib/session/get-current-user';
import { isSignedIn } from './lib/session/get-current-user';
import type { PrerenderedData } from './prerendered-data';

/** An answer a page's first screen shows: the query the screen reads and the route it comes from. */
interface Answer {
  queryKey: QueryKey;
  path: string;
}

/** An answer that fills more than one query of the screen (the live page's meeting and chat, 0134). */
interface SeedingAnswer {
  path: string;
  seed: (client: QueryClient, answer: unknown) => void;
}

/**
 * The visitor pages sent ready to read (docs/decisions/0055-prerendered-visitor-pages.md), each with the
 * public answers its first screen shows, read through `fetchApi` from the same routes the browser asks.
 * Only pages that are the same for every visitor: nothing here may depend on a session or a device.
 */
const PRERENDERED: Partial<Record<PageName, Answer[]>> = {
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

type Params = Record<string, string>;

/**
 * The member pages drawn on the server for the member who asks (docs/decisions/0108-member-pages-drawn-
 * on-the-server.md): the answers their first screen shows beyond the session, at the addresses the
 * shell announces to everyone else (`firstAnswersOf`), each with the query the screen reads it by.
 */
export const FOR_MEMBERS: Partial<
  Record<PageName, (params: Params, search: URLSearchParams) => Array<Answer | SeedingAnswer>>
> = {
  meetingLive: ({ slug = '' }) => [
    {
      path: firstAnswerPaths.meetingLive(slug),
      seed: (client, answer) => seedMeetingWithChat(client, slug, answer as MeetingWithChat),
    },
  ],
  axisStep: ({ slug = '', slugStep = '' }) => [
    { queryKey: axisInfoQuery(slug).queryKey, path: firstAnswerPaths.axisInfo(slug) },
    { queryKey: stopQuery(slug, slugStep).queryKey, path: firstAnswerPaths.stop(slug, slugStep) },
  ],
  // The thread opens on the page of its address (`?pagina=3`), as its route loader reads it.
  axisThread: ({ slug = '', slugThread = '' }, search) => {
    const page = pageFromSearch(search.get('pagina'));
    return [
      {
        queryKey: threadQuery(slug, slugThread, page).queryKey,
        path: firstAnswerPaths.threadPosts(slug, slugThread, page),
      },
    ];
  },
};

/** The page at `url` drawn with the answers in `queryClient`, and those answers for the browser. */
async function draw(url: URL, queryClient: QueryClient, drawn: DrawnPage) {
  // The routes' loaders fill this page's own client: they find the answers read above and ask nothing.
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <DrawnPageContext value={drawn}>
        <QueryClientProvider client={queryClient}>
          {/* hydrate={false}: the router's state travels in the page's JSON (the CSP allows no inline script). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </DrawnPageContext>
    </StrictMode>,
  );
  // A part that failed to draw is left for the browser to draw (`<!--$!-->`, with the error in the
  // page): a member's page then goes as the usual shell instead (decision 0108).
  if (drawn.forMember && html.includes('<!--$!-->'))
    throw new Error(`a part of ${url.pathname} failed to draw`);
  const data: PrerenderedData = {
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    drawn,
  };
  return { html, data: JSON.stringify(data) };
}

const ORIGIN = 'http://portal.invalid';

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
  return draw(new URL(pathname, ORIGIN), queryClient, {
    at: Date.now(),
    forMember: false,
    origin: ORIGIN,
    // The same page for every device: its inline script hides the banner on one that answered it.
    banner: true,
  });
};

/**
 * A member page drawn for the member whose session `fetchApi` reads with (decision 0108), or null for a
 * page not drawn so, or a visitor. Every answer must come: one that fails throws, and the server then
 * sends the page's usual shell (a refusal is shown by the app as without drawing).
 */
export const drawForMember: DrawForMember = async (address, fetchApi, device) => {
  const url = new URL(address, ORIGIN);
  const page = pageOf(url.pathname);
  const answers = page && FOR_MEMBERS[page];
  const params = page && paramsOf(page, url.pathname);
  if (!answers || !params) return null;
  const wanted = [
    { queryKey: currentUserQuery().queryKey, path: firstAnswerPaths.session },
    ...answers(params, url.searchParams),
  ];
  const read = await Promise.all(wanted.map(({ path }) => fetchApi(path)));
  const session = read[0] as Parameters<typeof isSignedIn>[0];
  if (!isSignedIn(session)) return null;
  // A client per page: nothing one member's page reads is kept for another's.
  const queryClient = createQueryClient();
  wanted.forEach((answer, i) => {
    if ('seed' in answer) answer.seed(queryClient, read[i]);
    else queryClient.setQueryData(answer.queryKey, read[i]);
  });
  return draw(url, queryClient, {
    at: Date.now(),
    forMember: true,
    origin: url.origin,
    banner: !device.consentAnswered,
  });
};
