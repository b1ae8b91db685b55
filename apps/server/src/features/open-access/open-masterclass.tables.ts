import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Table of migration 2026-11-24-019-content-admin: the masterclass open to visitors
 * (docs/product/contact.md#open-masterclass); one row at most, id `open-masterclass`.
 */
export interface OpenMasterclassTable {
  id: string;
  title: string;
  intro: string;
  /** ISO-8601 UTC: from then on the live page shows the video and the chat. */
  starts_at: string;
  video: string;
  chat: string;
  bg_desk: string;
  bg_tablet: string;
  bg_mobile: string;
  revision: ColumnType<number, number | undefined, number>;
  /** Null: withdrawn, the live page says there is no open masterclass. */
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export const OPEN_MASTERCLASS_ID = 'open-masterclass';

export type OpenMasterclassTables = { open_masterclass: OpenMasterclassTable };
export type OpenMasterclassDb = Kysely<Database & OpenMasterclassTables>;

/** The app's database seen with the open masterclass table. */
export function openMasterclassDb(db: Kysely<Database>): OpenMasterclassDb {
  return db.withTables<OpenMasterclassTables>();
}
