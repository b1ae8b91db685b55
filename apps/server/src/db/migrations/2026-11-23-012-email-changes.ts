import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // A member's request to sign in with another e-mail. The change takes effect only when the link
  // mailed to the new address is opened; the link's secret is never stored, only its SHA-256
  // (base64url). One pending request per member: a new one replaces the previous.
  await db.schema
    .createTable('email_changes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('secret_digest', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('email_changes_user_idx').on('email_changes').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_changes').execute();
}
