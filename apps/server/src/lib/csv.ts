/**
 * CSV files for spreadsheets set to Spanish (docs/decisions/0078-spreadsheet-ready-csv-and-staff-zone.md).
 * Excel with a Spanish (or any comma-decimal) locale splits a line on `;`, not on `,`, and reads a file
 * as UTF-8 only when it starts with a byte-order mark: so every download is UTF-8 with a BOM, cells
 * separated by `;`, lines ended by CRLF (RFC 4180 but for the separator). A cell is quoted (its `"`
 * doubled) when it holds the separator, a quote, a tab, a carriage return or a line feed, or begins or
 * ends with a space; a comma is plain text.
 *
 * Formula injection (OWASP "CSV Injection"): a cell that a spreadsheet would run as a formula (it
 * begins with = + - @, a tab or a carriage return) is written with a leading apostrophe, so a name such
 * as `=HYPERLINK(…)` stays text. Numbers given as numbers (counts, minutes) are never prefixed, so a
 * negative figure stays a figure.
 */
export const CSV_SEPARATOR = ';';

export function csvCell(value: string | number | null | undefined): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value === null || value === undefined ? '' : value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\t\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: Array<Array<string | number | null | undefined>>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * The separator of a CSV file that staff upload: `;` (Excel in Spanish, and our own downloads) or `,`
 * (Excel in English, Google Sheets, LibreOffice by default). It is the one of the two found more often
 * outside quotes on the first non-empty line (the header); `,` when neither is.
 */
export function csvSeparatorOf(text: string): ';' | ',' {
  const first =
    text
      .replace(/^\uFEFF/, '')
      .split(/\r\n|\r|\n/)
      .find((line) => line.trim() !== '') ?? '';
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of first) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return semicolons > commas ? ';' : ',';
}
