import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Invitations of non-members (docs/product/contact.md#invitations). The link's secret is never stored: only
  // its SHA-256 (base64url), so a copy of the table opens no invitation. One row per invitation sent; it is
  // used once (`used_at`, `user_id`) and is worth nothing after `expires_at`.
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('secret_digest', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('invitations_email_idx').on('invitations').column('email').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invitations').execute();
}
