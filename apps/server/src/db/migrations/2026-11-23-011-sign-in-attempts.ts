import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * Failed password sign-ins, the shared memory of the sign-in limits (per address and per account),
 * so every server process on the same database applies the same limits. `account` is the SHA-256 of
 * the typed e-mail (lowercased): what strangers type is never kept. `password_checked` is 1 when the
 * password was compared (it counts towards the account's lock), 0 when the attempt was refused
 * because the account was already locked (it counts only against the address). Timestamps are
 * ISO-8601 UTC text; rows older than the longest window are purged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('account', 'varchar(64)', (c) => c.notNull())
    .addColumn('password_checked', 'integer', (c) => c.notNull())
    .addColumn('attempted_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // Each sign-in counts the recent failures of its address and of its account.
  await db.schema
    .createIndex('sign_in_failures_address_idx')
    .on('sign_in_failures')
    .columns(['address', 'attempted_at'])
    .execute();
  await db.schema
    .createIndex('sign_in_failures_account_idx')
    .on('sign_in_failures')
    .columns(['account', 'attempted_at'])
    .execute();
  await db.schema
    .createIndex('sign_in_failures_attempted_idx')
    .on('sign_in_failures')
    .column('attempted_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').execute();
}
