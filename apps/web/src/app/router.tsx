import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './layout/Layout';
import { RouteError } from '../components/errors/RouteError';
import { pages } from '../config/paths';
import NotFoundPage from './routes/not-found';
import { RequireMember } from '../lib/session/RequireMember';
import { RequireStaff } from '../lib/session/RequireStaff';
import { adminRoutes } from './routes/admin/admin-routes';
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { routeLoaders } from './route-loaders';

/** Each screen is its own chunk, loaded when its route is first visited. */
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * Every page of the portal, with the loaders of the member screens filling `client` (docs/decisions/
 * 0030-screens-compose-feature-components.md: code and data load together). The browser's router uses
 * the app's one client (`routes`); a page drawn on the server (prerender.tsx) its own client per page,
 * so that nothing one member's page reads is kept for another's.
 */
export function createRoutes(client: QueryClient): RouteObject[] {
  const loaders = routeLoaders(client);
  return [
    // The question console: staff and the meeting's host (docs/decisions/0050-meeting-hosts.md). Outside
    // the staff-only shell, for any signed-in account; its API answers 403 to anyone else, and the screen
    // then shows "no access".
    {
      path: pages.adminQuestionConsole.pattern,
      Component: RequireMember,
      errorElement: <RouteError />,
      children: [{ index: true, lazy: lazyPage(() => import('./routes/admin/question-console')) }],
    },
    // The back office: its own shell and guard; members never download its code (docs/product/admin.md).
    {
      path: pages.admin.pattern,
      Component: RequireStaff,
      errorElement: <RouteError />,
      children: [
        {
          lazy: async () => ({
            Component: (await import('../features/admin/components/AdminLayout')).AdminLayout,
          }),
          errorElement: <RouteError />,
          children: adminRoutes,
        },
      ],
    },
    {
      Component: Layout,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { path: pages.about.pattern, lazy: lazyPage(() => import('./routes/content/about')) },
            { path: pages.home2021.pattern, lazy: lazyPage(() => import('./routes/meetings/home-2021')) },
            { path: pages.home2022.pattern, lazy: lazyPage(() => import('./routes/meetings/home-2022')) },
            { path: pages.directAccess.pattern, lazy: lazyPage(() => import('./routes/meetings/home-2022')) },
            {
              path: pages.guestAccess.pattern,
              lazy: lazyPage(() => import('./routes/invitations/guest-access')),
            },
            {
              path: pages.cookiesPolicy.pattern,
              lazy: () =>
                import('./routes/content/legal').then((m) =>
                  m.legalRoute('cookies-policy', 'Política de cookies'),
                ),
            },
            {
              path: pages.privacyPolicy.pattern,
              lazy: () =>
                import('./routes/content/legal').then((m) =>
                  m.legalRoute('privacy-policy', 'Política de privacidad'),
                ),
            },
            {
              path: pages.termsOfUse.pattern,
              lazy: () =>
                import('./routes/content/legal').then((m) =>
                  m.legalRoute('terms-of-use', 'Condiciones de uso'),
                ),
            },
            {
              path: pages.socialMediaPolicy.pattern,
              lazy: () =>
                import('./routes/content/legal').then((m) =>
                  m.legalRoute('social-media-policy', 'Política de redes sociales'),
                ),
            },
            {
              path: pages.raffleRules.pattern,
              lazy: lazyPage(() => import('./routes/content/raffle-rules')),
            },
            { path: pages.drawCheck.pattern, lazy: lazyPage(() => import('./routes/draws/draw-check')) },
            {
              path: pages.accountClosed.pattern,
              lazy: lazyPage(() => import('./routes/profile/account-closed')),
            },
            { path: pages.openAccess.pattern, lazy: lazyPage(() => import('./routes/open-access/form')) },
            {
              path: pages.openAccessLive.pattern,
              lazy: lazyPage(() => import('./routes/open-access/live')),
            },
            {
              Component: RequireMember,
              children: [
                {
                  path: pages.confirmation.pattern,
                  lazy: lazyPage(() => import('./routes/profile/confirmation')),
                },
                {
                  path: pages.profile.pattern,
                  loader: loaders.profile,
                  lazy: lazyPage(() => import('./routes/profile/profile')),
                },
                {
                  path: pages.raffleTablet.pattern,
                  lazy: async () => ({ Component: (await import('./routes/axes/raffle')).TabletRafflePage }),
                },
                {
                  path: pages.raffleSmartwatch.pattern,
                  lazy: async () => ({
                    Component: (await import('./routes/axes/raffle')).SmartwatchRafflePage,
                  }),
                },
                {
                  path: pages.axis.pattern,
                  loader: loaders.axis,
                  lazy: lazyPage(() => import('./routes/axes/axis')),
                },
                {
                  path: pages.axisStep.pattern,
                  loader: loaders.stop,
                  lazy: lazyPage(() => import('./routes/axes/stop')),
                },
                {
                  path: pages.axisMasterclass.pattern,
                  loader: loaders.masterclass,
                  lazy: lazyPage(() => import('./routes/axes/masterclass')),
                },
                {
                  path: pages.axisExperts.pattern,
                  loader: loaders.experts,
                  lazy: lazyPage(() => import('./routes/axes/experts')),
                },
                {
                  path: pages.axisRelated.pattern,
                  loader: loaders.related,
                  lazy: lazyPage(() => import('./routes/axes/related')),
                },
                {
                  path: pages.axisForum.pattern,
                  loader: loaders.threads,
                  lazy: lazyPage(() => import('./routes/forum/threads')),
                },
                {
                  path: pages.axisThread.pattern,
                  loader: loaders.thread,
                  lazy: lazyPage(() => import('./routes/forum/thread')),
                },
                {
                  path: pages.axisTests.pattern,
                  loader: loaders.testList,
                  lazy: lazyPage(() => import('./routes/tests/selection')),
                },
                {
                  path: pages.axisTest.pattern,
                  loader: loaders.test,
                  lazy: lazyPage(() => import('./routes/tests/test')),
                },
                {
                  path: pages.axisTestResults.pattern,
                  loader: loaders.testResults,
                  lazy: lazyPage(() => import('./routes/tests/results')),
                },
                {
                  loader: loaders.meeting,
                  lazy: async () => ({
                    Component: (await import('../features/meetings/components/MeetingLayout')).MeetingLayout,
                  }),
                  children: [
                    {
                      path: pages.meetingLive.pattern,
                      lazy: lazyPage(() => import('./routes/meetings/live')),
                    },
                    {
                      path: pages.meetingExpert.pattern,
                      lazy: lazyPage(() => import('./routes/meetings/expert')),
                    },
                    {
                      path: pages.meetingInteract.pattern,
                      loader: loaders.meetingInteract,
                      lazy: lazyPage(() => import('./routes/meetings/interact')),
                    },
                    {
                      path: pages.meetingContact.pattern,
                      lazy: lazyPage(() => import('./routes/meetings/contact')),
                    },
                  ],
                },
              ],
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

/** The browser's pages, with the app's one query client (main.tsx). */
export const routes = createRoutes(queryClient);

/** The browser's router, created once by main.tsx (with what a prerendered page carries, if any). */
export const createRouter = (opts?: Parameters<typeof createBrowserRouter>[1]) =>
  createBrowserRouter(routes, opts);
