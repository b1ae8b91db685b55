import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Live updates (docs/decisions/0044-live-updates.md): the recent events of every stream, so a browser
  // that reconnects with Last-Event-ID receives what it missed. Pruned after a few minutes.
  // `id` comes from the one-row counter below, taken in the same transaction as the insert: the row
  // lock makes ids commit in order on PostgreSQL, so a reader never sees 7 before 6.
  await db.schema
    .createTable('live_events')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('channel', 'varchar(120)', (c) => c.notNull())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('subject', 'varchar(64)')
    // Only this member receives the event (their own question answered); null: every subscriber.
    .addColumn('recipient_id', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The replay of one stream after an id.
  await db.schema
    .createIndex('live_events_channel_idx')
    .on('live_events')
    .columns(['channel', 'id'])
    .execute();
  await db.schema.createIndex('live_events_created_idx').on('live_events').column('created_at').execute();
  await db.schema
    .createTable('live_sequence')
    .addColumn('name', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('last_id', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('live_sequence').values({ name: 'events', last_id: 0 }).execute();
  // The viewer count: members with a live heartbeat in the last minutes of one meeting.
  await db.schema
    .createIndex('meeting_attendance_recent_idx')
    .on('meeting_attendance')
    .columns(['meeting_id', 'mode', 'minute', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('meeting_attendance_recent_idx').execute();
  await db.schema.dropTable('live_sequence').execute();
  await db.schema.dropTable('live_events').execute();
}
