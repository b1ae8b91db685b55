import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('threads')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('axis_id', 'varchar(36)', (c) => c.notNull().references('axes.id').onDelete('cascade'))
    .addColumn('slug', 'varchar(160)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('coach_id', 'varchar(36)', (c) => c.references('axis_coaches.id').onDelete('set null'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('threads_axis_slug_idx')
    .on('threads')
    .columns(['axis_id', 'slug'])
    .unique()
    .execute();

  await db.schema
    .createTable('thread_posts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('thread_id', 'varchar(36)', (c) => c.notNull().references('threads.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Plain text with the quote markup [quote=Name]…[/quote]; never HTML.
    .addColumn('post', 'text', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('thread_posts_thread_idx')
    .on('thread_posts')
    .columns(['thread_id', 'hidden', 'created_at'])
    .execute();
  await db.schema.createIndex('thread_posts_user_idx').on('thread_posts').column('user_id').execute();

  await db.schema
    .createTable('tests')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('axis_id', 'varchar(36)', (c) => c.notNull().references('axes.id').onDelete('cascade'))
    .addColumn('slug', 'varchar(160)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('speaker', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('image_list', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('intro_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('tests_axis_idx').on('tests').columns(['axis_id', 'position']).execute();

  await db.schema
    .createTable('test_questions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('test_id', 'varchar(36)', (c) => c.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    // [{ id, text }]; the right answer stays on the server.
    .addColumn('answers_json', 'text', (c) => c.notNull())
    .addColumn('correct_answer', 'varchar(36)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('test_questions_test_idx')
    .on('test_questions')
    .columns(['test_id', 'position'])
    .execute();

  await db.schema
    .createTable('test_selections')
    .addColumn('axis_id', 'varchar(36)', (c) => c.notNull().references('axes.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('test_id', 'varchar(36)', (c) => c.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('test_selections_pk', ['axis_id', 'user_id'])
    .execute();

  // One attempt per member and route (docs/product/tests.md#scoring: answered once, scored by the server out
  // of 10).
  await db.schema
    .createTable('test_attempts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('axis_id', 'varchar(36)', (c) => c.notNull().references('axes.id').onDelete('cascade'))
    .addColumn('test_id', 'varchar(36)', (c) => c.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('answers_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('test_attempts_axis_user_idx')
    .on('test_attempts')
    .columns(['axis_id', 'user_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'test_attempts',
    'test_selections',
    'test_questions',
    'tests',
    'thread_posts',
    'threads',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
