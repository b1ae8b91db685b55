import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Deferred work (mails first): docs/decisions/0037-durable-job-queue.md. A job is claimed with a
  // lease (`locked_until`); a worker that dies leaves it to be claimed again when the lease ends.
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // What the job is about (a meeting, a thread), so that a change of it finds its jobs.
    .addColumn('subject_id', 'varchar(36)')
    // At most one pending job per key (`reminder-day:<meeting>:<member>`): scheduling twice is harmless.
    .addColumn('dedupe_key', 'varchar(200)')
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('run_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('locked_by', 'varchar(64)')
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  // The worker's claim: due pending jobs, and running jobs whose lease ended, oldest first.
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'run_at']).execute();
  await db.schema
    .createIndex('jobs_pending_key_idx')
    .on('jobs')
    .column('dedupe_key')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema.createIndex('jobs_subject_idx').on('jobs').columns(['subject_id', 'status']).execute();
  // The back office's pages: one status, newest change first (keyset on updated_at, id).
  await db.schema
    .createIndex('jobs_status_updated_idx')
    .on('jobs')
    .columns(['status', 'updated_at', 'id'])
    .execute();
  // The last digest of a thread sent to a member: at most one an hour.
  await db.schema
    .createIndex('jobs_key_finished_idx')
    .on('jobs')
    .columns(['dedupe_key', 'finished_at'])
    .execute();

  // Mail preferences per kind next to the forum's (1 = wanted).
  await db.schema
    .alterTable('users')
    .addColumn('notification_reminders', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('notification_replay', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('notification_replay').execute();
  await db.schema.alterTable('users').dropColumn('notification_reminders').execute();
  await db.schema.dropTable('jobs').execute();
}
