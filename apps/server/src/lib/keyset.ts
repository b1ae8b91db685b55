import { sql } from 'kysely';
import { AppError } from './app-error.ts';

/**
 * Keyset pages for lists that grow (the back office's lists, the audit log): the position after the
 * last row of a page, as an opaque token the browser sends back unchanged. `key` is the sort value
 * (a date, a title…), `id` breaks ties; the next page is the rows strictly after (key, id).
 */
export const encodeCursor = (key: string, id: string): string =>
  Buffer.from(JSON.stringify([key, id])).toString('base64url');

export function decodeCursor(cursor: string): { key: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string'))
      return { key: value[0] as string, id: value[1] as string };
  } catch {
    // falls through to the field error
  }
  throw AppError.validation({ cursor: 'La página pedida no es válida.' });
}

/** Of `limit + 1` rows fetched, the page and the cursor of the next one (absent on the last page). */
export function keysetPage<T extends { id: string }>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => string,
): { rows: T[]; nextCursor?: string } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return rows.length > limit && last
    ? { rows: page, nextCursor: encodeCursor(keyOf(last), last.id) }
    : { rows: page };
}

/**
 * The keyset condition "strictly after this position" as one row-value comparison,
 * `(key, id) < (k, i)` newest first or `(key, id) > (k, i)` oldest first: both engines compare row
 * values column by column, and use the (key, id) index for it.
 */
export function afterPosition(
  columns: readonly [key: string, id: string],
  position: { key: string | number; id: string },
  order: 'asc' | 'desc',
) {
  return sql<boolean>`(${sql.ref(columns[0])}, ${sql.ref(columns[1])}) ${sql.raw(order === 'desc' ? '<' : '>')} (${position.key}, ${position.id})`;
}
