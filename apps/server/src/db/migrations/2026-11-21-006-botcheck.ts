import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Bot-check tokens already spent (docs/product/session.md#bot-check): one row per solved challenge, kept
  // until the challenge expires. The primary key makes "insert or fail" the replay check, so two server
  // processes cannot both accept the same token.
  await db.schema
    .createTable('botcheck_used')
    .addColumn('challenge', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('botcheck_used_expires_idx').on('botcheck_used').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('botcheck_used').execute();
}
