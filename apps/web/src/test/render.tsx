import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { ModalProvider } from '../app/layout/ModalProvider';
import { createQueryClient } from '../lib/query-client';
import { RequireMember } from '../lib/session/RequireMember';

/**
 * Renders member screens as the app does (modal provider, member guard, the app's query client
 * settings) in a memory router opened at `url`. The routes may carry the app's loaders.
 */
export function renderMemberRoutes(
  routes: (client: ReturnType<typeof createQueryClient>) => RouteObject[],
  url: string,
) {
  const client = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        element: (
          <ModalProvider>
            <Outlet />
          </ModalProvider>
        ),
        children: [{ Component: RequireMember, children: routes(client) }],
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, client, router };
}
