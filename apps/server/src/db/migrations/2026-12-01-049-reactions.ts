import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * Reactions per minute of a meeting (issue 33 item 4, docs/decisions/0062-reactions.md): one row per
 * (meeting, minute, kind) whose count grows by what each process gathered in half a second, so the
 * host's report shows the liveliest minutes. No member is named: a tap is a number, not a record.
 * `minute` is the minute's start as the database stores times (ISO 8601, UTC).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('meeting_reaction_minutes')
    .addColumn('meeting_id', 'varchar(36)', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('minute', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('meeting_reaction_minutes_pk', ['meeting_id', 'minute', 'kind'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('meeting_reaction_minutes').execute();
}
