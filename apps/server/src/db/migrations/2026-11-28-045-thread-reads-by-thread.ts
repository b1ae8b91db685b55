import type { Kysely } from 'kysely';

/**
 * Readers' positions in a thread are moved when a post leaves it or comes back (an author's delete, a
 * moderator's hide or restore: docs/decisions/0048-forum-edits-activity-reads.md), and go with a
 * deleted thread: both find them by thread, which the primary key (member first) cannot serve.
 */
// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('thread_reads_thread_idx')
    .on('thread_reads')
    .columns(['thread_id', 'last_seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('thread_reads_thread_idx').execute();
}
