import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * A meeting's revision: the iCalendar SEQUENCE of its event (RFC 5545 §3.8.7.4), so a calendar
 * file downloaded again after a change updates the event instead of adding a second one. Existing
 * meetings start at 0, the value a calendar assumes when SEQUENCE is absent; their `updated_at`
 * (already there) is the LAST-MODIFIED. Every later change of a meeting adds 1 (meetings
 * repository, `updateMeeting`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('meetings')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('meetings').dropColumn('revision').execute();
}
