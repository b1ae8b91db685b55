/**
 * CSV files for spreadsheets (RFC 4180, UTF-8 with a byte-order mark so Excel reads the accents).
 * A cell that a spreadsheet would run as a formula (it begins with = + - @, a tab or a carriage
 * return) is written with a leading apostrophe, so a name such as `=HYPERLINK(…)` stays text.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: Array<Array<string | number | null | undefined>>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
