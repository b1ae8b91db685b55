import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * Public, dated notes on a draw edition's entry period (issue 34 item 7,
 * docs/decisions/0079-draw-period-notes-and-confirmation.md): once an edition is published its period
 * changes only with a reason, kept here with the period before and after and shown on each draw's
 * verification page. `created_by` is the staff member (also in the audit log); it is not published.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('raffle_period_notes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('edition_id', 'varchar(36)', (c) =>
      c.notNull().references('raffle_editions.id').onDelete('cascade'),
    )
    .addColumn('note', 'varchar(500)', (c) => c.notNull())
    .addColumn('starts_before', 'varchar(32)', (c) => c.notNull())
    .addColumn('ends_before', 'varchar(32)', (c) => c.notNull())
    .addColumn('starts_after', 'varchar(32)', (c) => c.notNull())
    .addColumn('ends_after', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('raffle_period_notes_edition')
    .on('raffle_period_notes')
    .columns(['edition_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('raffle_period_notes').execute();
}
