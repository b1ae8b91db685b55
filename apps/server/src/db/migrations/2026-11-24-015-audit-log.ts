import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Every change made in the back office (docs/product/admin.md#audit-log): who, when, which item,
  // and the fields it changed with their values before and after (JSON). Written by the service that
  // makes the change, in the same transaction; never updated or deleted.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('actor_id', 'varchar(36)', (c) => c.notNull())
    // Kept as written at the time, so the log still reads if the account changes its address.
    .addColumn('actor_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('item_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('item_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('item_label', 'varchar(300)', (c) => c.notNull())
    .addColumn('changes_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The log reads newest first (keyset on created_at, id), whole or by person or by item.
  await db.schema.createIndex('audit_log_time_idx').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('audit_log_actor_idx')
    .on('audit_log')
    .columns(['actor_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_item_idx')
    .on('audit_log')
    .columns(['item_type', 'item_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
