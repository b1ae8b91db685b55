import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * A live meeting's polls (issue 33 §3, docs/decisions/0061-polls.md). A poll is a draft, open or
 * closed; its options keep their order and a `votes_count` moved in the same transaction as the vote
 * rows, so the list that thousands of open pages read again costs no count. A vote is one row per
 * (poll, member) — the key makes a second vote a change, never a second row. A host's retried create
 * names the same submission key and writes nothing (unique per meeting).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('meeting_polls')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('meeting_id', 'varchar(36)', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('question', 'varchar(300)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('draft'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('opened_at', 'varchar(32)')
    .addColumn('closed_at', 'varchar(32)')
    .addColumn('submission_key', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('meeting_polls_meeting_idx')
    .on('meeting_polls')
    .columns(['meeting_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('meeting_polls_submission_idx')
    .on('meeting_polls')
    .columns(['meeting_id', 'submission_key'])
    .unique()
    .execute();
  await db.schema
    .createTable('meeting_poll_options')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('poll_id', 'varchar(36)', (c) =>
      c.notNull().references('meeting_polls.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'varchar(120)', (c) => c.notNull())
    .addColumn('votes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('meeting_poll_options_poll_idx')
    .on('meeting_poll_options')
    .columns(['poll_id', 'position'])
    .execute();
  await db.schema
    .createTable('meeting_poll_votes')
    .addColumn('poll_id', 'varchar(36)', (c) =>
      c.notNull().references('meeting_polls.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('option_id', 'varchar(36)', (c) =>
      c.notNull().references('meeting_poll_options.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('meeting_poll_votes_pk', ['poll_id', 'user_id'])
    .execute();
  // The member's own votes (the list's `myVote`, the member's data) read by member.
  await db.schema
    .createIndex('meeting_poll_votes_user_idx')
    .on('meeting_poll_votes')
    .columns(['user_id', 'poll_id'])
    .execute();
  await db.schema
    .createIndex('meeting_poll_votes_option_idx')
    .on('meeting_poll_votes')
    .column('option_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('meeting_poll_votes').execute();
  await db.schema.dropTable('meeting_poll_options').execute();
  await db.schema.dropTable('meeting_polls').execute();
}
