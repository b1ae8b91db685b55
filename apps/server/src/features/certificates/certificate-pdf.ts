import {
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setCharacterSpacing,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import QRCode from 'qrcode';
import { embedCertificateFonts } from './certificate-fonts.ts';
import {
  CERTIFICATE_ISSUER,
  certificateLead,
  certificateTexts,
  spanishLongDate,
  type CertificateKind,
} from './certificate-text.ts';

/**
 * The certificate PDF (meeting attendance, route completion): one A4 landscape page in the portal's
 * palette, drawn with the portal's own typeface embedded (certificate-fonts.ts: every Spanish letter, ¿
 * and ¡), so the text stays selectable and searchable. It names its issuer and carries a signature line.
 */

export interface CertificatePdfInput {
  kind: CertificateKind;
  /** How a member attended a meeting; null on certificates issued before attendance was recorded. */
  attendance?: 'live' | 'replay' | null;
  fullName: string;
  title: string;
  detail: string;
  code: string;
  verifyUrl: string;
  issuedAt: Date;
}

const hex = (value: string): RGB => {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};
const BLUE = '#0a3a78';
const AMBER = '#f5a800';
const colors = {
  blue: hex(BLUE),
  amber: hex(AMBER),
  ink: hex('#1d2433'),
  muted: hex('#4a5568'),
  paper: hex('#fffdf7'),
  wash: hex('#eef3f9'),
};

// Letters that have no decomposition to a base letter but a clear plain spelling.
const PLAIN: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  ŧ: 't',
  Ŧ: 'T',
};
// Emoji and their joiners, modifiers and selectors carry nothing a certificate can print: dropped.
const DROPPED = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\p{M}\p{Cf}\p{Cc}\p{Co}]/u;

/**
 * Makes a text drawable with a WinAnsi font: supported characters stay (á é í ó ú ü ñ ¿ ¡ …), others
 * fall back to their base letter (Ō → O), emoji are dropped and anything else becomes "?".
 */
export function toFontText(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const cp = ch.codePointAt(0)!;
    if (/\s/u.test(ch)) out += ' ';
    else if (supported.has(cp)) out += ch;
    else {
      const base = PLAIN[ch] ?? ch.normalize('NFKD').replace(/\p{M}/gu, '');
      if (base && [...base].every((c) => supported.has(c.codePointAt(0)!))) out += base;
      else if (!DROPPED.test(ch)) out += '?';
    }
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

/** Greedy word wrap; a word wider than the line is cut where it has to be. */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > maxWidth) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > maxWidth) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size (down to `min`) at which the text fits in at most `maxLines` lines. */
function fitLines(text: string, font: PDFFont, max: number, min: number, maxWidth: number, maxLines: number) {
  for (let size = max; size >= min; size -= 1) {
    const lines = wrap(text, font, size, maxWidth);
    if (lines.length <= maxLines) return { size, lines };
  }
  const lines = wrap(text, font, min, maxWidth);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    let last = kept[maxLines - 1]!;
    while (last && font.widthOfTextAtSize(`${last}…`, min) > maxWidth) last = last.slice(0, -1);
    kept[maxLines - 1] = `${last.trimEnd()}…`;
    return { size: min, lines: kept };
  }
  return { size: min, lines };
}

function centered(
  page: PDFPage,
  text: string,
  y: number,
  font: PDFFont,
  size: number,
  color: RGB,
  spacing = 0,
) {
  const width = font.widthOfTextAtSize(text, size) + spacing * Math.max(0, text.length - 1);
  const x = (page.getWidth() - width) / 2;
  if (spacing) page.pushOperators(pushGraphicsState(), setCharacterSpacing(spacing));
  page.drawText(text, { x, y, font, size, color });
  if (spacing) page.pushOperators(popGraphicsState());
  return width;
}

// The signature block sits between the verification details and the QR code, below the title's lowest line.
const SIGNATURE_X = 520;
const SIGNATURE_WIDTH = 220;

/** A line to sign on, then who signs and the issuing organisation. */
function drawSignature(page: PDFPage, regular: PDFFont, bold: PDFFont) {
  const y = 112;
  page.drawLine({
    start: { x: SIGNATURE_X - SIGNATURE_WIDTH / 2, y },
    end: { x: SIGNATURE_X + SIGNATURE_WIDTH / 2, y },
    thickness: 0.8,
    color: colors.ink,
  });
  const line = (text: string, font: PDFFont, size: number, at: number, color: RGB) => {
    const fitted = fitLines(text, font, size, 6, SIGNATURE_WIDTH + 20, 1);
    const width = font.widthOfTextAtSize(fitted.lines[0] ?? '', fitted.size);
    page.drawText(fitted.lines[0] ?? '', {
      x: SIGNATURE_X - width / 2,
      y: at,
      font,
      size: fitted.size,
      color,
    });
  };
  line(CERTIFICATE_ISSUER.signer, bold, 10, y - 14, colors.blue);
  line(CERTIFICATE_ISSUER.organisation, regular, 8.5, y - 27, colors.muted);
}

/** Renders the certificate; the same input gives the same bytes (dates come from `issuedAt`). */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const texts = certificateTexts[input.kind];
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedCertificateFonts(doc);
  const plain = (text: string) => toFontText(text, regular);

  doc.setTitle(`${texts.docTitle} · ${input.title}`, { showInWindowTitleBar: true });
  doc.setAuthor(`Foro de Educadores · ${CERTIFICATE_ISSUER.organisation}`);
  doc.setSubject(`${texts.docTitle} de ${input.fullName}`);
  doc.setKeywords(['certificado', 'Foro de Educadores', input.code]);
  doc.setCreator('Foro de Educadores');
  doc.setProducer('Foro de Educadores');
  doc.setLanguage('es');
  doc.setCreationDate(input.issuedAt);
  doc.setModificationDate(input.issuedAt);

  // A4 landscape.
  const page = doc.addPage([841.89, 595.28]);
  const W = page.getWidth();
  const H = page.getHeight();

  // Paper and a deep blue frame with an amber rule inside.
  page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: colors.paper });
  page.drawRectangle({
    x: 18,
    y: 18,
    width: W - 36,
    height: H - 36,
    borderColor: colors.blue,
    borderWidth: 8,
  });
  page.drawRectangle({
    x: 32,
    y: 32,
    width: W - 64,
    height: H - 64,
    borderColor: colors.amber,
    borderWidth: 1.2,
  });

  // Brand and heading.
  centered(page, 'Foro de Educadores', H - 82, bold, 16, colors.blue);
  page.drawRectangle({ x: W / 2 - 32, y: H - 96, width: 64, height: 3, color: colors.amber });
  centered(page, texts.heading, H - 142, bold, 28, colors.blue, 2);

  centered(page, 'Se certifica que', H - 186, regular, 14, colors.muted);

  // The name, as large as it fits.
  const maxWidth = W - 200;
  // One line down to 24 pt, then two lines, so a long name stays large and readable.
  const fullName = toFontText(input.fullName, bold);
  const oneLine = fitLines(fullName, bold, 36, 24, maxWidth, 1);
  const name =
    wrap(fullName, bold, oneLine.size, maxWidth).length <= 1
      ? oneLine
      : fitLines(fullName, bold, 30, 18, maxWidth, 2);
  let y = H - 236;
  let nameWidth = 0;
  for (const line of name.lines) {
    nameWidth = Math.max(nameWidth, centered(page, line, y, bold, name.size, colors.ink));
    y -= name.size * 1.15;
  }
  const rule = Math.min(Math.max(nameWidth + 48, 240), maxWidth + 40);
  y += name.size * 1.15 - 14;
  page.drawRectangle({ x: (W - rule) / 2, y, width: rule, height: 2, color: colors.amber });

  y -= 32;
  centered(page, certificateLead(input.kind, input.attendance), y, regular, 14, colors.muted);

  // The meeting's (or route's) title, then the detail line.
  const title = fitLines(toFontText(input.title, bold), bold, 22, 13, maxWidth, 3);
  y -= 20 + title.size;
  for (const line of title.lines) {
    centered(page, line, y, bold, title.size, colors.blue);
    y -= title.size * 1.25;
  }
  const detail = fitLines(plain(input.detail), regular, 12, 9, maxWidth, 2);
  y -= 6;
  for (const line of detail.lines) {
    centered(page, line, y, regular, detail.size, colors.muted);
    y -= detail.size * 1.3;
  }

  // Footer: verification code and address on the left, the QR code on the right.
  const qrSize = 96;
  const qrX = W - 70 - qrSize;
  const qrY = 62;
  const qrPng = await QRCode.toBuffer(input.verifyUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 384,
    color: { dark: `${BLUE}ff`, light: '#ffffffff' },
  });
  const qr = await doc.embedPng(qrPng);
  page.drawImage(qr, { x: qrX, y: qrY, width: qrSize, height: qrSize });
  const caption = 'Escanea para verificar';
  page.drawText(caption, {
    x: qrX + (qrSize - regular.widthOfTextAtSize(caption, 8)) / 2,
    y: qrY - 12,
    font: regular,
    size: 8,
    color: colors.muted,
  });

  const left = 70;
  page.drawRectangle({ x: left, y: 64, width: 3, height: 76, color: colors.amber });
  page.drawText(`Código de verificación: ${plain(input.code)}`, {
    x: left + 12,
    y: 126,
    font: bold,
    size: 12,
    color: colors.blue,
  });
  page.drawText('Comprueba la validez de este certificado en:', {
    x: left + 12,
    y: 108,
    font: regular,
    size: 9,
    color: colors.muted,
  });
  // The address stays left of the signature block.
  const url = fitLines(
    plain(input.verifyUrl),
    regular,
    9,
    6,
    SIGNATURE_X - SIGNATURE_WIDTH / 2 - left - 24,
    1,
  );
  page.drawText(url.lines[0] ?? '', {
    x: left + 12,
    y: 95,
    font: regular,
    size: url.size,
    color: colors.blue,
  });
  drawSignature(page, regular, bold);

  page.drawText(`Emitido el ${spanishLongDate(input.issuedAt)}`, {
    x: left + 12,
    y: 70,
    font: regular,
    size: 9,
    color: colors.muted,
  });

  return doc.save();
}
