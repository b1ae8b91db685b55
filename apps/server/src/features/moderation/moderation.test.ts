import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { ALREADY_REPORTED, HIDDEN_NOTE } from '@foro/shared/moderation/schemas';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import {
  createAxis,
  createAxisCoach,
  createCoach,
  createMeeting,
  createMeetingPost,
  createMember,
  createThread,
  createThreadPost,
} from '../../test/factories.ts';

/** `minutes` after TEST_NOW, as stored. */
const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000).toISOString();
const REASON = { reason: 'Lenguaje ofensivo' };

describe.each(engines)('moderation on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  async function browserOf(values: Parameters<typeof createMember>[1] = {}) {
    const user = await createMember(t.db, values);
    const browser = new Browser(t.app);
    await browser.signIn(user.email, user.password);
    return { user, browser };
  }

  /** A route with a coach (signed in), a thread, a member's post and another member's post. */
  async function route() {
    const axis = await createAxis(t.db);
    const coachUser = await createCoach(t.db);
    await createAxisCoach(t.db, { axis_id: axis.id, user_id: coachUser.id });
    const coach = new Browser(t.app);
    await coach.signIn(coachUser.email, coachUser.password);
    const thread = await createThread(t.db, { axis_id: axis.id, position: 1 });
    const author = await browserOf();
    const reader = await browserOf();
    const post = await createThreadPost(t.db, {
      thread_id: thread.id,
      user_id: author.user.id,
      post: 'Un mensaje fuera de lugar',
      created_at: at(1),
    });
    await createThreadPost(t.db, { thread_id: thread.id, user_id: reader.user.id, created_at: at(2) });
    return { axis, thread, coach, coachUser, author, reader, post };
  }

  const pageOf = async (browser: Browser, axisSlug: string, threadSlug: string) =>
    (await browser.request({ url: `/api/axis/${axisSlug}/threads/${threadSlug}/posts` })).json();
  const act = (browser: Browser, kind: string, id: string, action: string, payload: object = REASON) =>
    browser.request({ method: 'POST', url: `/api/moderation/posts/${kind}/${id}/${action}`, payload });

  it('a coach hides a post of their route: members stop seeing it at once, its author sees a note', async () => {
    const { axis, thread, coach, author, reader, post } = await route();
    expect((await pageOf(reader.browser, axis.slug, thread.slug)).total).toBe(2);

    const res = await act(coach, 'thread', post.id, 'hide');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ state: 'hidden' });

    const seen = await pageOf(reader.browser, axis.slug, thread.slug);
    expect(seen.total).toBe(1);
    expect(seen.posts.map((p: { id: string }) => p.id)).not.toContain(post.id);
    expect(JSON.stringify(seen)).not.toContain('fuera de lugar');
    const list = (await reader.browser.request({ url: `/api/axis/${axis.slug}/threads` })).json();
    expect(list.threads[0].numResponses).toBe(0);

    // Its author reads a note in its place, with no text.
    const own = await pageOf(author.browser, axis.slug, thread.slug);
    const note = own.posts.find((p: { id: string }) => p.id === post.id);
    expect(note).toMatchObject({
      post: '',
      own: true,
      moderation: { state: 'hidden', reason: 'Lenguaje ofensivo' },
    });
    expect(HIDDEN_NOTE).toMatch(/ocultado/);

    // The coach still reads it, marked hidden, and may restore it.
    const mod = await pageOf(coach, axis.slug, thread.slug);
    expect(mod.canModerate).toBe(true);
    expect(mod.posts.find((p: { id: string }) => p.id === post.id)).toMatchObject({
      post: 'Un mensaje fuera de lugar',
      moderation: { state: 'hidden' },
    });

    // A hidden post does not count for the participation ranking.
    const ranking = await t.db
      .selectFrom('forum_participation')
      .select('posts')
      .where('axis_id', '=', axis.id)
      .where('user_id', '=', author.user.id)
      .executeTakeFirst();
    expect(Number(ranking?.posts ?? 0)).toBe(0);

    // Audited with its reason.
    const audit = await t.db.selectFrom('audit_log').selectAll().where('item_id', '=', post.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'hide', item_type: 'post' });
    expect(JSON.parse(audit[0]!.changes_json).reason.after).toBe('Lenguaje ofensivo');

    expect(
      (await act(coach, 'thread', post.id, 'restore', { reason: 'Revisado: es correcto' })).json(),
    ).toEqual({
      state: 'visible',
    });
    expect((await pageOf(reader.browser, axis.slug, thread.slug)).total).toBe(2);
  });

  it('a coach cannot act outside their routes, nor on the meeting forums (403), and nothing changes', async () => {
    const mine = await route();
    const other = await route();
    const meeting = await createMeeting(t.db);
    const comment = await createMeetingPost(t.db, { meeting_id: meeting.id, user_id: mine.author.user.id });
    for (const action of ['hide', 'restore', 'delete']) {
      const res = await act(mine.coach, 'thread', other.post.id, action);
      expect(res.statusCode, `${action} ${res.body}`).toBe(403);
      expect((await act(mine.coach, 'meeting', comment.id, action)).statusCode).toBe(403);
    }
    expect(
      (
        await mine.coach.request({
          method: 'POST',
          url: `/api/moderation/threads/${other.thread.id}/pin`,
          payload: { pinned: true },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await mine.coach.request({
          method: 'POST',
          url: `/api/axis/${other.axis.slug}/threads`,
          payload: { title: 'Intrusa', postContent: 'Hola' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await pageOf(other.reader.browser, other.axis.slug, other.thread.slug)).total).toBe(2);
    expect((await pageOf(mine.coach, other.axis.slug, other.thread.slug)).canModerate).toBe(false);
  });

  it('answers 401 to visitors and 403 to members on every moderation route', async () => {
    const { axis, thread, post, reader } = await route();
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    const writes: Array<[string, object]> = [
      ...['hide', 'restore', 'delete'].map((a): [string, object] => [
        `/api/moderation/posts/thread/${post.id}/${a}`,
        REASON,
      ]),
      [`/api/moderation/posts/thread/${post.id}/undo-delete`, {}],
      [`/api/admin/moderation/posts/thread/${post.id}/undo-delete`, {}],
      [`/api/moderation/threads/${thread.id}/pin`, { pinned: true }],
      [`/api/moderation/threads/${thread.id}/close`, { closed: true }],
      [`/api/axis/${axis.slug}/threads`, { title: 'Nueva', postContent: 'Hola' }],
      ...['hide', 'restore', 'delete'].map((a): [string, object] => [
        `/api/admin/moderation/posts/thread/${post.id}/${a}`,
        REASON,
      ]),
      [`/api/admin/moderation/threads/${thread.id}/pin`, { pinned: true }],
      ['/api/admin/moderation/reports/x/dismiss', {}],
    ];
    for (const [url, payload] of writes) {
      expect((await visitor.request({ method: 'POST', url, payload })).statusCode, url).toBe(401);
      expect((await reader.browser.request({ method: 'POST', url, payload })).statusCode, url).toBe(403);
    }
    for (const url of [
      '/api/moderation/reports',
      '/api/admin/moderation/reports',
      '/api/admin/moderation/counts',
    ]) {
      expect((await visitor.request({ url })).statusCode, url).toBe(401);
      expect((await reader.browser.request({ url })).statusCode, url).toBe(403);
    }
    expect((await pageOf(reader.browser, axis.slug, thread.slug)).total).toBe(2);
    expect(await t.db.selectFrom('audit_log').selectAll().where('item_id', '=', post.id).execute()).toEqual(
      [],
    );
  });

  it('takes one report per member and post; staff see the queue, coaches their routes, and hiding resolves it', async () => {
    const { coach, author, reader, post } = await route();
    const other = await route();
    const staff = await browserOf({ role: 'staff' });
    const report = (b: Browser, id: string, payload: object = { reason: 'Es publicidad' }) =>
      b.request({ method: 'POST', url: `/api/moderation/posts/thread/${id}/report`, payload });

    expect((await report(reader.browser, post.id, { reason: '' })).statusCode).toBe(422);
    expect((await report(reader.browser, post.id)).json()).toEqual({ status: true });
    const again = await report(reader.browser, post.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_REPORTED);
    expect((await report(author.browser, post.id)).statusCode).toBe(403);
    expect((await report(other.reader.browser, other.post.id)).statusCode).toBe(200);

    const counts = (await staff.browser.request({ url: '/api/admin/moderation/counts' })).json();
    expect(counts.reports).toBeGreaterThanOrEqual(2);
    const queue = (await staff.browser.request({ url: '/api/admin/moderation/reports' })).json();
    expect(queue.reports.map((r: { post: { id: string } }) => r.post.id)).toEqual(
      expect.arrayContaining([post.id, other.post.id]),
    );
    const coachQueue = (await coach.request({ url: '/api/moderation/reports' })).json();
    expect(coachQueue.reports.map((r: { post: { id: string } }) => r.post.id)).toEqual([post.id]);
    expect((await pageOf(coach, other.axis.slug, other.thread.slug)).posts[0].moderation).toBeUndefined();

    // Staff hide one post from the back office: its report leaves the queue as resolved.
    const hidden = await staff.browser.request({
      method: 'POST',
      url: `/api/admin/moderation/posts/thread/${post.id}/hide`,
      payload: REASON,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    // …and dismiss the other: the post stays visible.
    const otherReport = queue.reports.find((r: { post: { id: string } }) => r.post.id === other.post.id);
    const dismissed = await staff.browser.request({
      method: 'POST',
      url: `/api/admin/moderation/reports/${otherReport.id}/dismiss`,
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(
      (
        await staff.browser.request({
          method: 'POST',
          url: `/api/admin/moderation/reports/${otherReport.id}/dismiss`,
        })
      ).statusCode,
    ).toBe(409);
    const open = (await staff.browser.request({ url: '/api/admin/moderation/reports' })).json();
    expect(open.reports.map((r: { id: string }) => r.id)).not.toContain(otherReport.id);
    const resolved = (
      await staff.browser.request({ url: '/api/admin/moderation/reports?status=resolved' })
    ).json();
    expect(
      resolved.reports
        .filter((r: { post: { id: string } }) => [post.id, other.post.id].includes(r.post.id))
        .map((r: { resolution: string }) => r.resolution)
        .sort(),
    ).toEqual(['dismissed', 'hidden']);
    expect((await pageOf(other.reader.browser, other.axis.slug, other.thread.slug)).total).toBe(2);
  });

  it('deleting keeps the text for the audit only; a deleted post cannot come back', async () => {
    const { axis, thread, coach, author, reader, post } = await route();
    expect((await act(coach, 'thread', post.id, 'delete', { reason: 'Datos personales' })).json()).toEqual({
      state: 'deleted',
    });
    expect((await act(coach, 'thread', post.id, 'restore')).statusCode).toBe(404);
    const row = await t.db
      .selectFrom('thread_posts')
      .selectAll()
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ post: '', hidden: 1, hidden_reason: 'Datos personales' });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('item_id', '=', post.id).execute();
    expect(JSON.parse(audit[0]!.changes_json).text.before).toBe('Un mensaje fuera de lugar');
    for (const b of [author.browser, reader.browser, coach])
      expect(JSON.stringify(await pageOf(b, axis.slug, thread.slug))).not.toContain(post.id);
  });

  it('undoes a deletion within 10 minutes (text, place and counts back, audited), never after', async () => {
    t.clock.set(new Date(TEST_NOW.getTime() + 60 * 60_000));
    const { axis, thread, coach, reader, post } = await route();
    expect((await act(coach, 'thread', post.id, 'delete', { reason: 'Por error' })).statusCode).toBe(200);
    expect((await pageOf(reader.browser, axis.slug, thread.slug)).total).toBe(1);
    // A plain member cannot undo it; a coach of another route neither.
    const other = await createCoach(t.db);
    const otherCoach = new Browser(t.app);
    await otherCoach.signIn(other.email, other.password);
    const undo = (b: Browser, base = '/api/moderation') =>
      b.request({ method: 'POST', url: `${base}/posts/thread/${post.id}/undo-delete`, payload: {} });
    expect((await undo(reader.browser)).statusCode).toBe(403);
    expect((await undo(otherCoach)).statusCode).toBe(403);

    t.clock.set(new Date(TEST_NOW.getTime() + 69 * 60_000));
    const undone = await undo(coach);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ state: 'visible' });
    const seen = await pageOf(reader.browser, axis.slug, thread.slug);
    expect(seen.total).toBe(2);
    expect(JSON.stringify(seen)).toContain('Un mensaje fuera de lugar');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('item_id', '=', post.id)
      .orderBy('created_at')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['delete', 'restore']);
    // Not deleted any more: nothing to undo.
    expect((await undo(coach)).statusCode).toBe(409);

    // Deleted again, then 10 minutes and a second later: too late, the text stays gone.
    expect((await act(coach, 'thread', post.id, 'delete', REASON)).statusCode).toBe(200);
    t.clock.set(new Date(TEST_NOW.getTime() + 79 * 60_000 + 1000));
    const late = await undo(coach);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Pasaron más de 10 minutos desde que se eliminó: ya no se puede deshacer.',
    );
    expect((await pageOf(reader.browser, axis.slug, thread.slug)).total).toBe(1);
    // Staff undo from the back office within the window.
    t.clock.set(new Date(TEST_NOW.getTime() + 70 * 60_000));
    const staff = new Browser(t.app);
    const staffUser = await createMember(t.db, { role: 'staff' });
    await staff.signIn(staffUser.email, staffUser.password);
    expect((await undo(staff, '/api/admin/moderation')).statusCode).toBe(200);
    t.clock.set(TEST_NOW);
  });

  it('staff hide a meeting comment: the meeting forum stops counting and showing it', async () => {
    const meeting = await createMeeting(t.db);
    const writer = await browserOf();
    const comment = await createMeetingPost(t.db, { meeting_id: meeting.id, user_id: writer.user.id });
    const staff = await browserOf({ role: 'staff' });
    const posts = async () =>
      (await writer.browser.request({ url: `/api/meeting/${meeting.slug}/posts` })).json();
    expect((await posts()).total).toBe(1);
    const res = await staff.browser.request({
      method: 'POST',
      url: `/api/admin/moderation/posts/meeting/${comment.id}/hide`,
      payload: REASON,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await posts()).total).toBe(0);
    expect((await staff.browser.request({ url: '/api/admin/moderation/counts' })).statusCode).toBe(200);
  });

  it('meeting forum: members report a comment once (409 again, 403 their own); its author reads a note once hidden; staff moderate, coaches do not', async () => {
    const meeting = await createMeeting(t.db);
    const writer = await browserOf();
    const reader = await browserOf();
    const staff = await browserOf({ role: 'staff' });
    const coachUser = await createCoach(t.db);
    const coach = new Browser(t.app);
    await coach.signIn(coachUser.email, coachUser.password);
    await createMeetingPost(t.db, { meeting_id: meeting.id, user_id: reader.user.id, created_at: at(1) });
    const comment = await createMeetingPost(t.db, {
      meeting_id: meeting.id,
      user_id: writer.user.id,
      post: 'Un comentario fuera de lugar',
      created_at: at(2),
    });
    await createMeetingPost(t.db, { meeting_id: meeting.id, user_id: reader.user.id, created_at: at(3) });
    const posts = async (b: Browser) =>
      (await b.request({ url: `/api/meeting/${meeting.slug}/posts` })).json();
    const find = (page: { posts: Array<{ id: string }> }) => page.posts.find((p) => p.id === comment.id);

    // Reports: once per member, never one's own.
    expect(find(await posts(reader.browser))).toMatchObject({ own: false, reported: false });
    expect(
      (await act(reader.browser, 'meeting', comment.id, 'report', { reason: 'Es publicidad' })).statusCode,
    ).toBe(200);
    const again = await act(reader.browser, 'meeting', comment.id, 'report', { reason: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_REPORTED);
    expect((await act(writer.browser, 'meeting', comment.id, 'report', { reason: 'Mío' })).statusCode).toBe(
      403,
    );
    expect(find(await posts(reader.browser))).toMatchObject({ reported: true });
    expect(find(await posts(writer.browser))).toMatchObject({ own: true, reported: false });
    expect((await posts(reader.browser)).canModerate).toBe(false);

    // Staff see the open report on the comment; a coach sees nothing of the kind and gets 403.
    const staffPage = await posts(staff.browser);
    expect(staffPage.canModerate).toBe(true);
    expect(find(staffPage)).toMatchObject({ moderation: { state: 'visible', reports: 1 } });
    const coachPage = await posts(coach);
    expect(coachPage.canModerate).toBe(false);
    expect(find(coachPage)!).not.toHaveProperty('moderation');
    expect((await act(coach, 'meeting', comment.id, 'hide')).statusCode).toBe(403);

    expect((await act(staff.browser, 'meeting', comment.id, 'hide')).statusCode).toBe(200);
    // Other members no longer see it; its author reads the note with the reason, in its place.
    const seen = await posts(reader.browser);
    expect(seen.total).toBe(2);
    expect(JSON.stringify(seen)).not.toContain(comment.id);
    const own = await posts(writer.browser);
    expect(own.posts.map((p: { id: string }) => p.id)[1]).toBe(comment.id);
    expect(find(own)).toMatchObject({
      post: '',
      own: true,
      moderation: { state: 'hidden', reason: 'Lenguaje ofensivo' },
    });
    expect(JSON.stringify(own)).not.toContain('fuera de lugar');
    // Staff read it with its text and state; the report left the queue.
    expect(find(await posts(staff.browser))).toMatchObject({
      post: 'Un comentario fuera de lugar',
      moderation: { state: 'hidden', reason: 'Lenguaje ofensivo', reports: 0 },
    });
    expect(JSON.stringify(await posts(coach))).not.toContain(comment.id);
    // Once restored, it is back for everyone, without a note.
    expect((await act(staff.browser, 'meeting', comment.id, 'restore')).statusCode).toBe(200);
    expect(find(await posts(writer.browser))).not.toHaveProperty('moderation');
    expect((await posts(reader.browser)).total).toBe(3);
    expect(HIDDEN_NOTE).toBe('Tu mensaje fue ocultado por la moderación.');
  });

  it('meeting forum pages: a hidden comment shows on the page where it was written, for its author only', async () => {
    const meeting = await createMeeting(t.db);
    const writer = await browserOf();
    const staff = await browserOf({ role: 'staff' });
    const ids: string[] = [];
    for (let i = 0; i < 25; i++)
      ids.push(
        (
          await createMeetingPost(t.db, {
            meeting_id: meeting.id,
            user_id: writer.user.id,
            created_at: at(i),
          })
        ).id,
      );
    // The 13th comment (minute 12): newest first, 10 a page, it is on page 2 (minutes 24..15 on page 1).
    expect((await act(staff.browser, 'meeting', ids[12]!, 'hide')).statusCode).toBe(200);
    const pageOf = async (n: number) =>
      (await writer.browser.request({ url: `/api/meeting/${meeting.slug}/posts?page=${n}` })).json();
    const all = [await pageOf(1), await pageOf(2), await pageOf(3)];
    expect(all[0].total).toBe(24);
    const where = all.map((p) => p.posts.some((x: { id: string }) => x.id === ids[12]));
    expect(where).toEqual([false, true, false]);
    const second = all[1].posts.map((x: { id: string }) => ids.indexOf(x.id));
    expect(second).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
  });

  it('a coach opens, pins and closes threads of their route: pinned first, closed takes no reply', async () => {
    const { axis, coach, reader } = await route();
    const opened = await coach.request({
      method: 'POST',
      url: `/api/axis/${axis.slug}/threads`,
      payload: { title: 'Bienvenida a la ruta', postContent: 'Preséntate aquí.' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { id, slug } = opened.json();
    expect(
      (await coach.request({ method: 'POST', url: `/api/axis/${axis.slug}/threads`, payload: {} }))
        .statusCode,
    ).toBe(422);
    const page = await pageOf(reader.browser, axis.slug, slug);
    expect(page.posts.map((p: { post: string }) => p.post)).toEqual(['Preséntate aquí.']);
    expect(page.thread.coach).not.toBeNull();

    const titles = async () =>
      (await reader.browser.request({ url: `/api/axis/${axis.slug}/threads` }))
        .json()
        .threads.map((x: { title: string; pinned: boolean }) => `${x.title}${x.pinned ? ' (fijada)' : ''}`);
    expect((await titles())[0]).not.toBe('Bienvenida a la ruta');
    const pin = await coach.request({
      method: 'POST',
      url: `/api/moderation/threads/${id}/pin`,
      payload: { pinned: true },
    });
    expect(pin.json()).toEqual({ pinned: true, closed: false });
    expect((await titles())[0]).toBe('Bienvenida a la ruta (fijada)');

    const close = await coach.request({
      method: 'POST',
      url: `/api/moderation/threads/${id}/close`,
      payload: { closed: true },
    });
    expect(close.json()).toEqual({ pinned: true, closed: true });
    const reply = await reader.browser.request({
      method: 'POST',
      url: '/api/axis/threads/post',
      payload: { id, postContent: 'Hola' },
    });
    expect(reply.statusCode).toBe(403);
    const audit = await t.db.selectFrom('audit_log').select('action').where('item_id', '=', id).execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update']);
  });
});
