import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { TAKEN_OVER_EVENT } from '@foro/shared/routes/wake';
import { createRouter, routes } from './app/router';
import { queryClient } from './app/query-client';
import { DrawnPageContext, type DrawnPage } from './lib/drawn-page';
import { readPrerenderedData, takeOver } from './prerendered-data';
import './styles/global.css';

const container = document.getElementById('root')!;

/**
 * Ends the prerendered page's wait (an effect runs once the take-over is committed): the page's inline
 * script then does the tap it kept while the code was loading (decision 0059).
 */
function TakenOver() {
  useEffect(() => {
    document.documentElement.removeAttribute('data-prerendered');
    window.dispatchEvent(new Event(TAKEN_OVER_EVENT));
  }, []);
  return null;
}

const app = (router: ReturnType<typeof createRouter>, drawn: DrawnPage | null = null) => (
  <StrictMode>
    <DrawnPageContext value={drawn}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <TakenOver />
      </QueryClientProvider>
    </DrawnPageContext>
  </StrictMode>
);

// A visitor page, or a member's page drawn for them (decision 0108), arrives ready to read (prerender.tsx):
// the app takes its markup over instead of redrawing it.
// If the page's code cannot be loaded for the take-over, the app draws the page itself (and shows the
// router's error screen if the code still does not come), rather than leave buttons that never answer.
const draw = () => createRoot(container).render(app(createRouter()));
const prerendered = readPrerenderedData();
if (prerendered) {
  takeOver(prerendered, queryClient, routes).then(
    () =>
      hydrateRoot(container, app(createRouter({ hydrationData: prerendered.router }), prerendered.drawn), {
        // A difference between the page sent and the app's first render: React draws the page again, and
        // says why here (the browser tests fail on it, e2e/tests/member-pages-drawn.spec.ts).
        onRecoverableError: (error) => console.error('hydration:', error),
      }),
    draw,
  );
} else {
  draw();
}
