import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import {
  DELETE_WINDOW_OVER,
  HIDDEN_NOT_DELETABLE,
  NOT_YOUR_POST_DELETE,
  OWN_DELETE_REASON,
  THREAD_CLOSED,
} from '@foro/shared/forum/schemas';
import { recountThread } from '../../db/post-counters.ts';
import { Browser, createTestApp, engines, testTime, threadPage, type TestApp } from '../../test/app.ts';
import {
  createAxis,
  createAxisCoach,
  createCoach,
  createMember,
  createThread,
  createThreadPost,
  signedInMember,
} from '../../test/factories.ts';

/**
 * docs/decisions/0048-forum-edits-activity-reads.md: the author deletes their own post under the
 * edit's rule, the way a moderator deletes one (decision 0038): the kept counts, the ranking and
 * the readers' positions end as a full recount leaves them.
 */
describe.each(engines)('deleting one’s own forum post on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const signedIn = () => signedInMember(t);
  const remove = (browser: Browser, postId: string) =>
    browser.request({ method: 'POST', url: `/api/axis/threads/posts/${postId}/delete` });

  /** The thread's kept counts, its posts' places, the route's ranking and the readers' positions. */
  const kept = async (threadId: string, axisId: string) => ({
    thread: await t.db
      .selectFrom('threads')
      .select(['posts_count', 'last_post_at'])
      .where('id', '=', threadId)
      .executeTakeFirstOrThrow()
      .then((r) => ({ posts_count: Number(r.posts_count), last_post_at: r.last_post_at })),
    seqs: (
      await t.db
        .selectFrom('thread_posts')
        .select(['id', 'seq'])
        .where('thread_id', '=', threadId)
        .orderBy('created_at')
        .execute()
    ).map((r) => [r.id, r.seq === null ? null : Number(r.seq)]),
    ranking: (
      await t.db
        .selectFrom('forum_participation')
        .select(['user_id', 'posts'])
        .where('axis_id', '=', axisId)
        .orderBy('user_id')
        .execute()
    ).map((r) => [r.user_id, Number(r.posts)]),
  });
  const readsOf = async (threadId: string) =>
    Object.fromEntries(
      (
        await t.db
          .selectFrom('thread_reads')
          .select(['user_id', 'last_seq'])
          .where('thread_id', '=', threadId)
          .execute()
      ).map((r) => [r.user_id, Number(r.last_seq)]),
    );

  it('the author deletes their post within the window: it leaves every page, the counts equal a recount, readers keep their place', async () => {
    const axis = await createAxis(t.db);
    const thread = await createThread(t.db, { axis_id: axis.id });
    const author = await signedIn();
    const other = await signedIn();
    const reporter = await signedIn();
    await createThreadPost(t.db, {
      thread_id: thread.id,
      user_id: other.user.id,
      created_at: testTime(-30),
    });
    await createThreadPost(t.db, { thread_id: thread.id, user_id: other.user.id, created_at: testTime(-20) });
    const first = await createThreadPost(t.db, {
      thread_id: thread.id,
      user_id: author.user.id,
      post: 'Me equivoqué de conversación',
      created_at: testTime(-5),
    });
    const second = await createThreadPost(t.db, {
      thread_id: thread.id,
      user_id: author.user.id,
      post: 'Y esto también sobra',
      created_at: testTime(-2),
    });
    // One reader read up to the author's first post, another everything.
    const read = (b: Browser, seq: number) =>
      b.request({ method: 'POST', url: `/api/axis/threads/${thread.id}/read`, payload: { seq } });
    expect((await read(other.browser, 3)).statusCode).toBe(200);
    expect((await read(reporter.browser, 4)).statusCode).toBe(200);
    // A report on the post is resolved with it.
    expect(
      (
        await reporter.browser.request({
          method: 'POST',
          url: `/api/moderation/posts/thread/${first.id}/report`,
          payload: { reason: 'No corresponde aquí' },
        })
      ).statusCode,
    ).toBe(200);
    const mine = await threadPage(author.browser, axis.slug, thread.slug);
    expect(mine.posts.map((p: { editable?: boolean }) => Boolean(p.editable))).toEqual([
      false,
      false,
      true,
      true,
    ]);

    const deleted = await remove(author.browser, first.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().posts.map((p: { id: string }) => p.id)).not.toContain(first.id);
    expect(deleted.json().total).toBe(3);
    for (const b of [author.browser, other.browser, reporter.browser]) {
      const page = await threadPage(b, axis.slug, thread.slug);
      expect(page.posts.map((p: { id: string }) => p.id)).not.toContain(first.id);
      expect(page.total).toBe(3);
    }
    // Gone for moderators too (a deleted post is never listed), as a moderator's deletion leaves it.
    const row = await t.db
      .selectFrom('thread_posts')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      post: '',
      hidden: 1,
      hidden_by: author.user.id,
      hidden_reason: OWN_DELETE_REASON,
      seq: null,
    });
    expect(row.deleted_at).not.toBeNull();
    const audit = await t.db.selectFrom('audit_log').selectAll().where('item_id', '=', first.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'delete', actor_id: author.user.id, item_type: 'post' });
    expect(JSON.parse(audit[0]!.changes_json)).toMatchObject({
      text: { before: 'Me equivoqué de conversación' },
      author_id: { before: author.user.id },
      reason: { after: OWN_DELETE_REASON },
    });
    const report = await t.db
      .selectFrom('post_reports')
      .selectAll()
      .where('post_id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(report.resolved_at).not.toBeNull();
    // Its removal reaches the thread's live stream, as a moderator's deletion does.
    const events = await t.db
      .selectFrom('live_events')
      .select(['kind', 'subject'])
      .where('channel', '=', `thread:${thread.id}`)
      .execute();
    expect(events).toContainEqual({ kind: 'post-hidden', subject: first.id });

    // What the deletion kept is what a recount from the posts finds.
    const after = await kept(thread.id, axis.id);
    expect(after.thread.posts_count).toBe(3);
    expect(after.seqs.filter(([, seq]) => seq !== null).map(([, seq]) => seq)).toEqual([1, 2, 3]);
    expect(after.ranking).toContainEqual([author.user.id, 1]);
    await recountThread(t.db, thread.id);
    expect(await kept(thread.id, axis.id)).toEqual(after);
    // The reader who had read up to the deleted post still has the author's next one as new; the one
    // who read everything has nothing new.
    expect(await readsOf(thread.id)).toEqual({ [other.user.id]: 2, [reporter.user.id]: 3 });
    const news = async (b: Browser) =>
      (await threadPage(b, axis.slug, thread.slug)).posts.map((p: { new?: boolean }) => Boolean(p.new));
    expect(await news(other.browser)).toEqual([false, false, true]);
    expect(await news(reporter.browser)).toEqual([false, false, false]);

    // The last post deleted: the thread's last date goes back to the post before, the author leaves the ranking.
    expect((await remove(author.browser, second.id)).statusCode).toBe(200);
    const last = await kept(thread.id, axis.id);
    expect(last.thread).toEqual({ posts_count: 2, last_post_at: testTime(-20) });
    expect(last.ranking.map(([id]) => id)).not.toContain(author.user.id);
    await recountThread(t.db, thread.id);
    expect(await kept(thread.id, axis.id)).toEqual(last);
    const list = (await author.browser.request({ url: `/api/axis/${axis.slug}/threads` })).json();
    expect(list.threads[0]).toMatchObject({
      numResponses: 1,
      lastResponseDate: testTime(-20).slice(0, 19).replace('T', ' '),
    });
    // A deleted post is gone: deleting it again is 404, as an unknown one.
    expect((await remove(author.browser, first.id)).statusCode).toBe(404);
    expect((await remove(author.browser, 'no-existe')).statusCode).toBe(404);
  });

  it('someone else’s post is 403, a signed-out visitor 401; neither changes anything', async () => {
    const axis = await createAxis(t.db);
    const thread = await createThread(t.db, { axis_id: axis.id });
    const author = await signedIn();
    const other = await signedIn();
    const post = await createThreadPost(t.db, {
      thread_id: thread.id,
      user_id: author.user.id,
      created_at: testTime(-1),
    });
    const before = await kept(thread.id, axis.id);

    const refused = await remove(other.browser, post.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NOT_YOUR_POST_DELETE);
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    expect((await remove(visitor, post.id)).statusCode).toBe(401);
    // Without the anti-forgery header: 419, as every write.
    expect(
      (
        await author.browser.request({
          method: 'POST',
          url: `/api/axis/threads/posts/${post.id}/delete`,
          xsrf: false,
        })
      ).statusCode,
    ).toBe(419);

    expect(await kept(thread.id, axis.id)).toEqual(before);
    expect(await t.db.selectFrom('audit_log').selectAll().where('item_id', '=', post.id).execute()).toEqual(
      [],
    );
  });

  it('after 15 minutes, after someone else replied, once hidden or in a closed thread, the post stays', async () => {
    const axis = await createAxis(t.db);
    const thread = await createThread(t.db, { axis_id: axis.id });
    const coachUser = await createCoach(t.db);
    await createAxisCoach(t.db, { axis_id: axis.id, user_id: coachUser.id });
    const coach = new Browser(t.app);
    await coach.signIn(coachUser.email, coachUser.password);
    const author = await signedIn();
    const other = await signedIn();
    const old = await createThreadPost(t.db, {
      thread_id: thread.id,
      user_id: author.user.id,
      created_at: testTime(-16),
    });
    const answered = await createThreadPost(t.db, {
      thread_id: thread.id,
      user_id: author.user.id,
      created_at: testTime(-6),
    });
    await createThreadPost(t.db, { thread_id: thread.id, user_id: other.user.id, created_at: testTime(-5) });
    const hidden = await createThreadPost(t.db, {
      thread_id: thread.id,
      user_id: author.user.id,
      created_at: testTime(-3),
    });
    const inClosed = await createThreadPost(t.db, {
      thread_id: thread.id,
      user_id: author.user.id,
      created_at: testTime(-2),
    });
    const before = await kept(thread.id, axis.id);

    for (const id of [old.id, answered.id]) {
      const late = await remove(author.browser, id);
      expect(late.statusCode).toBe(403);
      expect(late.json().message).toBe(DELETE_WINDOW_OVER);
    }
    const page = await threadPage(author.browser, axis.slug, thread.slug);
    expect(page.posts.map((p: { editable?: boolean }) => Boolean(p.editable))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);

    expect(
      (
        await coach.request({
          method: 'POST',
          url: `/api/moderation/posts/thread/${hidden.id}/hide`,
          payload: { reason: 'Fuera de tema' },
        })
      ).statusCode,
    ).toBe(200);
    const refused = await remove(author.browser, hidden.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(HIDDEN_NOT_DELETABLE);
    expect(
      await t.db
        .selectFrom('thread_posts')
        .select(['hidden', 'deleted_at'])
        .where('id', '=', hidden.id)
        .executeTakeFirst(),
    ).toEqual({ hidden: 1, deleted_at: null });

    await t.db
      .updateTable('threads')
      .set({ closed_at: testTime(0) })
      .where('id', '=', thread.id)
      .execute();
    const closed = await remove(author.browser, inClosed.id);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe(THREAD_CLOSED);

    // Only the coach's hiding changed the thread: one post fewer, and nothing else.
    const changed = await kept(thread.id, axis.id);
    expect(changed.thread.posts_count).toBe(before.thread.posts_count - 1);
    await recountThread(t.db, thread.id);
    expect(await kept(thread.id, axis.id)).toEqual(changed);
  });

  it('a coach’s hiding and restoring and staff’s deletion work as before, and keep readers’ places too', async () => {
    const axis = await createAxis(t.db);
    const thread = await createThread(t.db, { axis_id: axis.id });
    const coachUser = await createCoach(t.db);
    await createAxisCoach(t.db, { axis_id: axis.id, user_id: coachUser.id });
    const coach = new Browser(t.app);
    await coach.signIn(coachUser.email, coachUser.password);
    const staffUser = await createMember(t.db, { role: 'staff' });
    const staff = new Browser(t.app);
    await staff.signIn(staffUser.email, staffUser.password);
    const writer = await signedIn();
    const reader = await signedIn();
    const posts = [];
    for (let i = 0; i < 4; i++)
      posts.push(
        await createThreadPost(t.db, {
          thread_id: thread.id,
          user_id: writer.user.id,
          created_at: testTime(-40 + i),
        }),
      );
    expect(
      (
        await reader.browser.request({
          method: 'POST',
          url: `/api/axis/threads/${thread.id}/read`,
          payload: { seq: 3 },
        })
      ).statusCode,
    ).toBe(200);
    const act = (b: Browser, id: string, action: string) =>
      b.request({
        method: 'POST',
        url: `/api/moderation/posts/thread/${id}/${action}`,
        payload: { reason: 'Motivo de prueba' },
      });

    expect((await act(coach, posts[1]!.id, 'hide')).json()).toEqual({ state: 'hidden' });
    expect(await readsOf(thread.id)).toEqual({ [reader.user.id]: 2 });
    expect((await act(coach, posts[1]!.id, 'restore')).json()).toEqual({ state: 'visible' });
    expect(await readsOf(thread.id)).toEqual({ [reader.user.id]: 3 });
    const restored = await kept(thread.id, axis.id);
    await recountThread(t.db, thread.id);
    expect(await kept(thread.id, axis.id)).toEqual(restored);

    expect((await act(staff, posts[3]!.id, 'delete')).json()).toEqual({ state: 'deleted' });
    // The reader had not reached it: their place stays.
    expect(await readsOf(thread.id)).toEqual({ [reader.user.id]: 3 });
    const gone = await kept(thread.id, axis.id);
    expect(gone.thread.posts_count).toBe(3);
    await recountThread(t.db, thread.id);
    expect(await kept(thread.id, axis.id)).toEqual(gone);
    // A moderator cannot use the author's route on someone else's post.
    const coachTry = await remove(coach, posts[0]!.id);
    expect(coachTry.statusCode).toBe(403);
    expect(coachTry.json().message).toBe(NOT_YOUR_POST_DELETE);
  });
});
