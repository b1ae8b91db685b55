import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_requests')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    // One request per e-mail: a repeated request updates it.
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('country', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('lastname', 'varchar(120)', (c) => c.notNull())
    .addColumn('school', 'varchar(200)', (c) => c.notNull())
    .addColumn('city', 'varchar(120)', (c) => c.notNull())
    .addColumn('school_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('privacy_accepted_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('requests', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_requests_created_idx')
    .on('contact_requests')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_requests').execute();
}
