import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * Attendance marked by staff (issue 34 item 2, docs/decisions/0076-attendance-by-staff.md): one row
 * per member and meeting that overrides what the page's timer recorded. `mode` is `live` or `replay`
 * (attended, whatever the minutes say) or `none` (does not count, whatever the minutes say); the
 * reason, who and when are kept beside it and in the audit log. `minute` is when it was marked, in
 * the unit of `meeting_attendance.minute`, so the lists sort marked and timed members together.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('meeting_attendance_marks')
    .addColumn('meeting_id', 'varchar(36)', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('marked_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('marked_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('minute', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('meeting_attendance_marks_pk', ['meeting_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('meeting_attendance_marks').execute();
}
