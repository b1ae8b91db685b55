import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * Questions as a shared, moderated list (issue 18 §2, docs/decisions/0045-question-votes.md). A meeting
 * keeps its questions private to the team ('private', as before) or shows the approved ones to every
 * member ('shared'); the question being answered is named on the meeting itself, so there is never more
 * than one. A vote is one row per (question, member) — the primary key makes a repeated vote write
 * nothing — and `votes_count` is moved in the same transaction as the row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('meetings')
    .addColumn('questions_mode', 'varchar(16)', (c) => c.notNull().defaultTo('private'))
    .execute();
  // No foreign key: SQLite cannot drop such a column again; the service clears it when the question
  // is answered or hidden.
  await db.schema.alterTable('meetings').addColumn('answering_question_id', 'varchar(36)').execute();
  await db.schema.alterTable('meeting_questions').addColumn('approved_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('meeting_questions')
    .addColumn('votes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('meeting_question_votes')
    .addColumn('question_id', 'varchar(36)', (c) =>
      c.notNull().references('meeting_questions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('meeting_question_votes_pk', ['question_id', 'user_id'])
    .execute();
  // The member's own votes on a meeting's list and the member's data export read by member.
  await db.schema
    .createIndex('meeting_question_votes_user_idx')
    .on('meeting_question_votes')
    .columns(['user_id', 'question_id'])
    .execute();
  // The shared list: a meeting's approved questions, by votes or by time.
  await db.schema
    .createIndex('meeting_questions_approved_idx')
    .on('meeting_questions')
    .columns(['meeting_id', 'approved_at', 'votes_count'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('meeting_questions_approved_idx').execute();
  await db.schema.dropTable('meeting_question_votes').execute();
  await db.schema.alterTable('meeting_questions').dropColumn('votes_count').execute();
  await db.schema.alterTable('meeting_questions').dropColumn('approved_at').execute();
  await db.schema.alterTable('meetings').dropColumn('answering_question_id').execute();
  await db.schema.alterTable('meetings').dropColumn('questions_mode').execute();
}
