import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Minutes a member must be present (live or on the replay) to have attended (docs/product/meetings.md#attendance).
  await db.schema
    .alterTable('meetings')
    .addColumn('attendance_minutes', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();

  // One row per member, meeting, mode and minute the page was open and visible: a heartbeat sent
  // twice in the same minute stores nothing new. `minute` counts whole minutes since 1970 (UTC).
  await db.schema
    .createTable('meeting_attendance')
    .addColumn('meeting_id', 'varchar(36)', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('minute', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('meeting_attendance_pk', ['meeting_id', 'user_id', 'mode', 'minute'])
    .execute();
  await db.schema
    .createIndex('meeting_attendance_mode_idx')
    .on('meeting_attendance')
    .columns(['meeting_id', 'mode', 'user_id'])
    .execute();

  // Certificates: how the member attended, and a certificate's end (replaced by a new code, or revoked).
  for (const [name, type] of [
    ['attendance', 'varchar(8)'],
    ['replaced_by', 'varchar(32)'],
    ['replaced_at', 'varchar(32)'],
    ['revoked_at', 'varchar(32)'],
    ['revoked_reason', 'varchar(500)'],
    ['revoked_by', 'varchar(36)'],
  ] as const) {
    await db.schema.alterTable('certificates').addColumn(name, type).execute();
  }
  // One current certificate per kind, subject and member; replaced ones stay for their old codes.
  await db.schema.dropIndex('certificates_subject_user_idx').execute();
  await db.schema
    .createIndex('certificates_current_idx')
    .on('certificates')
    .columns(['kind', 'subject_id', 'user_id'])
    .unique()
    .where(sql.ref('replaced_by'), 'is', null)
    .execute();
  await db.schema
    .createIndex('certificates_subject_issued_idx')
    .on('certificates')
    .columns(['subject_id', 'issued_at', 'code'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('certificates_subject_issued_idx').execute();
  await db.schema.dropIndex('certificates_current_idx').execute();
  await db.deleteFrom('certificates').where('replaced_by', 'is not', null).execute();
  for (const name of [
    'revoked_by',
    'revoked_reason',
    'revoked_at',
    'replaced_at',
    'replaced_by',
    'attendance',
  ])
    await db.schema.alterTable('certificates').dropColumn(name).execute();
  await db.schema
    .createIndex('certificates_subject_user_idx')
    .on('certificates')
    .columns(['kind', 'subject_id', 'user_id'])
    .unique()
    .execute();
  await db.schema.dropTable('meeting_attendance').execute();
  await db.schema.alterTable('meetings').dropColumn('attendance_minutes').execute();
}
