/**
 * The contract between the web build's prerender entry (apps/web/src/prerender.tsx, built to
 * PRERENDER_ENTRY) and the server that puts its result in a page's shell (apps/server/src/plugins/
 * prerender.ts): visitor pages arrive ready to read, and the browser's app takes them over
 * (docs/decisions/0055-prerendered-visitor-pages.md).
 */

/** Where the web build writes the prerender entry, relative to the built web app's folder. */
export const PRERENDER_ENTRY = '.ssr/prerender.js';

/** The id of the `<script type="application/json">` that carries a prerendered page's data to main.tsx. */
export const PRERENDERED_DATA_ID = 'prerendered-data';

export interface PrerenderedPage {
  /** The markup of the app's root element. */
  html: string;
  /** What the browser's app needs to take the markup over as it is (JSON: the queries and the router's state). */
  data: string;
}

/** Reads a public API answer (a path such as `/api/meetings`) as the browser would get it. */
export type FetchApi = (path: string) => Promise<unknown>;

/** The page at `pathname` prerendered, or null for a page that is not prerendered. */
export type Prerender = (pathname: string, fetchApi: FetchApi) => Promise<PrerenderedPage | null>;
