import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.

/**
 * Every member on the live page reads their own questions to the speaker, newest first. The index of
 * migration 038 held the meeting and the member but not the order, and the engines chose the meeting's
 * index instead: each read walked and sorted the meeting's questions (with 5,000 questions 350 µs on
 * SQLite, 18 µs with this index). This index serves that read and the reports' counts that the old one
 * served (it starts with the same columns), so it replaces it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('meeting_questions_member_idx')
    .on('meeting_questions')
    .columns(['meeting_id', 'user_id', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('meeting_questions_report_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('meeting_questions_report_idx')
    .on('meeting_questions')
    .columns(['meeting_id', 'user_id'])
    .execute();
  await db.schema.dropIndex('meeting_questions_member_idx').execute();
}
