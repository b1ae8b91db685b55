/**
 * The contract between the web build's prerender entry (apps/web/src/prerender.tsx, built to
 * PRERENDER_ENTRY) and the server that puts its result in a page's shell (apps/server/src/plugins/
 * prerender.ts): visitor pages arrive ready to read, and the browser's app takes them over
 * (docs/decisions/0055-prerendered-visitor-pages.md).
 */

import type { PageName } from './paths';

/**
 * The member pages the server draws for the member who asks (docs/decisions/0108-member-pages-drawn-on-
 * the-server.md): the pages measured on a phone (issue 33, item 8). The prerender entry's table
 * (`FOR_MEMBERS`) has exactly these.
 */
export const PAGES_DRAWN_FOR_MEMBERS: ReadonlySet<PageName> = new Set([
  'meetingLive',
  'axisStep',
  'axisThread',
]);

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

/**
 * A member page drawn for the member whose session `fetchApi` reads with, or null for a page that is not
 * drawn so or a caller who is not signed in; it throws when an answer fails
 * (docs/decisions/0108-member-pages-drawn-on-the-server.md). `address`: the page's whole address on the
 * portal's public origin, with its query (a thread's `?pagina=N`).
 */
export type DrawForMember = (
  address: string,
  fetchApi: FetchApi,
  device: MemberDevice,
) => Promise<PrerenderedPage | null>;

/** What the member's request says of their device. */
export interface MemberDevice {
  /** The device has answered the cookie banner (its `CONSENT_ANSWERED_COOKIE`): drawn without it. */
  consentAnswered: boolean;
}
