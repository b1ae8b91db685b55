import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // The route's expert (docs/product/axes.md#experts-screen) and its intro video live with the route.
  for (const column of [
    'speaker_image',
    'speaker_image_rwd',
    'speaker_ln',
    'speaker_fb',
    'speaker_tw',
    'speaker_yt',
    'speaker_name_axis_page',
  ]) {
    await db.schema
      .alterTable('axes')
      .addColumn(column, 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('axes')
    .addColumn('speaker_excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('axis_steps')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('axis_id', 'varchar(36)', (c) => c.notNull().references('axes.id').onDelete('cascade'))
    .addColumn('step_count', 'integer', (c) => c.notNull())
    // stop | masterclass | test | certificate
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('slug', 'varchar(160)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('open_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('type_text', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('type_btn', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('text_btn', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('step_inner_text_type', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('title_inner', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('intro_inner', 'text', (c) => c.notNull().defaultTo(''))
    // Sanitized when saved (and again when served).
    .addColumn('text_inner', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('iframes_json', 'text', (c) => c.notNull().defaultTo('[]'))
    // For the masterclass: its live instant (UTC ISO); '' for other stops.
    .addColumn('starts_at', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('bg_desk', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('bg_tablet', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('bg_mobile', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('axis_steps_axis_slug_idx')
    .on('axis_steps')
    .columns(['axis_id', 'slug'])
    .unique()
    .execute();
  await db.schema
    .createIndex('axis_steps_axis_count_idx')
    .on('axis_steps')
    .columns(['axis_id', 'step_count'])
    .unique()
    .execute();

  await db.schema
    .createTable('step_buttons')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('step_id', 'varchar(36)', (c) => c.notNull().references('axis_steps.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('btn_text', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('step_buttons_step_idx')
    .on('step_buttons')
    .columns(['step_id', 'position'])
    .execute();

  await db.schema
    .createTable('step_visits')
    .addColumn('step_id', 'varchar(36)', (c) => c.notNull().references('axis_steps.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('step_visits_pk', ['step_id', 'user_id'])
    .execute();
  await db.schema.createIndex('step_visits_user_idx').on('step_visits').column('user_id').execute();

  await db.schema
    .createTable('button_clicks')
    .addColumn('button_id', 'varchar(36)', (c) =>
      c.notNull().references('step_buttons.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('button_clicks_pk', ['button_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('axis_coaches')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('axis_id', 'varchar(36)', (c) => c.notNull().references('axes.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('job', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('axis_coaches_axis_idx')
    .on('axis_coaches')
    .columns(['axis_id', 'position'])
    .execute();

  await db.schema
    .createTable('axis_related')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('axis_id', 'varchar(36)', (c) => c.notNull().references('axes.id').onDelete('cascade'))
    // expert | documentos | podcast | animaciones | videos
    .addColumn('group_key', 'varchar(20)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('axis_related_axis_idx')
    .on('axis_related')
    .columns(['axis_id', 'group_key', 'position'])
    .execute();

  await db.schema
    .createTable('axis_questions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('axis_id', 'varchar(36)', (c) => c.notNull().references('axes.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('axis_questions_axis_idx')
    .on('axis_questions')
    .columns(['axis_id', 'created_at'])
    .execute();

  // Entries of the prize draws (docs/product/axes.md#prize-draws): the tablet for finishing a route and
  // downloading its certificate; the smartwatch for the top forum participants.
  await db.schema
    .createTable('raffle_entries')
    .addColumn('raffle', 'varchar(16)', (c) => c.notNull())
    .addColumn('axis_id', 'varchar(36)', (c) => c.notNull().references('axes.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('raffle_entries_pk', ['raffle', 'axis_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'raffle_entries',
    'axis_questions',
    'axis_related',
    'axis_coaches',
    'button_clicks',
    'step_visits',
    'step_buttons',
    'axis_steps',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of [
    'speaker_excerpt',
    'speaker_image',
    'speaker_image_rwd',
    'speaker_ln',
    'speaker_fb',
    'speaker_tw',
    'speaker_yt',
    'speaker_name_axis_page',
  ]) {
    await db.schema.alterTable('axes').dropColumn(column).execute();
  }
}
