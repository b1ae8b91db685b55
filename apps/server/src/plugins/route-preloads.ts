import fs from 'node:fs';
import path from 'node:path';
import { firstAnswersOf } from '@foro/shared/routes/first-answers';
import { pageOf, pages } from '@foro/shared/routes/paths';

/** Written by the web build (apps/web/build/route-preloads.ts): page name → the files its first screen needs. */
const PRELOADS_FILE = '.vite/route-preloads.json';
const BUILT_ASSET = /^\/assets\/[\w.-]+\.(js|css|woff2)$/;

/**
 * The `<link>` tags that announce a page's code and styles in its shell, so the browser fetches them
 * with the first script instead of after it has run (docs/performance.md "First load on a phone"):
 * `modulepreload` for scripts, the stylesheets themselves and `preload` for a font, with `crossorigin` as Vite writes its own
 * tags, so that its loader finds them already in the page and adds nothing. Back-office pages get none
 * (members never download its code, docs/product/admin.md), nor does anything the build does not list
 * or `isServed` does not hold.
 */
export function routePreloads(webDist: string, isServed: (file: string) => boolean) {
  const full = path.join(webDist, PRELOADS_FILE);
  const table: Record<string, unknown> = fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : {};
  const tags = new Map<string, { files: string[]; fonts: string[] }>();
  for (const [name, files] of Object.entries(table)) {
    if (!(name in pages) || pages[name as keyof typeof pages].access === 'staff' || !Array.isArray(files)) {
      continue;
    }
    const served = files.filter(
      (file): file is string => typeof file === 'string' && BUILT_ASSET.test(file) && isServed(file),
    );
    const own = {
      files: served
        .filter((file) => !file.endsWith('.woff2'))
        .map((file) =>
          file.endsWith('.css')
            ? `<link rel="stylesheet" crossorigin href="${file}">`
            : `<link rel="modulepreload" crossorigin href="${file}">`,
        ),
      // A font is fetched in CORS mode whatever its origin: without `crossorigin` it is asked twice.
      fonts: served
        .filter((file) => file.endsWith('.woff2'))
        .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}">`),
    };
    if (own.files.length || own.fonts.length) tags.set(name, own);
  }
  /**
   * `html` with the page's tags at the end of its head (after the first script's styles, as Vite adds
   * them), and for a member page the answers its first screen reads (`firstAnswersOf`): `as="fetch"` with
   * `crossorigin` is the request the app's `fetch` makes (same mode, the same cookies), so the browser
   * answers it with this preload instead of asking again. The addresses are made by `encodeURIComponent`,
   * so nothing from the address can leave the attribute.
   */
  return (html: string, pathname: string, { saveData = false }: { saveData?: boolean } = {}) => {
    const name = pageOf(pathname);
    if (!name) return html;
    const answers = firstAnswersOf(name, pathname).map(
      (answer) => `<link rel="preload" as="fetch" crossorigin href="${answer}">`,
    );
    const page = tags.get(name);
    // A page asked with `Save-Data: on` is set in the device's own fonts (web.ts markSaveData): none is fetched.
    const fonts = saveData ? [] : (page?.fonts ?? []);
    const own = [...(page?.files ?? []), ...fonts, ...answers].join('\n    ');
    return own ? html.replace('</head>', () => `  ${own}\n  </head>`) : html;
  };
}
