import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // The back office edits routes and their stops (docs/product/admin.md#two-editors): a revision
  // each, and a route is published by date (docs/decisions/0023-back-office-foundation.md).
  await db.schema
    .alterTable('axes')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // null: a draft; a future instant: scheduled.
  await db.schema.alterTable('axes').addColumn('published_at', 'varchar(32)').execute();
  await db.schema.alterTable('axes').addColumn('archived_at', 'varchar(32)').execute();
  // Routes that exist already are published as of their creation.
  await db
    .updateTable('axes')
    .set({ published_at: sql`created_at` })
    .execute();

  await db.schema
    .alterTable('axis_steps')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // Forum threads are retitled and closed by staff; a closed thread takes no new posts.
  await db.schema
    .alterTable('threads')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('threads').addColumn('closed_at', 'varchar(32)').execute();
  // The back office lists a route's threads newest first in keyset pages (2,000 threads and more).
  await db.schema
    .createIndex('threads_axis_created_idx')
    .on('threads')
    .columns(['axis_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('threads_axis_created_idx').execute();
  for (const column of ['closed_at', 'revision'])
    await db.schema.alterTable('threads').dropColumn(column).execute();
  await db.schema.alterTable('axis_steps').dropColumn('revision').execute();
  for (const column of ['archived_at', 'published_at', 'revision'])
    await db.schema.alterTable('axes').dropColumn(column).execute();
}
