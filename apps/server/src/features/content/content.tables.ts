import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Table of migration 2026-11-24-019-content-admin: one row per page staff edit
 * (docs/product/content.md#pages-staff-edit), its content JSON checked by the shared schema of its key.
 */
export interface SitePagesTable {
  key: string;
  content_json: string;
  revision: ColumnType<number, number | undefined, number>;
  updated_at: string;
}

export type ContentTables = { site_pages: SitePagesTable };
export type ContentDb = Kysely<Database & ContentTables>;

/** The app's database seen with the pages table. */
export function contentDb(db: Kysely<Database>): ContentDb {
  return db.withTables<ContentTables>();
}
