import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * The forums' kept counts (docs/decisions/0033-forums-that-grow.md), recomputed from the posts
 * themselves. The writes that add a post keep them up to date one step at a time, in their own
 * transaction (the forum and meetings repositories); these rebuild them after posts are written any
 * other way: the demo seed, test factories, and hiding or showing a post again (moderation).
 */

const inTransaction = async (db: Db, work: (trx: Db) => Promise<void>) =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/** A thread's `seq` (visible posts numbered oldest first), its count and last date, and its route's ranking. */
export async function recountThread(db: Db, threadId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.updateTable('thread_posts').set({ seq: null }).where('thread_id', '=', threadId).execute();
    await sql`update thread_posts set seq = n.seq
      from (select id, row_number() over (order by created_at, id) as seq
            from thread_posts where thread_id = ${threadId} and hidden = 0) as n
      where n.id = thread_posts.id`.execute(trx);
    await sql`update threads set
        posts_count = (select count(*) from thread_posts p where p.thread_id = threads.id and p.hidden = 0),
        last_post_at = (select max(p.created_at) from thread_posts p where p.thread_id = threads.id and p.hidden = 0)
      where id = ${threadId}`.execute(trx);
    const thread = await trx
      .selectFrom('threads')
      .select('axis_id')
      .where('id', '=', threadId)
      .executeTakeFirst();
    if (thread) await recountParticipation(trx, thread.axis_id);
  });
}

/**
 * Different visible posts per person in a route's forum (the participation ranking): repeated
 * identical messages count once (docs/product/forum.md#participation-ranking).
 */
export async function recountParticipation(db: Db, axisId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('forum_participation').where('axis_id', '=', axisId).execute();
    await sql`insert into forum_participation (axis_id, user_id, posts)
      select t.axis_id, p.user_id, count(distinct p.post) from thread_posts p
      join threads t on t.id = p.thread_id
      where t.axis_id = ${axisId} and p.hidden = 0
      group by t.axis_id, p.user_id`.execute(trx);
  });
}

/**
 * The members' reading positions in a thread (`thread_reads.last_seq`, decision 0048) after the post
 * at place `seq` left the visible posts (`by` -1) or came back at `seq` (`by` +1): a position at or
 * past it moves with the posts, so what a member read stays read and nothing unread is skipped. Rare
 * (a moderation change or an author's own deletion): it reads the thread's positions without an
 * index of their own.
 */
export async function shiftReadPositions(db: Db, threadId: string, seq: number, by: 1 | -1): Promise<void> {
  await db
    .updateTable('thread_reads')
    .set((eb) => ({ last_seq: eb('last_seq', '+', by) }))
    .where('thread_id', '=', threadId)
    .where('last_seq', '>=', seq)
    .execute();
}

/** A meeting's `seq` (visible comments numbered oldest first) and its count. */
export async function recountMeeting(db: Db, meetingId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.updateTable('meeting_posts').set({ seq: null }).where('meeting_id', '=', meetingId).execute();
    await sql`update meeting_posts set seq = n.seq
      from (select id, row_number() over (order by created_at, id) as seq
            from meeting_posts where meeting_id = ${meetingId} and hidden = 0) as n
      where n.id = meeting_posts.id`.execute(trx);
    await sql`update meetings set
        posts_count = (select count(*) from meeting_posts p where p.meeting_id = meetings.id and p.hidden = 0)
      where id = ${meetingId}`.execute(trx);
  });
}
