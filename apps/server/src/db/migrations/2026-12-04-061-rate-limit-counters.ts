import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * The request limits' counters, shared by every process of the portal (issue 37 item 5,
 * docs/decisions/0089-request-limits-shared-by-every-process.md): one row per limit and key (a route
 * and an address or a member), with the start of its window in milliseconds and the requests counted
 * in it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  // The hourly purge reads windows by their start.
  await db.schema
    .createIndex('rate_limit_counters_window_idx')
    .on('rate_limit_counters')
    .column('window_start')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
