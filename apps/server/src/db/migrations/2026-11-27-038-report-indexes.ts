import { sql, type Kysely } from 'kysely';

/**
 * The back office's reports (docs/decisions/0043-reports.md) count rows grouped by meeting, route,
 * stop, score and country. Each index below holds every column its count reads, so the count walks the
 * index alone and never the table (features/reports/reports-plan.test.ts checks the plans).
 */
const indexes: Array<[name: string, table: string, columns: string[]]> = [
  // The members a report counts: every account but the staff's, or one country's.
  ['users_role_country_idx', 'users', ['role', 'country', 'id']],
  ['meeting_questions_report_idx', 'meeting_questions', ['meeting_id', 'user_id']],
  ['meeting_posts_report_idx', 'meeting_posts', ['meeting_id', 'deleted_at', 'user_id']],
  ['axis_questions_report_idx', 'axis_questions', ['axis_id', 'created_at', 'user_id']],
  ['thread_posts_report_idx', 'thread_posts', ['thread_id', 'created_at', 'deleted_at', 'user_id']],
  ['step_visits_report_idx', 'step_visits', ['step_id', 'created_at', 'user_id']],
  ['test_attempts_report_idx', 'test_attempts', ['score', 'created_at', 'user_id']],
  ['open_access_leads_country_idx', 'open_access_leads', ['country', 'created_at']],
  ['contact_requests_country_idx', 'contact_requests', ['country', 'created_at', 'invitation_id']],
];

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of indexes)
    await db.schema.createIndex(name).on(table).columns(columns).execute();

  // Minutes present per member, meeting and mode, kept beside each minute recorded: counting who
  // attended then reads one row per member instead of one per minute (2.4 million minutes for
  // 100,000 members took seconds on PostgreSQL; docs/performance.md#reports).
  await db.schema
    .createTable('meeting_presence')
    .addColumn('meeting_id', 'varchar(36)', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('meeting_presence_pk', ['meeting_id', 'mode', 'user_id'])
    .execute();
  await db.schema
    .createIndex('meeting_presence_minutes_idx')
    .on('meeting_presence')
    .columns(['meeting_id', 'mode', 'minutes', 'user_id'])
    .execute();
  await db
    .insertInto('meeting_presence')
    .columns(['meeting_id', 'user_id', 'mode', 'minutes'])
    .expression(
      db
        .selectFrom('meeting_attendance')
        .select(['meeting_id', 'user_id', 'mode', sql<number>`count(*)`.as('minutes')])
        .groupBy(['meeting_id', 'user_id', 'mode']),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('meeting_presence').execute();
  for (const [name] of [...indexes].reverse()) await db.schema.dropIndex(name).execute();
}
