import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERT_QUESTIONS_CLOSED } from '@foro/shared/axes/schemas';
import { SUBMISSION_KEY_HEADER } from '@foro/shared/http/submission';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createMeeting, createMember, createRoute, createThread } from '../../test/factories.ts';

/**
 * Issue 17, item 18: one submit, one post. A submission sent twice with its key (a double click, a
 * retry after a lost answer), one after the other or at the same moment, writes one row and answers
 * the first result; a new key is a new post.
 */
describe.each(engines)('one submit, one post on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  let n = 0;
  const key = () =>
    `clave-de-envio-${String(++n).padStart(4, '0')}-${Math.random().toString(36).slice(2, 10)}`;

  async function member() {
    const m = await createMember(t.db);
    const browser = new Browser(t.app);
    await browser.signIn(m.email, m.password);
    return { m, browser };
  }
  const post = (browser: Browser, url: string, payload: unknown, submissionKey?: string) =>
    browser.request({
      method: 'POST',
      url,
      payload,
      ...(submissionKey ? { headers: { [SUBMISSION_KEY_HEADER]: submissionKey } } : {}),
    });
  const count = async (
    table: 'thread_posts' | 'meeting_posts' | 'meeting_questions' | 'axis_questions',
    userId: string,
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a forum reply repeated with its key is stored once and answers the page of the first', async () => {
    const route = await createRoute(t.db);
    const thread = await createThread(t.db, { axis_id: route.id });
    const { m, browser } = await member();
    const body = { id: thread.id, postContent: 'Una sola vez, por favor.' };
    const k = key();
    const first = await post(browser, '/api/axis/threads/post', body, k);
    const again = await post(browser, '/api/axis/threads/post', body, k);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Sent at the same moment: still one.
    const k2 = key();
    const both = await Promise.all([
      post(browser, '/api/axis/threads/post', { ...body, postContent: 'Dos clics' }, k2),
      post(browser, '/api/axis/threads/post', { ...body, postContent: 'Dos clics' }, k2),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await count('thread_posts', m.id)).toBe(2);
    const threadRow = await t.db
      .selectFrom('threads')
      .select('posts_count')
      .where('id', '=', thread.id)
      .executeTakeFirstOrThrow();
    expect(Number(threadRow.posts_count)).toBe(2);
    const participation = await t.db
      .selectFrom('forum_participation')
      .select('posts')
      .where('user_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(Number(participation.posts)).toBe(2);
    // Without a key (older clients, the API of the spec) every request is a post.
    await post(browser, '/api/axis/threads/post', body);
    await post(browser, '/api/axis/threads/post', body);
    expect(await count('thread_posts', m.id)).toBe(4);
  });

  it('one key belongs to one member: another member using it posts their own', async () => {
    const route = await createRoute(t.db);
    const thread = await createThread(t.db, { axis_id: route.id });
    const a = await member();
    const b = await member();
    const k = key();
    await post(a.browser, '/api/axis/threads/post', { id: thread.id, postContent: 'De A' }, k);
    const res = await post(b.browser, '/api/axis/threads/post', { id: thread.id, postContent: 'De B' }, k);
    expect(res.json().posts.at(-1).post).toBe('De B');
    expect(await count('thread_posts', b.m.id)).toBe(1);
  });

  it('a meeting comment and a meeting question repeated with their key are stored once', async () => {
    const meeting = await createMeeting(t.db);
    const { m, browser } = await member();
    const k = key();
    const comment = { post: 'Gracias por el encuentro.' };
    const url = `/api/meeting/${meeting.slug}/post`;
    const answers = await Promise.all([post(browser, url, comment, k), post(browser, url, comment, k)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await post(browser, url, comment, k)).json().total).toBe(1);
    expect(await count('meeting_posts', m.id)).toBe(1);
    const meetingRow = await t.db
      .selectFrom('meetings')
      .select('posts_count')
      .where('id', '=', meeting.id)
      .executeTakeFirstOrThrow();
    expect(Number(meetingRow.posts_count)).toBe(1);

    const q = key();
    const questionUrl = `/api/meeting/${meeting.slug}/question`;
    const three = await Promise.all(
      [1, 2, 3].map(() => post(browser, questionUrl, { question: '¿Cómo empiezo?' }, q)),
    );
    expect(three.map((r) => r.json())).toEqual([{ status: true }, { status: true }, { status: true }]);
    expect(await count('meeting_questions', m.id)).toBe(1);
    await post(browser, questionUrl, { question: '¿Y después?' }, key());
    expect(await count('meeting_questions', m.id)).toBe(2);
  });

  it('an expert question repeated with its key is stored once', async () => {
    const route = await createRoute(t.db);
    const { m, browser } = await member();
    const k = key();
    const url = `/api/axis/${route.slug}/question`;
    const three = await Promise.all([1, 2, 3].map(() => post(browser, url, { question: '¿Qué leo?' }, k)));
    expect(three.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await count('axis_questions', m.id)).toBe(1);
  });

  it('documents the key header on the four writes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/axis/threads/post',
      '/api/meeting/{slug}/post',
      '/api/meeting/{slug}/question',
      '/api/axis/{slug}/question',
    ]) {
      const params: Array<{ in: string; name: string }> = doc.paths[path].post.parameters ?? [];
      expect(params.some((p) => p.in === 'header' && p.name === SUBMISSION_KEY_HEADER)).toBe(true);
    }
  });

  it('refuses a malformed key with a field message, storing nothing', async () => {
    const route = await createRoute(t.db);
    const { m, browser } = await member();
    const res = await post(browser, `/api/axis/${route.slug}/question`, { question: '¿Qué leo?' }, 'corta');
    expect(res.statusCode).toBe(422);
    expect(await count('axis_questions', m.id)).toBe(0);
  });
});

describe.each(engines)('expert questions close when the masterclass begins, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => {
    t.clock.set(TEST_NOW);
    return t.close();
  });

  it('takes questions before the masterclass and refuses them (409) once it has begun', async () => {
    // createRoute's masterclass starts a day after TEST_NOW.
    const route = await createRoute(t.db);
    const m = await createMember(t.db);
    const browser = new Browser(t.app);
    await browser.signIn(m.email, m.password);
    const ask = () =>
      browser.request({
        method: 'POST',
        url: `/api/axis/${route.slug}/question`,
        payload: { question: '¿Hola?' },
      });
    const experts = async () => (await browser.request({ url: `/api/axis/${route.slug}/experts` })).json();

    expect((await experts()).questionsOpen).toBe(true);
    expect((await ask()).statusCode).toBe(200);

    t.clock.set(new Date(TEST_NOW.getTime() + 86_400_000));
    expect((await experts()).questionsOpen).toBe(false);
    const late = await ask();
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(EXPERT_QUESTIONS_CLOSED);
    const stored = await t.db.selectFrom('axis_questions').select('id').where('user_id', '=', m.id).execute();
    expect(stored).toHaveLength(1);
  });
});
