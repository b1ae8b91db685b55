import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { sql } from 'kysely';
import { recountMeeting, recountThread } from '../../db/post-counters.ts';
import { fixedClock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { capturing, fullReads, planOf } from '../../test/query-plans.ts';
import { createAxis, createMeeting, createMember, createThread } from '../../test/factories.ts';
import { createMeetingsRepository } from '../meetings/index.ts';
import { createMeetingsService } from '../meetings/index.ts';
import { createTestsRepository } from '../tests/index.ts';
import { createForumRepository } from './forum.repository.ts';
import { createForumService } from './forum.service.ts';

/**
 * docs/decisions/0033-forums-that-grow.md: every query the forum pages make (a thread page, the thread
 * list, a reply, the meeting comments, a comment, the participation ranking, a member's practical
 * cases) is read through an index. Each query is captured as the services send it and explained by
 * the engine (test/query-plans.ts); a full scan of a table that grows with the audience, or a sort of
 * it, fails the test.
 */

/** Tables that grow with the audience: posts, people, their counters and attempts. */
const GROWING = ['thread_posts', 'meeting_posts', 'forum_participation', 'test_attempts', 'users'];
const POSTS = 300;

describe.each(engines)('forum query plans on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  /** `n` members, fast: one insert for many. */
  async function members(n: number) {
    const { password: _password, ...first } = await createMember(t.db);
    const rows = Array.from({ length: n - 1 }, (_, i) => ({
      ...first,
      id: newId(),
      email: `plan-${i}-${first.id}@example.org`,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.db
        .insertInto('users')
        .values(rows.slice(i, i + 200))
        .execute();
    return [first, ...rows];
  }

  it('reads every forum page through an index, at any page', async () => {
    const people = await members(50);
    const axis = await createAxis(t.db);
    const thread = await createThread(t.db, { axis_id: axis.id });
    const meeting = await createMeeting(t.db, { active_override: 1 });
    const stamp = (i: number) => new Date(TEST_NOW.getTime() - (POSTS - i) * 60_000).toISOString();
    const threadPosts = Array.from({ length: POSTS }, (_, i) => ({
      id: newId(),
      thread_id: thread.id,
      user_id: people[i % people.length]!.id,
      post: `Aporte ${i}`,
      hidden: i % 17 === 0 ? 1 : 0,
      created_at: stamp(i),
    }));
    const meetingPosts = threadPosts.map((p) => ({
      id: newId(),
      meeting_id: meeting.id,
      user_id: p.user_id,
      post: p.post,
      hidden: p.hidden,
      created_at: p.created_at,
    }));
    for (let i = 0; i < POSTS; i += 100) {
      await t.db
        .insertInto('thread_posts')
        .values(threadPosts.slice(i, i + 100))
        .execute();
      await t.db
        .insertInto('meeting_posts')
        .values(meetingPosts.slice(i, i + 100))
        .execute();
    }
    await recountThread(t.db, thread.id);
    await recountMeeting(t.db, meeting.id);
    if (engine === 'postgres') await sql`analyze`.execute(t.db);

    const { db, queries } = capturing(t.db);
    const clock = fixedClock(TEST_NOW);
    const forum = createForumService({ repo: createForumRepository(db), clock });
    const meetings = createMeetingsService({
      repo: createMeetingsRepository(db),
      clock,
      publicUrl: 'http://localhost',
    });
    const tests = createTestsRepository(db);
    const member = { id: people[3]!.id, role: 'member' as const };

    const thread1 = await forum.thread(axis.slug, thread.slug, 1, member);
    const pages = thread1.pages;
    await forum.thread(axis.slug, thread.slug, Math.ceil(pages / 2), member);
    const last = await forum.thread(axis.slug, thread.slug, pages, member);
    await forum.threads(axis.slug, member);
    await forum.reply(thread.id, member, 'Una respuesta más.');
    await forum.ranking(axis.id, member.id);
    const comments = await meetings.posts(meeting.slug, 1, member);
    await meetings.posts(meeting.slug, comments.pages, member);
    await meetings.addPost(meeting.slug, member, 'Un comentario más.');
    await tests.attemptsOf(member.id);
    await tests.findAttempt(axis.id, member.id);

    // The pages are what they were: oldest first, hidden posts left out, the whole thread counted.
    const visible = threadPosts.filter((p) => p.hidden === 0);
    expect(thread1.total).toBe(visible.length);
    expect(thread1.posts.map((p) => p.post)).toEqual(visible.slice(0, 10).map((p) => p.post));
    expect(last.posts.map((p) => p.post)).toEqual(visible.slice((pages - 1) * 10).map((p) => p.post));
    expect(comments.posts.map((p) => p.post)).toEqual(
      visible
        .slice(-10)
        .reverse()
        .map((p) => p.post),
    );

    const growing = queries.filter((q) => GROWING.some((table) => q.sql.includes(`"${table}"`)));
    expect(growing.length).toBeGreaterThan(10);
    const offenders: Array<{ sql: string; plan: string[] }> = [];
    for (const query of growing) {
      const plan = await planOf(t.db, engine, query);
      if (fullReads(engine, plan, GROWING).length > 0) offenders.push({ sql: query.sql, plan });
    }
    expect(offenders).toEqual([]);
  });

  it('keeps counts and places right when many write at once', async () => {
    const people = await members(30);
    const axis = await createAxis(t.db);
    const thread = await createThread(t.db, { axis_id: axis.id });
    const meeting = await createMeeting(t.db, { active_override: 1 });
    const clock = fixedClock(TEST_NOW);
    const forum = createForumService({ repo: createForumRepository(t.db), clock });
    const meetings = createMeetingsService({
      repo: createMeetingsRepository(t.db),
      clock,
      publicUrl: 'http://localhost',
    });
    await Promise.all(
      people.flatMap((p, i) => [
        forum.reply(thread.id, { id: p.id, role: 'member' }, `Respuesta ${i}`),
        meetings.addPost(meeting.slug, { id: p.id, role: 'member' }, `Comentario ${i}`),
      ]),
    );
    const seqs = await t.db
      .selectFrom('thread_posts')
      .select('seq')
      .where('thread_id', '=', thread.id)
      .execute();
    expect(seqs.map((r) => Number(r.seq)).sort((a, b) => a - b)).toEqual(people.map((_, i) => i + 1));
    const comments = await t.db
      .selectFrom('meeting_posts')
      .select('seq')
      .where('meeting_id', '=', meeting.id)
      .execute();
    expect(comments.map((r) => Number(r.seq)).sort((a, b) => a - b)).toEqual(people.map((_, i) => i + 1));
    const list = await forum.threads(axis.slug, { id: people[0]!.id, role: 'member' });
    expect(list.threads[0]!.numResponses).toBe(people.length - 1);
    expect((await meetings.posts(meeting.slug, 1, { id: people[0]!.id, role: 'member' })).total).toBe(
      people.length,
    );
    expect(await forum.ranking(axis.id, people[0]!.id)).toEqual({ posts: 1, place: 1 });

    // What the writes kept is what a recount from the posts finds.
    const kept = async () => ({
      thread: await t.db
        .selectFrom('threads')
        .select(['posts_count', 'last_post_at'])
        .where('id', '=', thread.id)
        .executeTakeFirstOrThrow(),
      meeting: await t.db
        .selectFrom('meetings')
        .select('posts_count')
        .where('id', '=', meeting.id)
        .executeTakeFirstOrThrow(),
      ranking: await t.db
        .selectFrom('forum_participation')
        .selectAll()
        .where('axis_id', '=', axis.id)
        .orderBy('user_id')
        .execute(),
    });
    const before = await kept();
    await recountThread(t.db, thread.id);
    await recountMeeting(t.db, meeting.id);
    expect(await kept()).toEqual(before);
  });

  it('catches a query that sorts or scans: a page sorted on what no index holds, a search of the comments', async () => {
    const { db, queries } = capturing(t.db);
    // (The old offset page by `created_at` no longer sorts: the reports' index of migration 038 holds
    // thread_id, created_at. The text of a post is in no index.)
    await db
      .selectFrom('thread_posts')
      .selectAll()
      .where('thread_id', '=', 'x')
      .where('hidden', '=', 0)
      .orderBy('post')
      .limit(10)
      .offset(90)
      .execute();
    await db.selectFrom('meeting_posts').selectAll().where('post', '=', 'x').execute();
    for (const query of queries)
      expect(fullReads(engine, await planOf(t.db, engine, query), GROWING)).not.toEqual([]);
  });
});
