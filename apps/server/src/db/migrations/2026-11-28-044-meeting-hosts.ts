import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * A meeting's host as an account (issue 15 §2, docs/decisions/0050-meeting-hosts.md): the member whose
 * id is here runs the meeting's questions (list, console, export) besides staff. Nullable: most meetings
 * have no host account. Closing a host's account keeps its row (a tombstone), so the link stays until
 * staff change it; deleting the row clears it. The index serves the host's own list on /perfil and the
 * access check of the console's routes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('meetings')
    .addColumn('host_user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('meetings_host_user_idx').on('meetings').column('host_user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('meetings_host_user_idx').execute();
  await db.schema.alterTable('meetings').dropColumn('host_user_id').execute();
}
