import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { PRERENDERED_DATA_ID } from '@foro/shared/routes/prerender';

/** What a prerendered page carries for the browser's app (prerender.tsx writes it, main.tsx reads it). */
export interface PrerenderedData {
  queries: DehydratedState;
  router: HydrationState;
}

/** The data of the page the server sent ready to read, or null for the usual empty shell. */
export function readPrerenderedData(): PrerenderedData | null {
  const text = document.getElementById(PRERENDERED_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PrerenderedData) : null;
}

/**
 * Makes the browser's first render equal to the page the server sent: the answers it showed go into the
 * query cache, and the code of the routes on screen is loaded before the router starts (a route still
 * loading renders nothing, which would not match).
 */
export async function takeOver(data: PrerenderedData, queryClient: QueryClient, routes: RouteObject[]) {
  hydrate(queryClient, data.queries);
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
