import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * Moderation that forgives (issue 34 item 8, docs/decisions/0075-written-answers-and-forgiving-moderation.md):
 * a suspension's end (null: until staff lift it), the watched words, and on every post and question
 * the moment it was held for review because it contains one (null once staff decided).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('suspended_until', 'varchar(32)').execute();
  await db.schema
    .createTable('watched_words')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('word', 'varchar(60)', (c) => c.notNull())
    // Lower case without accents: what a post's words are compared with.
    .addColumn('normalized', 'varchar(60)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)')
    .execute();
  for (const table of ['thread_posts', 'meeting_posts', 'meeting_questions', 'axis_questions']) {
    await db.schema.alterTable(table).addColumn('held_at', 'varchar(32)').execute();
    // The queue of held posts reads only the few rows that wait.
    await db.schema.createIndex(`${table}_held_idx`).on(table).column('held_at').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['thread_posts', 'meeting_posts', 'meeting_questions', 'axis_questions']) {
    await db.schema.dropIndex(`${table}_held_idx`).execute();
    await db.schema.alterTable(table).dropColumn('held_at').execute();
  }
  await db.schema.dropTable('watched_words').execute();
  await db.schema.alterTable('users').dropColumn('suspended_until').execute();
}
