import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * The forum's "worth adding" items (docs/decisions/0048-forum-edits-activity-reads.md):
 * - a member edits their own post for a short while: `edited_at` says it was edited (the text it had
 *   before goes to the audit log, for moderators);
 * - a route's threads list by latest activity: an index on (axis_id, last_post_at);
 * - "nuevo desde tu última visita": the last visible post (`seq`) each member has read in each thread.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('thread_posts').addColumn('edited_at', 'varchar(32)').execute();
  await db.schema
    .createIndex('threads_activity_idx')
    .on('threads')
    .columns(['axis_id', 'last_post_at', 'id'])
    .execute();
  await db.schema
    .createTable('thread_reads')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('thread_id', 'varchar(36)', (c) => c.notNull().references('threads.id').onDelete('cascade'))
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('thread_reads_pk', ['user_id', 'thread_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('thread_reads').execute();
  await db.schema.dropIndex('threads_activity_idx').execute();
  await db.schema.alterTable('thread_posts').dropColumn('edited_at').execute();
}
