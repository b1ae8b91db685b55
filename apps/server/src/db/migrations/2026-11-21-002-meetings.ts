import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Shown next to a member's forum posts (docs/product/meetings.md#meeting-forum).
  await db.schema
    .alterTable('users')
    .addColumn('city', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('meetings')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(160)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('topic', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    // The instant (UTC, ISO-8601) and the IANA zone the meeting was announced in.
    .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().defaultTo(90))
    // Staff overrides of the states derived from the clock: null follows the clock.
    .addColumn('active_override', 'integer')
    .addColumn('post_event_override', 'integer')
    .addColumn('posts_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('img', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('img_inner', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('img_inner_t', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('img_inner_m', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('bg_more_info', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('bg_more_info_t', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('bg_more_info_m', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('video_inner', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('iframe_event', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('iframe_chat', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('iframe_post_event', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('objectives_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('doc', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('summ', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('presentation', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('podcast', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('recommendations_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cta_text', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('speaker', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('speaker_country', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .addColumn('speaker_job', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('speaker_image', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('speaker_claim', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('speaker_excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('speaker_name_meeting_page', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('speaker_ln', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('speaker_fb', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('speaker_tw', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('speaker_yt', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('driver', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('driver_job', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('driver_country', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .addColumn('driver_doc', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('driver_doc_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('meetings_starts_at_idx').on('meetings').column('starts_at').execute();

  await db.schema
    .createTable('meeting_inscriptions')
    .addColumn('meeting_id', 'varchar(36)', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('meeting_inscriptions_pk', ['meeting_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('meeting_inscriptions_user_idx')
    .on('meeting_inscriptions')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('meeting_posts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('meeting_id', 'varchar(36)', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post', 'text', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('meeting_posts_list_idx')
    .on('meeting_posts')
    .columns(['meeting_id', 'hidden', 'created_at'])
    .execute();

  await db.schema
    .createTable('meeting_questions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('meeting_id', 'varchar(36)', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('meeting_questions_meeting_idx')
    .on('meeting_questions')
    .columns(['meeting_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('meeting_contacts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('meeting_id', 'varchar(36)', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('msg', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('meeting_contacts_meeting_idx')
    .on('meeting_contacts')
    .columns(['meeting_id', 'created_at'])
    .execute();

  // Certificates issued (meeting attendance now, route completion later); the code is public.
  await db.schema
    .createTable('certificates')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('full_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('detail', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('issued_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('certificates_subject_user_idx')
    .on('certificates')
    .columns(['kind', 'subject_id', 'user_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('axes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(160)', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claim', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('video_inner', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('speaker', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('speaker_job', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('speaker_country', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('axes_position_idx').on('axes').column('position').execute();

  await db.schema
    .createTable('home_items')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('img', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('home_items_position_idx').on('home_items').column('position').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'home_items',
    'axes',
    'certificates',
    'meeting_contacts',
    'meeting_questions',
    'meeting_posts',
    'meeting_inscriptions',
    'meetings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('city').execute();
}
