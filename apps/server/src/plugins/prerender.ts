import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pageOf, pages } from '@foro/shared/routes/paths';
import {
  PRERENDER_ENTRY,
  PRERENDERED_DATA_ID,
  type FetchApi,
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
