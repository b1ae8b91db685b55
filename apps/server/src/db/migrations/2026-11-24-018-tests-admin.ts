import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * Practical cases edited in the back office (docs/product/tests.md#back-office): a revision for two
 * editors (docs/decisions/0023-back-office-foundation.md), publication (`published_at`: null is a
 * draft; `archived_at`), when each case was made and last changed, and `replaces_id`, the case a new
 * version replaces once it is published (docs/decisions/0026-practical-case-versions.md). Existing
 * cases are published as of their route's creation, the oldest date they can have.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tests')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('tests').addColumn('published_at', 'varchar(32)').execute();
  await db.schema.alterTable('tests').addColumn('archived_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('tests')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('tests')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('tests').addColumn('replaces_id', 'varchar(36)').execute();
  await sql`update tests set
      published_at = (select axes.created_at from axes where axes.id = tests.axis_id),
      created_at = (select axes.created_at from axes where axes.id = tests.axis_id),
      updated_at = (select axes.created_at from axes where axes.id = tests.axis_id)`.execute(db);
  // "Has anyone answered this case?" decides whether its scoring may change.
  await db.schema.createIndex('test_attempts_test_idx').on('test_attempts').column('test_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('test_attempts_test_idx').execute();
  for (const column of ['replaces_id', 'updated_at', 'created_at', 'archived_at', 'published_at', 'revision'])
    await db.schema.alterTable('tests').dropColumn(column).execute();
}
