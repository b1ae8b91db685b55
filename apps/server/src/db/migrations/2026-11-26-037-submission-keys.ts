import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * One submit, one post (issue 17, item 18): each forum reply, meeting comment and question carries
 * the key its browser made for that submission. Unique per member, so a repeated request (a double
 * click, a retry after a lost answer) finds the first row instead of writing a second. Old rows and
 * clients that send no key keep null, which a unique index allows many times on both engines.
 */
const tables = ['thread_posts', 'meeting_posts', 'meeting_questions', 'axis_questions'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await db.schema.alterTable(table).addColumn('submission_key', 'varchar(64)').execute();
    await db.schema
      .createIndex(`${table}_submission_key_idx`)
      .on(table)
      .columns(['user_id', 'submission_key'])
      .unique()
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await db.schema.dropIndex(`${table}_submission_key_idx`).execute();
    await db.schema.alterTable(table).dropColumn('submission_key').execute();
  }
}
