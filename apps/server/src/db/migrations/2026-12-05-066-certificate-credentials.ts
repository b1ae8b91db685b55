import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * Open Badges 3.0 credentials of certificates (issue 38, docs/decisions/0092-open-badges-credentials.md):
 * the signed JSON of each certificate's credential, stored as issued and never rebuilt, with its
 * (random, unique) index in the revocation status list; and the signed status list itself, signed
 * again when a certificate is revoked or replaced after `changed_at`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('certificate_credentials')
    .addColumn('code', 'varchar(10)', (c) =>
      c.primaryKey().references('certificates.code').onDelete('cascade'),
    )
    .addColumn('status_index', 'integer', (c) => c.notNull().unique())
    .addColumn('credential', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('credential_status_lists')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('credential', 'text')
    // A new random version on every revocation or replacement; the list is current while the
    // version it was signed from is still the version.
    .addColumn('version', 'varchar(40)', (c) => c.notNull())
    .addColumn('signed_version', 'varchar(40)')
    .addColumn('signed_at', 'varchar(40)')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credential_status_lists').execute();
  await db.schema.dropTable('certificate_credentials').execute();
}
