import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pageOf, pages } from '@foro/shared/routes/paths';
import {
  PAGES_DRAWN_FOR_MEMBERS,
  PRERENDER_ENTRY,
  PRERENDERED_DATA_ID,
  type DrawForMember,
  type FetchApi,
  type MemberDevice,
  type Prerender,
} from '@foro/shared/routes/prerender';
import { APP_SCRIPTS_ID, type AppScripts } from '@foro/shared/routes/wake';
import { WAKE_SCRIPT } from './wake-script.ts';

/** A page's shell with the page in it, or undefined for a page that is not prerendered (or failed to be). */
type ShellFiller = (html: string, pathname: string) => Promise<string | undefined>;

const EMPTY_ROOT = '<div id="root"></div>';

/** JSON inside a `<script>`: no `<` may close the element early (`</script>`) or open a comment. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Puts a prerendered page in its shell (docs/decisions/0055-prerendered-visitor-pages.md): the markup in
 * the root element, the data the browser's app takes it over with beside it, and the page marked as not
 * yet taken over (`data-prerendered`, which main.tsx removes). The page reads without its code, which
 * loads when a person acts (decision 0059): the shell's scripts become a list that the inline `wake`
 * script reads.
 */
export function fillShell(html: string, page: { html: string; data: string }): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!html.includes(EMPTY_ROOT) || !entry) return html;
  const scripts: AppScripts = {
    entry: entry[1]!,
    preloads: [...html.matchAll(MODULE_PRELOAD)].map((preload) => preload[1]!),
  };
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `  <script>${WAKE_SCRIPT}</script>\n  </head>`)
    .replace(/<html(?=[\s>])/, '<html data-prerendered')
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="${PRERENDERED_DATA_ID}">${scriptSafe(page.data)}</script>` +
        `\n    <script type="application/json" id="${APP_SCRIPTS_ID}">${scriptSafe(JSON.stringify(scripts))}</script>`,
    );
}

/** The answers a member page's shell announces (route-preloads.ts): a drawn page carries them instead. */
const ANSWER_PRELOAD = /\s*<link rel="preload" as="fetch" crossorigin href="[^"]*">/g;

/**
 * Puts a page drawn for a member in its shell (docs/decisions/0108-member-pages-drawn-on-the-server.md):
 * the markup in the root element and the answers it shows beside it, as `fillShell` does, but the
 * page's code loads at once as in any member page (its chat, questions and polls are live from the first
 * second), and the shell no longer announces the answers it carries.
 */
export function fillMemberShell(html: string, page: { html: string; data: string }): string | undefined {
  if (!html.includes(EMPTY_ROOT)) return undefined;
  return html
    .replace(ANSWER_PRELOAD, '')
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="${PRERENDERED_DATA_ID}">${scriptSafe(page.data)}</script>`,
    );
}

/** A public API answer read through the app itself, as the browser would read it (no session). */
export const fetchThrough =
  (app: FastifyInstance): FetchApi =>
  async (apiPath) => {
    const answer = await app.inject({ method: 'GET', url: apiPath });
    if (answer.statusCode !== 200) throw new Error(`${apiPath} answered ${answer.statusCode}`);
    return answer.json();
  };

/**
 * The function that fills a page's shell with the page itself, from the web build's prerender entry,
 * loaded on the first shell it makes (not at start: start-up stays short). Only visitor pages: a shell is
 * the same bytes for everyone. Any failure leaves the shell as it was, and the browser then draws the
 * page, as without prerendering.
 */
export function prerenderer(webDist: string, fetchApi: FetchApi, log: FastifyBaseLogger): ShellFiller {
  const entry = path.join(webDist, PRERENDER_ENTRY);
  if (!fs.existsSync(entry)) return async () => undefined;
  let loaded: Promise<Prerender> | undefined;
  return async (html, pathname) => {
    const page = pageOf(pathname);
    if (!page || pages[page].access !== 'public') return undefined;
    try {
      loaded ??= import(pathToFileURL(entry).href).then(
        (module: { prerender: Prerender }) => module.prerender,
      );
      const made = await (await loaded)(pathname, fetchApi);
      return made ? fillShell(html, made) : undefined;
    } catch (err) {
      log.warn({ err, pathname }, 'prerender failed: the page goes as an empty shell');
      return undefined;
    }
  };
}

/** An answer that is not 200 (a refusal, a page that is not there): the member gets the usual shell. */
export class AnswerRefused extends Error {}

/** An API answer read through the app itself with the member's cookies, as their browser would read it. */
export const fetchAs =
  (app: FastifyInstance, cookie: string): FetchApi =>
  async (apiPath) => {
    const answer = await app.inject({ method: 'GET', url: apiPath, headers: { cookie } });
    if (answer.statusCode !== 200) throw new AnswerRefused(`${apiPath} answered ${answer.statusCode}`);
    return answer.json();
  };

/** How busy the event loop was between two readings (Node's `performance.eventLoopUtilization`). */
type Utilization = typeof performance.eventLoopUtilization;

/**
 * Whether this process has time to spare: its event loop was busy less than `most` of the time
 * (`DRAW_BELOW_BUSY`) since it was last read (at most every `everyMs`). A member's page is drawn only then (decisions 0108 and 0135):
 * drawing costs 3 to 9 ms of CPU more than the shell and the answers it replaces, which a crowd arriving
 * at once cannot afford; they get the usual shell, as before. Read often, so that a crowd that starts
 * at once has few pages drawn before the first reading says so (at 100 arrivals a second, about 5 in
 * 50 ms against 25 in a quarter second).
 */
export function timeToSpare(
  most: number,
  everyMs = 50,
  utilization: Utilization = performance.eventLoopUtilization.bind(performance),
  now: () => number = () => performance.now(),
) {
  let last = utilization();
  let readAt = now();
  let spare = true;
  if (most >= 1) return () => true;
  if (most <= 0) return () => false;
  return () => {
    if (now() - readAt >= everyMs) {
      const current = utilization();
      spare = utilization(current, last).utilization < most;
      last = current;
      readAt = now();
    }
    return spare;
  };
}

/** A member's page drawn in its shell, or undefined: the caller then sends the shell as for anyone. */
type MemberShellFiller = (
  shell: string,
  address: URL,
  cookie: string,
  device: MemberDevice,
) => Promise<string | undefined>;

/**
 * The function that draws a member page for the member who asks (decision 0108): the same first answers
 * the shell announces, read with the member's cookie, drawn by the web build's prerender entry. Only the
 * pages of PAGES_DRAWN_FOR_MEMBERS, while the process has time to spare (`hasTime`); a visitor, a refused
 * answer or any failure gives undefined.
 */
export function memberPageDrawer(
  webDist: string,
  app: FastifyInstance,
  log: FastifyBaseLogger,
  hasTime: () => boolean,
): MemberShellFiller {
  const entry = path.join(webDist, PRERENDER_ENTRY);
  if (!fs.existsSync(entry)) return async () => undefined;
  let loaded: Promise<DrawForMember> | undefined;
  return async (shell, address, cookie, device) => {
    const page = pageOf(address.pathname);
    if (!page || !PAGES_DRAWN_FOR_MEMBERS.has(page) || !hasTime()) return undefined;
    try {
      loaded ??= import(pathToFileURL(entry).href).then(
        (module: { drawForMember: DrawForMember }) => module.drawForMember,
      );
      const made = await (await loaded)(address.href, fetchAs(app, cookie), device);
      return made ? fillMemberShell(shell, made) : undefined;
    } catch (err) {
      if (!(err instanceof AnswerRefused)) {
        log.warn({ err, pathname: address.pathname }, 'member page not drawn: it goes as the usual shell');
      }
      return undefined;
    }
  };
}
