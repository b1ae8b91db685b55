import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { PRERENDERED_DATA_ID } from '@foro/shared/routes/prerender';
import type { DrawnPage } from './lib/drawn-page';

/** What a prerendered page carries for the browser's app (prerender.tsx writes it, main.tsx reads it). */
export interface PrerenderedData {
  queries: DehydratedState;
  router: HydrationState;
  /** When and for whom the server drew it (lib/drawn-page.ts). */
  drawn: DrawnPage;
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
  hydrate(queryClient, onThisClock(data));
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** When this page's first byte arrived, by this device's clock. */
const firstByteAt = () => {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return performance.timeOrigin + (navigation?.responseStart || performance.now());
};

/**
 * A member's page carries answers the server read a moment before sending it, stamped by the server's
 * clock. They are stamped again by this device's, as if fetched when the page arrived: a meeting's
 * clock offset (server time minus when its answer came) then measures this device's clock, as when the
 * app asks itself, and freshness counts from arrival.
 */
function onThisClock(data: PrerenderedData): DehydratedState {
  if (!data.drawn.forMember) return data.queries;
  const shift = firstByteAt() - data.drawn.at;
  return {
    ...data.queries,
    queries: data.queries.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: query.state.dataUpdatedAt + shift },
    })),
  };
}
