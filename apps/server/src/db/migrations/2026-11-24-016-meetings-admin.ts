import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * Meetings in the back office (docs/product/admin.md#drafts-and-publication): publication
 * (`published_at` null = draft, a future instant = scheduled; `archived_at` set = archived), the
 * speaker's and host's grammatical gender ("la ponente" / "el ponente") and what the host lacked
 * next to the speaker (claim, social links). Existing meetings are published as of their creation.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('meetings').addColumn('published_at', 'varchar(32)').execute();
  await db.schema.alterTable('meetings').addColumn('archived_at', 'varchar(32)').execute();
  // 'f' (la ponente, la conductora) or 'm' (el ponente, el conductor).
  for (const column of ['speaker_gender', 'driver_gender'])
    await db.schema
      .alterTable('meetings')
      .addColumn(column, 'varchar(1)', (c) => c.notNull().defaultTo('m'))
      .execute();
  await db.schema
    .alterTable('meetings')
    .addColumn('driver_claim', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const column of ['driver_ln', 'driver_fb', 'driver_tw', 'driver_yt'])
    await db.schema
      .alterTable('meetings')
      .addColumn(column, 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .execute();
  await db
    .updateTable('meetings')
    .set((eb) => ({ published_at: eb.ref('created_at') }))
    .execute();
  // The back office's list: newest start first, keyset-paged on (starts_at, id).
  await db.schema
    .createIndex('meetings_admin_list_idx')
    .on('meetings')
    .columns(['starts_at', 'id'])
    .execute();
  // Members' lists: published and not archived.
  await db.schema
    .createIndex('meetings_publication_idx')
    .on('meetings')
    .columns(['archived_at', 'published_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('meetings_publication_idx').execute();
  await db.schema.dropIndex('meetings_admin_list_idx').execute();
  for (const column of [
    'driver_yt',
    'driver_tw',
    'driver_fb',
    'driver_ln',
    'driver_claim',
    'driver_gender',
    'speaker_gender',
    'archived_at',
    'published_at',
  ])
    await db.schema.alterTable('meetings').dropColumn(column).execute();
}
