import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The certificate's typeface: Nunito, the portal's own text face, self-hosted from @fontsource (SIL Open
 * Font License). Its "latin" file holds every Spanish letter (á é í ó ú ü ñ and capitals), ¿ ¡ « » – … and
 * €. Fontsource ships WOFF (TrueType in a compressed wrapper): fontkit unwraps it and pdf-lib embeds a
 * TrueType subset of the glyphs used, with a fixed subset name so the same input gives the same bytes.
 */
const require = createRequire(import.meta.url);
const files = {
  regular: '@fontsource/nunito/files/nunito-latin-400-normal.woff',
  bold: '@fontsource/nunito/files/nunito-latin-700-normal.woff',
} as const;

let loaded: Promise<Record<keyof typeof files, Uint8Array>> | undefined;
const fontBytes = () =>
  (loaded ??= (async () => ({
    regular: new Uint8Array(await readFile(require.resolve(files.regular))),
    bold: new Uint8Array(await readFile(require.resolve(files.bold))),
  }))());

export async function embedCertificateFonts(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  doc.registerFontkit(fontkit);
  const bytes = await fontBytes();
  return {
    regular: await doc.embedFont(bytes.regular, { subset: true, customName: 'FOROAA+Nunito-Regular' }),
    bold: await doc.embedFont(bytes.bold, { subset: true, customName: 'FOROAB+Nunito-Bold' }),
  };
}
