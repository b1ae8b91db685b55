import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.

/** The 2022 edition, as its published rules state it (participation until 15 June 2022, 23:59 in every country). */
const EDITION_2022 = {
  name: 'Foro de Educadores 2022',
  starts_at: '2022-03-01T00:00:00.000Z',
  // 23:59 of 15 June in the westernmost zone of the program (UTC−6).
  ends_at: '2022-06-16T05:59:00.000Z',
  draw_at: '2022-06-22T15:00:00.000Z',
  tablet_prize: 'Una tablet, con un valor aproximado de 679 euros',
  smartwatch_prize: 'Un reloj inteligente (smartwatch), con un valor aproximado de 429 euros',
};

// The rules' sentences that named the 2022 dates become placeholders filled from the edition, so the
// text and the portal read the same dates (docs/product/draws.md#editions).
const DATED = [
  [
    'comenzó con la apertura de las rutas del Foro de Educadores 2022 y se ha ampliado hasta el 15 de junio de 2022, a las 23:59 (hora de cada país)',
    'va del {inicio} al {cierre}',
  ],
  ['El 22 de junio de 2022 se comunicará', 'El {sorteo} se comunicará'],
  ['Una tablet, con un valor aproximado de 679 euros, entre', '{premio_tablet}, entre'],
  [
    'Un reloj inteligente (smartwatch), con un valor aproximado de 429 euros, entre',
    '{premio_smartwatch}, entre',
  ],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  await db.schema
    .createTable('raffle_editions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ends_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('draw_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('tablet_prize', 'varchar(300)', (c) => c.notNull())
    .addColumn('smartwatch_prize', 'varchar(300)', (c) => c.notNull())
    // How many of each route's forum ranking enter the smartwatch draw.
    .addColumn('smartwatch_top', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('alternates', 'integer', (c) => c.notNull().defaultTo(3))
    // The publisher's own mail domains (one a line): their holders are employees and never enter.
    .addColumn('excluded_domains', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('raffle_editions_starts_idx')
    .on('raffle_editions')
    .column('starts_at')
    .execute();

  // One draw per edition and prize. The seed is secret until the draw; its SHA-256 is public from the start.
  await db.schema
    .createTable('raffle_draws')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('edition_id', 'varchar(36)', (c) =>
      c.notNull().references('raffle_editions.id').onDelete('cascade'),
    )
    .addColumn('raffle', 'varchar(16)', (c) => c.notNull())
    .addColumn('seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('drawn_at', 'varchar(32)')
    .addColumn('drawn_by', 'varchar(36)')
    .addColumn('entries_hash', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('raffle_draws_edition_idx')
    .on('raffle_draws')
    .columns(['edition_id', 'raffle'])
    .unique()
    .execute();

  // The frozen entry list of a draw made: a pseudonymous id per person; the picked ones (place 0 the
  // winner, 1… the alternates) carry the acceptance steps.
  await db.schema
    .createTable('raffle_draw_entries')
    .addColumn('draw_id', 'varchar(36)', (c) => c.notNull().references('raffle_draws.id').onDelete('cascade'))
    .addColumn('entry_id', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('place', 'integer')
    .addColumn('status', 'varchar(16)')
    .addColumn('notified_at', 'varchar(32)')
    .addColumn('deadline_at', 'varchar(32)')
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('decision_note', 'varchar(500)')
    .addPrimaryKeyConstraint('raffle_draw_entries_pk', ['draw_id', 'entry_id'])
    .execute();
  await db.schema
    .createIndex('raffle_draw_entries_place_idx')
    .on('raffle_draw_entries')
    .columns(['draw_id', 'place'])
    .execute();
  // The tablet draw reads a period's entries.
  await db.schema
    .createIndex('raffle_entries_created_idx')
    .on('raffle_entries')
    .columns(['raffle', 'created_at'])
    .execute();
  // The smartwatch ranking skips a member's repeated identical messages.
  await db.schema
    .createIndex('thread_posts_user_created_idx')
    .on('thread_posts')
    .columns(['user_id', 'created_at'])
    .execute();

  const editionId = randomUUID();
  await db
    .insertInto('raffle_editions')
    .values({ id: editionId, ...EDITION_2022, created_at: now, updated_at: now })
    .execute();
  for (const raffle of ['tablet', 'smartwatch']) {
    const seed = randomBytes(32);
    await db
      .insertInto('raffle_draws')
      .values({
        id: randomUUID(),
        edition_id: editionId,
        raffle,
        seed: seed.toString('hex'),
        seed_hash: createHash('sha256').update(seed).digest('hex'),
        created_at: now,
      })
      .execute();
  }

  const page = await db
    .selectFrom('site_pages')
    .select('content_json')
    .where('key', '=', 'raffle-rules')
    .executeTakeFirst();
  if (page) {
    let text = String(page.content_json);
    for (const [from, to] of DATED) text = text.split(from).join(to);
    await db
      .updateTable('site_pages')
      .set({ content_json: text })
      .where('key', '=', 'raffle-rules')
      .execute();
  }

  // The participation ranking counts each member's different messages once: 25 copies of one
  // message are one (docs/product/forum.md#participation-ranking).
  const counts = await db
    .selectFrom('thread_posts')
    .innerJoin('threads', 'threads.id', 'thread_posts.thread_id')
    .select(['threads.axis_id as axis_id', 'thread_posts.user_id as user_id'])
    .select(sql<number>`count(distinct thread_posts.post)`.as('posts'))
    .where('thread_posts.hidden', '=', 0)
    .groupBy(['threads.axis_id', 'thread_posts.user_id'])
    .execute();
  for (const row of counts) {
    await db
      .updateTable('forum_participation')
      .set({ posts: Number(row.posts) })
      .where('axis_id', '=', row.axis_id)
      .where('user_id', '=', row.user_id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('thread_posts_user_created_idx').execute();
  await db.schema.dropIndex('raffle_entries_created_idx').execute();
  await db.schema.dropTable('raffle_draw_entries').execute();
  await db.schema.dropTable('raffle_draws').execute();
  await db.schema.dropTable('raffle_editions').execute();
}
