import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { parsePost, quoteMarkup, THREAD_POSTS_PER_PAGE } from '@foro/shared/forum/schemas';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import {
  createAxis,
  createAxisCoach,
  createCoach,
  createMember,
  createThread,
  createThreadPost,
} from '../../test/factories.ts';

describe('quote markup', () => {
  it('round-trips a quote and keeps everything as text', () => {
    const post = `${quoteMarkup('Ana [Pérez]', 'Hola <b>[quote=x]</b>')}Estoy de acuerdo <script>`;
    expect(parsePost(post)).toEqual([
      { kind: 'quote', name: 'Ana Pérez', text: 'Hola <b></b>' },
      { kind: 'text', text: 'Estoy de acuerdo <script>' },
    ]);
  });
});

/** `minutes` after TEST_NOW, as stored. */
const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000).toISOString();

describe.each(engines)('route forum on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // No demo content: each test creates the route, threads and people it reads.
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  /** A signed-in member, with a browser. */
  async function signedInMember(values: Parameters<typeof createMember>[1] = {}) {
    const member = await createMember(t.db, values);
    const browser = new Browser(t.app);
    await browser.signIn(member.email, member.password);
    return { member, browser };
  }

  /** An active route whose coach (an account linked to the route's coach card) leads its threads. */
  async function routeWithCoach() {
    const axis = await createAxis(t.db);
    const coachUser = await createCoach(t.db, { name: 'Lucía', lastname: 'Herrera Campos' });
    const coach = await createAxisCoach(t.db, {
      axis_id: axis.id,
      user_id: coachUser.id,
      name: 'Lucía Herrera Campos',
      image: '/media/coaches/lucia.svg',
    });
    return { axis, coach, coachUser };
  }

  const threadsOf = async (browser: Browser, slug: string) =>
    (await browser.request({ url: `/api/axis/${slug}/threads` })).json();

  it('lists the threads in order with coach, responses and last response date', async () => {
    const { axis, coach, coachUser } = await routeWithCoach();
    const { member, browser } = await signedInMember();
    const second = await createThread(t.db, { axis_id: axis.id, position: 2, title: 'Segunda' });
    const first = await createThread(t.db, {
      axis_id: axis.id,
      position: 1,
      title: 'Primera',
      coach_id: coach.id,
    });
    await createThreadPost(t.db, { thread_id: first.id, user_id: coachUser.id, created_at: at(1) });
    await createThreadPost(t.db, { thread_id: first.id, user_id: member.id, created_at: at(5) });
    await createThreadPost(t.db, { thread_id: first.id, user_id: member.id, created_at: at(9), hidden: 1 });
    await createThreadPost(t.db, { thread_id: first.id, user_id: member.id, created_at: at(3) });

    const res = await threadsOf(browser, axis.slug);
    expect(res.axisTitle).toBe(axis.title);
    expect(res.threads.map((r: { title: string }) => r.title)).toEqual(['Primera', 'Segunda']);
    expect(res.threads[0]).toEqual({
      id: first.id,
      path: `/eje/${axis.slug}/foro-de-participacion/${first.slug}/posts`,
      title: 'Primera',
      coach: { name: 'Lucía Herrera Campos', image: '/media/coaches/lucia.svg' },
      // The opening post is not a response; a hidden post is not counted nor dated.
      numResponses: 2,
      lastResponseDate: at(5).slice(0, 19).replace('T', ' '),
      closed: false,
      pinned: false,
    });
    expect(res.threads[1]).toMatchObject({
      id: second.id,
      coach: null,
      numResponses: 0,
      lastResponseDate: null,
    });
  });

  it('pages a thread oldest first and marks coach posts', async () => {
    const { axis, coach, coachUser } = await routeWithCoach();
    const { member, browser } = await signedInMember();
    const thread = await createThread(t.db, { axis_id: axis.id, coach_id: coach.id });
    await createThreadPost(t.db, { thread_id: thread.id, user_id: coachUser.id, created_at: at(0) });
    // Written out of order: the page sorts them.
    for (let i = THREAD_POSTS_PER_PAGE + 3; i >= 1; i--)
      await createThreadPost(t.db, {
        thread_id: thread.id,
        user_id: member.id,
        created_at: at(i),
        post: `#${i}`,
      });

    const url = `/api/axis/${axis.slug}/threads/${thread.slug}/posts`;
    const page1 = (await browser.request({ url })).json();
    expect(page1).toMatchObject({
      page: 1,
      pages: 2,
      total: THREAD_POSTS_PER_PAGE + 4,
      axisTitle: axis.title,
    });
    expect(page1.posts).toHaveLength(THREAD_POSTS_PER_PAGE);
    expect(page1.posts[0].user).toEqual({
      name: 'Lucía Herrera Campos',
      coach: true,
      image: '/media/coaches/lucia.svg',
    });
    expect(page1.posts.slice(1).map((p: { post: string }) => p.post)).toEqual(
      Array.from({ length: THREAD_POSTS_PER_PAGE - 1 }, (_, i) => `#${i + 1}`),
    );
    expect(page1.posts[1].user).toEqual({ name: `Persona ${member.lastname}`, coach: false, image: '' });

    const page2 = (await browser.request({ url: `${url}?page=2` })).json();
    expect(page2.posts.map((p: { post: string }) => p.post)).toEqual(['#10', '#11', '#12', '#13']);
  });

  it('saves a reply exactly as typed and answers the last page with it', async () => {
    const { axis } = await routeWithCoach();
    const { member, browser } = await signedInMember({ name: 'Mariana', lastname: 'Restrepo Ortiz' });
    const thread = await createThread(t.db, { axis_id: axis.id });
    for (let i = 1; i <= THREAD_POSTS_PER_PAGE; i++)
      await createThreadPost(t.db, { thread_id: thread.id, user_id: member.id, created_at: at(-i) });

    const text = '<img src=x onerror=alert(1)> "Hola" & gracias';
    const res = await browser.request({
      method: 'POST',
      url: '/api/axis/threads/post',
      payload: { id: thread.id, postContent: `  ${text}  ` },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 2, pages: 2, total: THREAD_POSTS_PER_PAGE + 1 });
    expect(body.posts).toHaveLength(1);
    expect(body.posts[0]).toMatchObject({
      post: text,
      user: { name: 'Mariana Restrepo Ortiz', coach: false },
    });
  });

  it('refuses an empty reply, an unknown thread and a thread of a route not open yet, saving nothing', async () => {
    const { axis } = await routeWithCoach();
    const closed = await createAxis(t.db, { active: 0 });
    const { browser } = await signedInMember();
    const thread = await createThread(t.db, { axis_id: axis.id });
    const closedThread = await createThread(t.db, { axis_id: closed.id });
    const post = (id: string, postContent: string) =>
      browser.request({ method: 'POST', url: '/api/axis/threads/post', payload: { id, postContent } });

    const empty = await post(thread.id, '   ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ postContent: 'Debes escribir tu mensaje' });
    const unknown = await post('nada', 'Hola');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ id: 'Esta conversación no existe' });
    expect((await post(closedThread.id, 'Hola')).statusCode).toBe(403);

    const saved = await t.db
      .selectFrom('thread_posts')
      .select('id')
      .where('thread_id', 'in', [thread.id, closedThread.id])
      .execute();
    expect(saved).toEqual([]);
  });

  it('ranks the route’s participants by their posts, leaving coaches out', async () => {
    const { axis, coachUser } = await routeWithCoach();
    const other = await createAxis(t.db);
    const { member, browser } = await signedInMember();
    const ahead = await createMember(t.db);
    const behind = await createMember(t.db);
    const thread = await createThread(t.db, { axis_id: axis.id });
    const posts = async (userId: string, n: number) => {
      // Different messages: repeated identical ones count once (draws.test.ts proves it).
      for (let i = 0; i < n; i++)
        await createThreadPost(t.db, { thread_id: thread.id, user_id: userId, post: `<p>Aporte ${i}</p>` });
    };
    await posts(coachUser.id, 9);
    await posts(ahead.id, 3);
    await posts(member.id, 2);
    await posts(behind.id, 1);

    const data = (await browser.request({ url: '/api/axis/userData' })).json();
    const row = (title: string) => data.threads.find((r: { forumAxis: string }) => r.forumAxis === title);
    expect(row(axis.title)).toEqual({
      forumAxis: axis.title,
      forumState: 'Participando',
      forumRanking: 2,
      forumPosts: 2,
    });
    expect(row(other.title)).toMatchObject({ forumState: 'Sin participar', forumRanking: -1, forumPosts: 0 });
  });
});
