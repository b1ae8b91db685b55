import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // A stop's button that members clicked is archived instead of deleted when staff remove it
  // (docs/product/admin.md#drafts-and-publication): the member pages no longer show it, and the
  // members' clicks on it stay.
  await db.schema.alterTable('step_buttons').addColumn('archived_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('step_buttons').dropColumn('archived_at').execute();
}
