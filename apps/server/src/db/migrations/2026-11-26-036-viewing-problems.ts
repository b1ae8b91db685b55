import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // A member's message about a meeting is either a plain message (/encuentros/{slug}/contacto) or a
  // viewing problem sent from the live page; staff see the second marked in the inbox.
  await db.schema
    .alterTable('meeting_contacts')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('message'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('meeting_contacts').dropColumn('kind').execute();
}
