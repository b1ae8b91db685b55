import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import {
  EDIT_WINDOW_OVER,
  HIDDEN_NOT_EDITABLE,
  NOT_YOUR_POST,
  THREAD_CLOSED,
} from '@foro/shared/forum/schemas';
import { Browser, createTestApp, engines, testTime, threadPage, type TestApp } from '../../test/app.ts';
import {
  createAxis,
  createAxisCoach,
  createCoach,
  createThread,
  createThreadPost,
  signedInMember,
} from '../../test/factories.ts';

/**
 * docs/decisions/0048-forum-edits-activity-reads.md: a member edits their own post for a while,
 * threads list by latest activity, and a thread marks what is new since the member's last visit.
 */
describe.each(engines)('forum edits, activity and read positions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const signedIn = () => signedInMember(t);
  const edit = (browser: Browser, postId: string, payload: object) =>
    browser.request({ method: 'POST', url: `/api/axis/threads/posts/${postId}/edit`, payload });

  it('the author edits their post within 15 minutes and before anyone replies; marked as edited; the text before is audited', async () => {
    const axis = await createAxis(t.db);
    const thread = await createThread(t.db, { axis_id: axis.id });
    const author = await signedIn();
    const other = await signedIn();
    const post = await createThreadPost(t.db, {
      thread_id: thread.id,
      user_id: author.user.id,
      post: 'Primera versión',
      created_at: testTime(-5),
    });
    const mine = async (b: Browser) =>
      (await threadPage(b, axis.slug, thread.slug)).posts.find((p: { id: string }) => p.id === post.id);
    expect(await mine(author.browser)).toMatchObject({ editable: true });
    expect(await mine(author.browser)).not.toHaveProperty('edited');
    expect(await mine(other.browser)).not.toHaveProperty('editable');

    // The same schema as a reply: an empty or too long text is 422 and changes nothing.
    const empty = await edit(author.browser, post.id, { postContent: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.postContent).toBe('Debes escribir tu mensaje');
    expect((await edit(author.browser, post.id, { postContent: 'x'.repeat(4001) })).statusCode).toBe(422);
    // Someone else's post: 403.
    const refused = await edit(other.browser, post.id, { postContent: 'Intento' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NOT_YOUR_POST);
    expect((await edit(author.browser, 'no-existe', { postContent: 'Hola' })).statusCode).toBe(404);

    const saved = await edit(author.browser, post.id, { postContent: '  Segunda versión  ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().posted).toBe(post.id);
    for (const b of [author.browser, other.browser])
      expect(await mine(b)).toMatchObject({ post: 'Segunda versión', edited: true });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('item_id', '=', post.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', actor_id: author.user.id });
    expect(JSON.parse(audit[0]!.changes_json).text).toEqual({
      before: 'Primera versión',
      after: 'Segunda versión',
    });

    // Once someone else replies after it, it is no longer editable.
    await createThreadPost(t.db, { thread_id: thread.id, user_id: other.user.id, created_at: testTime(-1) });
    expect(await mine(author.browser)).not.toHaveProperty('editable');
    const late = await edit(author.browser, post.id, { postContent: 'Tercera versión' });
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(EDIT_WINDOW_OVER);
  });

  it('after 15 minutes, on a closed thread, or once hidden, the post cannot be edited (moderation wins)', async () => {
    const axis = await createAxis(t.db);
    const coachUser = await createCoach(t.db);
    await createAxisCoach(t.db, { axis_id: axis.id, user_id: coachUser.id });
    const coach = new Browser(t.app);
    await coach.signIn(coachUser.email, coachUser.password);
    const thread = await createThread(t.db, { axis_id: axis.id });
    const author = await signedIn();
    const old = await createThreadPost(t.db, {
      thread_id: thread.id,
      user_id: author.user.id,
      post: 'Hace rato',
      created_at: testTime(-16),
    });
    const recent = await createThreadPost(t.db, {
      thread_id: thread.id,
      user_id: author.user.id,
      post: 'Recién escrito',
      created_at: testTime(-2),
    });
    const tooLate = await edit(author.browser, old.id, { postContent: 'Cambio' });
    expect(tooLate.statusCode).toBe(403);
    expect(tooLate.json().message).toBe(EDIT_WINDOW_OVER);
    // Own posts only follow each other: the recent one is still editable.
    const page = await threadPage(author.browser, axis.slug, thread.slug);
    expect(page.posts.map((p: { editable?: boolean }) => Boolean(p.editable))).toEqual([false, true]);

    // Hidden by the coach: the author reads the note, cannot edit, and the text stays as it was.
    expect(
      (
        await coach.request({
          method: 'POST',
          url: `/api/moderation/posts/thread/${recent.id}/hide`,
          payload: { reason: 'Fuera de tema' },
        })
      ).statusCode,
    ).toBe(200);
    const hidden = await edit(author.browser, recent.id, { postContent: 'Lo arreglo' });
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().message).toBe(HIDDEN_NOT_EDITABLE);
    const row = await t.db
      .selectFrom('thread_posts')
      .selectAll()
      .where('id', '=', recent.id)
      .executeTakeFirst();
    expect(row).toMatchObject({ post: 'Recién escrito', hidden: 1, edited_at: null });
    const note = (await threadPage(author.browser, axis.slug, thread.slug)).posts.find(
      (p: { id: string }) => p.id === recent.id,
    );
    expect(note).toMatchObject({ post: '', moderation: { state: 'hidden' } });
    expect(note).not.toHaveProperty('editable');

    // A closed thread takes no edits either.
    const fresh = await createThreadPost(t.db, {
      thread_id: thread.id,
      user_id: author.user.id,
      created_at: testTime(-1),
    });
    await t.db
      .updateTable('threads')
      .set({ closed_at: testTime(0) })
      .where('id', '=', thread.id)
      .execute();
    const closed = await edit(author.browser, fresh.id, { postContent: 'Cambio' });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe(THREAD_CLOSED);
  });

  it('lists threads by latest activity, pinned first, threads with no post last', async () => {
    const axis = await createAxis(t.db);
    const reader = await signedIn();
    const names = ['Primera', 'Segunda', 'Tercera', 'Vacía'];
    const threads = [];
    for (const [i, title] of names.entries())
      threads.push(await createThread(t.db, { axis_id: axis.id, title, slug: `hilo-${i}`, position: i }));
    await createThreadPost(t.db, {
      thread_id: threads[0]!.id,
      user_id: reader.user.id,
      created_at: testTime(-30),
    });
    await createThreadPost(t.db, {
      thread_id: threads[1]!.id,
      user_id: reader.user.id,
      created_at: testTime(-20),
    });
    await createThreadPost(t.db, {
      thread_id: threads[2]!.id,
      user_id: reader.user.id,
      created_at: testTime(-10),
    });
    const titles = async () =>
      (await reader.browser.request({ url: `/api/axis/${axis.slug}/threads` }))
        .json()
        .threads.map((x: { title: string }) => x.title);
    expect(await titles()).toEqual(['Tercera', 'Segunda', 'Primera', 'Vacía']);
    // A reply moves its thread to the top.
    const reply = await reader.browser.request({
      method: 'POST',
      url: '/api/axis/threads/post',
      payload: { id: threads[0]!.id, postContent: 'Vuelvo a esta conversación' },
    });
    expect(reply.statusCode).toBe(200);
    expect(await titles()).toEqual(['Primera', 'Tercera', 'Segunda', 'Vacía']);
    // Pinned stays first whatever its activity.
    await t.db
      .updateTable('threads')
      .set({ pinned_at: testTime(0) })
      .where('id', '=', threads[1]!.id)
      .execute();
    expect(await titles()).toEqual(['Segunda', 'Primera', 'Tercera', 'Vacía']);
  });

  it('marks the posts written since the member last read the thread, and keeps the position per member', async () => {
    const axis = await createAxis(t.db);
    const thread = await createThread(t.db, { axis_id: axis.id });
    const reader = await signedIn();
    const writer = await signedIn();
    for (let i = 0; i < 3; i++)
      await createThreadPost(t.db, {
        thread_id: thread.id,
        user_id: writer.user.id,
        created_at: testTime(-30 + i),
      });
    const flags = async (b: Browser, page = 1) =>
      (await threadPage(b, axis.slug, thread.slug, page)).posts.map((p: { new?: boolean }) => Boolean(p.new));
    // A first visit marks nothing (everything would be new).
    expect(await flags(reader.browser)).toEqual([false, false, false]);
    const read = (b: Browser, seq: number) =>
      b.request({ method: 'POST', url: `/api/axis/threads/${thread.id}/read`, payload: { seq } });
    expect((await read(reader.browser, 3)).statusCode).toBe(200);
    expect((await read(reader.browser, -1)).statusCode).toBe(422);
    expect(
      (
        await reader.browser.request({
          method: 'POST',
          url: '/api/axis/threads/no-existe/read',
          payload: { seq: 1 },
        })
      ).statusCode,
    ).toBe(404);

    // Two replies later: they are new for the reader, not for their writer (who never read it).
    await createThreadPost(t.db, { thread_id: thread.id, user_id: writer.user.id, created_at: testTime(-5) });
    await createThreadPost(t.db, { thread_id: thread.id, user_id: reader.user.id, created_at: testTime(-4) });
    await createThreadPost(t.db, { thread_id: thread.id, user_id: writer.user.id, created_at: testTime(-3) });
    // The reader's own reply is never new to them.
    expect(await flags(reader.browser)).toEqual([false, false, false, true, false, true]);
    expect(await flags(writer.browser)).toEqual([false, false, false, false, false, false]);
    // Reading an older page later does not move the position back; past the end it stops at the end.
    expect((await read(reader.browser, 99)).statusCode).toBe(200);
    expect((await read(reader.browser, 1)).statusCode).toBe(200);
    const kept = await t.db
      .selectFrom('thread_reads')
      .selectAll()
      .where('user_id', '=', reader.user.id)
      .execute();
    expect(kept.map((r) => Number(r.last_seq))).toEqual([6]);
    expect(await flags(reader.browser)).toEqual([false, false, false, false, false, false]);
  });
});
