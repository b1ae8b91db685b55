import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * Visitors who left an e-mail and a country to watch the open masterclass
 * (docs/product/contact.md#open-access-leads). One row per e-mail (stored lowercased): sending the form again
 * refreshes `country` and `last_seen_at`. Timestamps are ISO-8601 UTC text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('open_access_leads')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('country', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The upsert's conflict target: two submits of the same e-mail can never make two rows.
  await db.schema
    .createIndex('open_access_leads_email_uq')
    .on('open_access_leads')
    .column('email')
    .unique()
    .execute();
  // Staff export the leads of a period.
  await db.schema
    .createIndex('open_access_leads_created_idx')
    .on('open_access_leads')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('open_access_leads').execute();
}
