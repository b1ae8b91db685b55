import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The portal's own fonts for the server's HTML pages (connect, account, certificates): the same
 * self-hosted Fontsource files the web app bundles (Nunito for text, Montserrat for headings), read
 * once at start and served from `/connect/fonts/`, so no page asks another site for a font.
 */
const FILES = {
  'nunito-400.woff2': '@fontsource/nunito/files/nunito-latin-400-normal.woff2',
  'nunito-700.woff2': '@fontsource/nunito/files/nunito-latin-700-normal.woff2',
  'montserrat-800.woff2': '@fontsource/montserrat/files/montserrat-latin-800-normal.woff2',
} as const;

const require = createRequire(import.meta.url);
let loaded: Map<string, Buffer> | undefined;

/** The bytes of one of the connect pages' fonts by its public name, or undefined. */
export function connectFont(name: string): Buffer | undefined {
  loaded ??= new Map(Object.entries(FILES).map(([n, spec]) => [n, readFileSync(require.resolve(spec))]));
  return loaded.get(name);
}

export const connectFontFaces = [
  ['Nunito', 400, 'nunito-400.woff2'],
  ['Nunito', 700, 'nunito-700.woff2'],
  ['Montserrat', 800, 'montserrat-800.woff2'],
]
  .map(
    ([family, weight, file]) =>
      `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:swap;` +
      `src:url(/connect/fonts/${file}) format('woff2')}`,
  )
  .join('\n');
