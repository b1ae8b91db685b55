import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Table types of the directory (migration 2026-11-21-005-directory), columns as stored. Timestamps
 * are ISO-8601 UTC text; `country` is the country key of countries.ts (`costa rica`, `chile`, …).
 */
export type StatesTable = {
  id: string;
  country: string;
  /** ISO 3166-2 code (`CO-ANT`, `CL-RM`). */
  iso_code: string | null;
  /** The country's own code: CUT region for Chile (`13`), DANE department for Colombia (`05`). */
  official_code: string | null;
  name: string;
};

export type CitiesTable = {
  id: string;
  state_id: string;
  /** The country's own code: CUT commune for Chile (`13101`), DANE municipality for Colombia (`54001`). */
  official_code: string | null;
  /**
   * The official name where it is longer than the one people use ("San José de Cúcuta" for Cúcuta),
   * so a registry's file matches it (migration 2026-11-23-014-place-codes).
   */
  official_name: string | null;
  name: string;
};

export type SchoolsTable = {
  id: string;
  country: string;
  /** Official school code, unique within the country. */
  code: string;
  name: string;
  state_id: string | null;
  city_id: string | null;
  active: number;
  created_at: string;
  updated_at: string;
};

export type DirectoryTables = {
  states: StatesTable;
  cities: CitiesTable;
  schools: SchoolsTable;
};

export type DirectoryDb = Kysely<Database & DirectoryTables>;

/** The app's database seen with the directory tables (kept here so the feature stays in its folder). */
export function directoryDb(db: Kysely<Database>): DirectoryDb {
  return db.withTables<DirectoryTables>();
}
