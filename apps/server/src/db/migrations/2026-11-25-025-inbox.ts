import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // The back office's inbox (docs/product/inbox.md). A request to join is linked to the invitation that
  // answered it (and through it to the account created), or refused; a member can be reminded to sign in.
  // No foreign key: SQLite cannot drop such a column again; the service sets it from the invitation it sent.
  await db.schema.alterTable('contact_requests').addColumn('invitation_id', 'varchar(36)').execute();
  await db.schema.alterTable('contact_requests').addColumn('refused_at', 'varchar(32)').execute();
  await db.schema.alterTable('contact_requests').addColumn('reminded_at', 'varchar(32)').execute();
  await db.schema
    .createIndex('contact_requests_invitation_idx')
    .on('contact_requests')
    .column('invitation_id')
    .execute();
  // A member's message about a meeting (/encuentros/{slug}/contacto): staff's answer is kept with it.
  await db.schema.alterTable('meeting_contacts').addColumn('answer', 'text').execute();
  await db.schema.alterTable('meeting_contacts').addColumn('answered_at', 'varchar(32)').execute();
  await db.schema.alterTable('meeting_contacts').addColumn('answered_by', 'varchar(254)').execute();
  await db.schema
    .createIndex('meeting_contacts_created_idx')
    .on('meeting_contacts')
    .columns(['created_at', 'id'])
    .execute();
  // Questions for the speaker (meetings) and the route's expert (axes): staff star, answer and hide them.
  for (const table of ['meeting_questions', 'axis_questions']) {
    await db.schema
      .alterTable(table)
      .addColumn('starred', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable(table).addColumn('answered_at', 'varchar(32)').execute();
    await db.schema.alterTable(table).addColumn('hidden_at', 'varchar(32)').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['meeting_questions', 'axis_questions'])
    for (const column of ['hidden_at', 'answered_at', 'starred'])
      await db.schema.alterTable(table).dropColumn(column).execute();
  await db.schema.dropIndex('meeting_contacts_created_idx').execute();
  for (const column of ['answered_by', 'answered_at', 'answer'])
    await db.schema.alterTable('meeting_contacts').dropColumn(column).execute();
  await db.schema.dropIndex('contact_requests_invitation_idx').execute();
  for (const column of ['reminded_at', 'refused_at', 'invitation_id'])
    await db.schema.alterTable('contact_requests').dropColumn(column).execute();
}
