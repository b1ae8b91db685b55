import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * Moderation (docs/decisions/0038-moderation.md). A hidden or deleted post keeps its row: who hid it,
 * when and why; a deleted post loses its text (kept in the audit log) and is never shown again.
 * Members report posts once each; the reports form the back office's queue. Threads can be pinned.
 */
const POSTS = ['thread_posts', 'meeting_posts'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of POSTS) {
    await db.schema.alterTable(table).addColumn('hidden_at', 'varchar(32)').execute();
    await db.schema.alterTable(table).addColumn('hidden_by', 'varchar(36)').execute();
    await db.schema.alterTable(table).addColumn('hidden_reason', 'text').execute();
    await db.schema.alterTable(table).addColumn('deleted_at', 'varchar(32)').execute();
  }
  // The hidden posts of a page (shown to their author as a note, and to moderators) by date range.
  // Partial: only the few hidden posts are indexed, and visible posts stay read by `seq` alone.
  await db.schema
    .createIndex('thread_posts_hidden_idx')
    .on('thread_posts')
    .columns(['thread_id', 'created_at'])
    .where(sql.ref('hidden'), '=', 1)
    .execute();
  await db.schema
    .createIndex('meeting_posts_hidden_idx')
    .on('meeting_posts')
    .columns(['meeting_id', 'created_at'])
    .where(sql.ref('hidden'), '=', 1)
    .execute();

  await db.schema.alterTable('threads').addColumn('pinned_at', 'varchar(32)').execute();

  await db.schema
    .createTable('post_reports')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('post_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('post_id', 'varchar(36)', (c) => c.notNull())
    // The route of a thread post (null for a meeting comment): coaches see their routes' reports.
    .addColumn('axis_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('resolved_at', 'varchar(32)')
    .addColumn('resolved_by', 'varchar(36)')
    .addColumn('resolution', 'varchar(16)')
    .execute();
  await db.schema
    .createIndex('post_reports_once_idx')
    .on('post_reports')
    .columns(['post_type', 'post_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('post_reports_queue_idx')
    .on('post_reports')
    .columns(['resolved_at', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('post_reports_axis_idx')
    .on('post_reports')
    .columns(['axis_id', 'resolved_at', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('post_reports').execute();
  await db.schema.alterTable('threads').dropColumn('pinned_at').execute();
  await db.schema.dropIndex('meeting_posts_hidden_idx').execute();
  await db.schema.dropIndex('thread_posts_hidden_idx').execute();
  for (const table of POSTS)
    for (const column of ['deleted_at', 'hidden_reason', 'hidden_by', 'hidden_at'])
      await db.schema.alterTable(table).dropColumn(column).execute();
}
