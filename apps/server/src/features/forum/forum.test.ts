import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { parsePost, quoteMarkup } from '@foro/shared/forum/schemas';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';

const MAIN = 'claves-para-conectar-con-tus-estudiantes';

describe('quote markup', () => {
  it('round-trips a quote and keeps everything as text', () => {
    const post = `${quoteMarkup('Ana [Pérez]', 'Hola <b>[quote=x]</b>')}Estoy de acuerdo <script>`;
    expect(parsePost(post)).toEqual([
      { kind: 'quote', name: 'Ana Pérez', text: 'Hola <b></b>' },
      { kind: 'text', text: 'Estoy de acuerdo <script>' },
    ]);
  });
});

describe.each(engines)('route forum on %s', (engine) => {
  let t: TestApp;
  let docente: Browser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    docente = new Browser(t.app);
    await docente.signIn('docente@example.org');
  });
  afterAll(() => t.close());

  it('lists the threads with coach, responses and last response date', async () => {
    const res = (await docente.request({ url: `/api/axis/${MAIN}/threads` })).json();
    expect(res.axisTitle).toBe('Claves para conectar con tus estudiantes');
    expect(res.threads).toHaveLength(3);
    const first = res.threads[0];
    expect(first.path).toMatch(new RegExp(`^/eje/${MAIN}/foro-de-participacion/[\\w-]+/posts$`));
    expect(first.coach).toEqual({ name: 'Lucía Herrera Campos', image: expect.stringMatching(/\.svg$/) });
    expect(first.numResponses).toBe(13);
    expect(first.lastResponseDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('pages a thread oldest first and marks coach posts', async () => {
    const list = (await docente.request({ url: `/api/axis/${MAIN}/threads` })).json();
    const slug = list.threads[0].path.split('/')[4];
    const page1 = (await docente.request({ url: `/api/axis/${MAIN}/threads/${slug}/posts` })).json();
    expect(page1).toMatchObject({ page: 1, pages: 2, total: 14, axisTitle: list.axisTitle });
    expect(page1.posts).toHaveLength(10);
    expect(page1.posts[0].user).toEqual({
      name: 'Lucía Herrera Campos',
      coach: true,
      image: expect.stringMatching(/\.svg$/),
    });
    const dates = page1.posts.map((p: { creation_date: string }) => p.creation_date);
    expect([...dates].sort()).toEqual(dates);
    const member = page1.posts.find((p: { user: { coach: boolean } }) => !p.user.coach);
    expect(member.user.image).toBe('');
    expect(
      (await docente.request({ url: `/api/axis/${MAIN}/threads/${slug}/posts?page=2` })).json().posts,
    ).toHaveLength(4);
  });

  it('saves a reply exactly as typed and answers the last page with it', async () => {
    const list = (await docente.request({ url: `/api/axis/${MAIN}/threads` })).json();
    const thread = list.threads[1];
    const text = '<img src=x onerror=alert(1)> "Hola" & gracias';
    const res = await docente.request({
      method: 'POST',
      url: '/api/axis/threads/post',
      payload: { id: thread.id, postContent: `  ${text}  ` },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.page).toBe(body.pages);
    expect(body.posts.at(-1)).toMatchObject({
      post: text,
      user: { name: 'Mariana Restrepo Ortiz', coach: false },
    });
  });

  it('refuses an empty reply and an unknown thread, saving nothing', async () => {
    const before = Number(
      (
        await t.db
          .selectFrom('thread_posts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const list = (await docente.request({ url: `/api/axis/${MAIN}/threads` })).json();
    const empty = await docente.request({
      method: 'POST',
      url: '/api/axis/threads/post',
      payload: { id: list.threads[0].id, postContent: '   ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ postContent: 'Debes escribir tu mensaje' });
    const unknown = await docente.request({
      method: 'POST',
      url: '/api/axis/threads/post',
      payload: { id: 'nada', postContent: 'Hola' },
    });
    expect(unknown.statusCode).toBe(422);
    const after = Number(
      (
        await t.db
          .selectFrom('thread_posts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(after).toBe(before);
  });

  it('ranks the route’s participants by their posts', async () => {
    const data = (await docente.request({ url: '/api/axis/userData' })).json();
    const main = data.threads.find(
      (r: { forumAxis: string }) => r.forumAxis === 'Claves para conectar con tus estudiantes',
    );
    expect(main.forumState).toBe('Participando');
    expect(main.forumRanking).toBeGreaterThanOrEqual(1);
    const other = data.threads.find(
      (r: { forumAxis: string }) => r.forumAxis !== 'Claves para conectar con tus estudiantes',
    );
    expect(other).toMatchObject({ forumState: 'Sin participar', forumRanking: -1 });
  });
});
