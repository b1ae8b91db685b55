import fs from 'node:fs/promises';
import path from 'node:path';

/** The body of a quoted-printable part as text (soft line breaks joined, `=XX` decoded). */
export const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The decoded parts of a message in the outbox: each one's headers and body. */
export function partsOf(eml: string): { headers: string; body: string }[] {
  const boundaries = [...eml.matchAll(/boundary="?([^"\r\n;]+)"?/g)].map((m) => m[1]!);
  let chunks = [eml];
  for (const boundary of boundaries) chunks = chunks.flatMap((chunk) => chunk.split(`--${boundary}`));
  return chunks.map((chunk) => {
    const [headers = '', ...rest] = chunk.split(/\r?\n\r?\n/);
    const raw = rest.join('\r\n\r\n');
    const body = /content-transfer-encoding:\s*base64/i.test(headers)
      ? Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8')
      : /content-transfer-encoding:\s*quoted-printable/i.test(headers)
        ? decodeQuotedPrintable(raw)
        : raw;
    return { headers, body };
  });
}

/** Every mail the server's outbox (E2E_DATA_DIR/outbox) holds for `email`, oldest first, decoded. */
export async function mailsTo(email: string): Promise<{ text: string; html: string }[]> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const found: { text: string; html: string }[] = [];
  for (const file of (await fs.readdir(outbox).catch(() => [] as string[])).sort()) {
    const eml = await fs.readFile(path.join(outbox, file), 'utf8');
    // The address alone, or after the person's name (`To: Rosa <rosa@…>`).
    if (!new RegExp(`^To: (?:.*<)?${email.replace(/[.]/g, '\\.')}>?\\r?$`, 'm').test(eml)) continue;
    const parts = partsOf(eml);
    found.push({
      text: parts.find((p) => /content-type:\s*text\/plain/i.test(p.headers))?.body ?? '',
      html: parts.find((p) => /content-type:\s*text\/html/i.test(p.headers))?.body ?? '',
    });
  }
  return found;
}

/** The invitation link of the mail the server's outbox holds for `email`, once it is there. */
export async function linkFromOutbox(email: string): Promise<string | undefined> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  for (const file of await fs.readdir(outbox).catch(() => [])) {
    const eml = await fs.readFile(path.join(outbox, file), 'utf8');
    // The address alone, or after the person's name (`To: Rosa <rosa@…>`).
    if (!new RegExp(`^To: (?:.*<)?${email.replace(/[.]/g, '\\.')}>?\\r?$`, 'm').test(eml)) continue;
    const link = /https?:\/\/\S+?\/acceso-invitados\/[A-Za-z0-9_-]+/.exec(decodeQuotedPrintable(eml))?.[0];
    if (link) return link;
  }
  return undefined;
}
