import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * Accounts at the OpenID provider linked to members (issue 37 item 1, docs/decisions/0083-oidc-sign-in.md):
 * one row per provider account (`issuer` and its `sub`), made when a member first signs in through it.
 * The e-mail the provider sent then is kept to tell staff how the link was made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('oidc_identities')
    .addColumn('issuer', 'varchar(500)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_sign_in_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('oidc_identities_pk', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('oidc_identities_user').on('oidc_identities').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oidc_identities').execute();
}
