import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * Forums that grow (docs/decisions/0033-forums-that-grow.md): every page a forum shows is read through
 * an index, whatever the number of posts.
 *
 * - `seq`: a visible post's place in its thread or meeting, 1 for the oldest, dense (a hidden post has
 *   none). Page N is a range of `seq`, so any page costs what the first one does (no OFFSET).
 * - `posts_count` (visible posts) on threads and meetings and `last_post_at` on threads: kept by the
 *   write that adds a post, in its transaction, so no page counts rows.
 * - `forum_participation`: visible posts per person and route, for the participation ranking.
 * - `test_attempts` read by member: an index that starts with the member.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('thread_posts').addColumn('seq', 'integer').execute();
  await db.schema.alterTable('meeting_posts').addColumn('seq', 'integer').execute();
  await db.schema
    .alterTable('threads')
    .addColumn('posts_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('threads').addColumn('last_post_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('meetings')
    .addColumn('posts_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('forum_participation')
    .addColumn('axis_id', 'varchar(36)', (c) => c.notNull().references('axes.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('posts', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('forum_participation_pk', ['axis_id', 'user_id'])
    .execute();

  // Existing posts, numbered oldest first as the pages read them (created_at, then id).
  await sql`update thread_posts set seq = n.seq
    from (select id, row_number() over (partition by thread_id order by created_at, id) as seq
          from thread_posts where hidden = 0) as n
    where n.id = thread_posts.id`.execute(db);
  await sql`update meeting_posts set seq = n.seq
    from (select id, row_number() over (partition by meeting_id order by created_at, id) as seq
          from meeting_posts where hidden = 0) as n
    where n.id = meeting_posts.id`.execute(db);
  await sql`update threads set
      posts_count = (select count(*) from thread_posts p where p.thread_id = threads.id and p.hidden = 0),
      last_post_at = (select max(p.created_at) from thread_posts p where p.thread_id = threads.id and p.hidden = 0)`.execute(
    db,
  );
  await sql`update meetings set
      posts_count = (select count(*) from meeting_posts p where p.meeting_id = meetings.id and p.hidden = 0)`.execute(
    db,
  );
  await sql`insert into forum_participation (axis_id, user_id, posts)
      select t.axis_id, p.user_id, count(*) from thread_posts p
      join threads t on t.id = p.thread_id
      where p.hidden = 0 group by t.axis_id, p.user_id`.execute(db);

  // Pages by range of seq; the old indexes (…, hidden, created_at) served OFFSET pages only.
  await db.schema.dropIndex('thread_posts_thread_idx').execute();
  await db.schema.dropIndex('meeting_posts_list_idx').execute();
  await db.schema
    .createIndex('thread_posts_seq_idx')
    .on('thread_posts')
    .columns(['thread_id', 'seq'])
    .unique()
    .execute();
  await db.schema
    .createIndex('meeting_posts_seq_idx')
    .on('meeting_posts')
    .columns(['meeting_id', 'seq'])
    .unique()
    .execute();
  // The ranking counts the participants of a route with more posts than the member.
  await db.schema
    .createIndex('forum_participation_rank_idx')
    .on('forum_participation')
    .columns(['axis_id', 'posts'])
    .execute();
  await db.schema
    .createIndex('test_attempts_user_idx')
    .on('test_attempts')
    .columns(['user_id', 'axis_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('test_attempts_user_idx').execute();
  await db.schema.dropIndex('forum_participation_rank_idx').execute();
  await db.schema.dropIndex('meeting_posts_seq_idx').execute();
  await db.schema.dropIndex('thread_posts_seq_idx').execute();
  await db.schema
    .createIndex('meeting_posts_list_idx')
    .on('meeting_posts')
    .columns(['meeting_id', 'hidden', 'created_at'])
    .execute();
  await db.schema
    .createIndex('thread_posts_thread_idx')
    .on('thread_posts')
    .columns(['thread_id', 'hidden', 'created_at'])
    .execute();
  await db.schema.dropTable('forum_participation').execute();
  await db.schema.alterTable('meetings').dropColumn('posts_count').execute();
  await db.schema.alterTable('threads').dropColumn('last_post_at').execute();
  await db.schema.alterTable('threads').dropColumn('posts_count').execute();
  await db.schema.alterTable('meeting_posts').dropColumn('seq').execute();
  await db.schema.alterTable('thread_posts').dropColumn('seq').execute();
}
