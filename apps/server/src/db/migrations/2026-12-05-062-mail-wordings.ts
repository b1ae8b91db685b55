import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * Staff's wording of the portal's mails (issue 34 item 4, docs/decisions/0082-mail-wording-by-staff.md).
 * Append-only: each save is a new revision of one mail; the highest revision is the wording in use, the
 * earlier ones are its versions. A mail with no row uses the wording written in code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_wordings')
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('preheader', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_by_email', 'varchar(320)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_wordings_pk', ['key', 'revision'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_wordings').execute();
}
