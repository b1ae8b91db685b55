import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MediaTable } from '../../db/schema.ts';
import { afterPosition } from '../../lib/keyset.ts';

export type MediaRow = Selectable<MediaTable>;

export interface MediaFilter {
  /** Lower-case text the name contains. */
  search?: string | undefined;
  kind?: MediaTable['kind'] | undefined;
  archived: boolean;
  /** Rows strictly older than this position (newest first). */
  after?: { at: string; id: string } | undefined;
  limit: number;
}

/** `%` and `_` match themselves in a search, on both engines. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Tables whose text never makes a file "in use": the audit log (it remembers removed content too),
 * the media table itself, and records of people's actions or sessions that hold no content.
 */
const NOT_CONTENT = new Set([
  'audit_log',
  'media',
  'sessions',
  'sign_in_failures',
  'botcheck_used',
  'step_visits',
  'button_clicks',
]);

function queries(db: Db) {
  return {
    insert(row: Insertable<MediaTable>) {
      return db.insertInto('media').values(row).execute();
    },

    byId(id: string) {
      return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Newest first, keyset-paged on (created_at, id). */
    list(filter: MediaFilter) {
      let query = db
        .selectFrom('media')
        .selectAll()
        .where('archived_at', filter.archived ? 'is not' : 'is', null);
      if (filter.kind) query = query.where('kind', '=', filter.kind);
      if (filter.search)
        query = query.where(sql<boolean>`name_search like ${`%${likeEscaped(filter.search)}%`} escape '\\'`);
      const after = filter.after;
      if (after)
        query = query.where(afterPosition(['created_at', 'id'], { key: after.at, id: after.id }, 'desc'));
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
    },

    /** Archives or restores; the number of rows changed (0: gone, or already so). */
    async setArchived(id: string, archivedAt: string | null) {
      const result = await db
        .updateTable('media')
        .set((eb) => ({ archived_at: archivedAt, revision: eb('revision', '+', 1) }))
        .where('id', '=', id)
        .where('archived_at', archivedAt === null ? 'is not' : 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async remove(id: string) {
      const result = await db.deleteFrom('media').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Where content names a file: every text column of every content table is searched for the
     * file's folder URL. Slow next to an indexed query, and meant for the rare removal only; it finds
     * a use in any table a feature adds later, with no list to keep up to date.
     */
    async uses(marker: string): Promise<Array<{ table: string; count: number }>> {
      const tables = await db.introspection.getTables();
      const found: Array<{ table: string; count: number }> = [];
      const pattern = `%${likeEscaped(marker)}%`;
      for (const table of tables) {
        if (NOT_CONTENT.has(table.name) || table.name.startsWith('kysely_')) continue;
        const columns = table.columns.filter((c) => /char|text|clob/i.test(c.dataType)).map((c) => c.name);
        if (columns.length === 0) continue;
        const matches = sql.join(
          columns.map((column) => sql`${sql.ref(column)} like ${pattern} escape '\\'`),
          sql` or `,
        );
        const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(
          table.name,
        )} where ${matches}`.execute(db);
        const count = Number(rows[0]?.n ?? 0);
        if (count > 0) found.push({ table: table.name, count });
      }
      return found;
    },

    /** The connection, for recordAudit in the same transaction. */
    db,
  };
}
export type MediaQueries = ReturnType<typeof queries>;

export function createMediaRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `work` in one transaction: a change and its audit entry land together or not at all. */
    transaction<T>(work: (tx: MediaQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(queries(trx)));
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
