import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // A forgotten password: the link mailed to the member works once, for an hour. Only the SHA-256
  // (base64url) of its secret is stored. A new request replaces the member's earlier unused links.
  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('secret_digest', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();
  // Every request, registered address or not, so the limits per client address and per typed e-mail
  // (its SHA-256, never the address itself) hold without telling which addresses have an account.
  await db.schema
    .createTable('password_reset_requests')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('account', 'varchar(64)', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('password_reset_requests_address_idx')
    .on('password_reset_requests')
    .columns(['address', 'at'])
    .execute();
  await db.schema
    .createIndex('password_reset_requests_account_idx')
    .on('password_reset_requests')
    .columns(['account', 'at'])
    .execute();
  await db.schema
    .createIndex('password_reset_requests_at_idx')
    .on('password_reset_requests')
    .column('at')
    .execute();
  // The member's list of sessions names the device from the browser that started each one.
  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(300)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
  await db.schema.dropTable('password_reset_requests').execute();
  await db.schema.dropTable('password_resets').execute();
}
