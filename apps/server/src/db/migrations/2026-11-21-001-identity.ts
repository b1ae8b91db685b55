import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('lastname', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('member'))
    .addColumn('rol', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_fields', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notification_forum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
