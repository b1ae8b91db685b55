import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * Written answers to the questions members send to a meeting's speaker or a route's expert (issue 34
 * item 3, docs/decisions/0075-written-answers-and-forgiving-moderation.md): the answer's plain text,
 * when it was first written and last changed, and who last wrote it. Both question tables share it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['meeting_questions', 'axis_questions']) {
    await db.schema.alterTable(table).addColumn('answer', 'text').execute();
    await db.schema.alterTable(table).addColumn('answer_at', 'varchar(32)').execute();
    await db.schema.alterTable(table).addColumn('answer_updated_at', 'varchar(32)').execute();
    await db.schema.alterTable(table).addColumn('answer_by', 'varchar(36)').execute();
  }
  // The answer's mail, on by default like the reminders; the member turns it off in /perfil.
  await db.schema
    .alterTable('users')
    .addColumn('notification_answers', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('notification_answers').execute();
  for (const table of ['meeting_questions', 'axis_questions'])
    for (const column of ['answer', 'answer_at', 'answer_updated_at', 'answer_by'])
      await db.schema.alterTable(table).dropColumn(column).execute();
}
