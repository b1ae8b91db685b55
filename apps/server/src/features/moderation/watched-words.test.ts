import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { HELD_NOTE, normalizeWords, watchedWordIn } from '@foro/shared/moderation/watched-words';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import {
  createAxis,
  createAxisCoach,
  createCoach,
  createMeeting,
  createMember,
  createThread,
} from '../../test/factories.ts';

// Issue 34 item 8, docs/decisions/0084-watched-words.md: a member's post with a watched word is held for
// review instead of published; its author is told and keeps the text; staff publish or delete it.

describe('watched words match whole words, whatever the accents and the case', () => {
  const list = [
    { word: 'tonto', normalized: normalizeWords('tonto') },
    { word: 'compra ya', normalized: normalizeWords('compra ya') },
  ];
  it('finds a word or a phrase, ignoring accents, case and punctuation', () => {
    expect(watchedWordIn('¡Qué TONTÓ eres!', list)).toBe('tonto');
    expect(watchedWordIn('Oferta: ¡Compra, YA!', list)).toBe('compra ya');
  });
  it('leaves alone words that only contain one', () => {
    expect(watchedWordIn('Eso fue una tontería', list)).toBeNull();
    expect(watchedWordIn('Compraya', list)).toBeNull();
  });
});

describe.each(engines)('watched words on %s', (engine) => {
  let t: TestApp;
  let staff: Browser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    staff = await browserOf({ role: 'staff' });
  });
  afterAll(() => t.close());

  async function browserOf(values: Parameters<typeof createMember>[1] = {}) {
    const user = await createMember(t.db, values);
    const browser = new Browser(t.app);
    await browser.signIn(user.email, user.password);
    return browser;
  }
  const words = (b: Browser) => b.request({ url: '/api/admin/moderation/watched-words' });
  const add = (b: Browser, word: unknown) =>
    b.request({ method: 'POST', url: '/api/admin/moderation/watched-words', payload: { word } });
  const held = async () => (await staff.request({ url: '/api/admin/moderation/held' })).json();
  const counts = async () => (await staff.request({ url: '/api/admin/moderation/counts' })).json();

  it('only staff read and change the list; every change is audited; bad input is a Spanish 422', async () => {
    const member = await browserOf();
    const coach = await browserOf({ role: 'coach' });
    const visitor = new Browser(t.app);
    // A visitor with the anti-forgery cookie: refused for who they are, not for a missing token.
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    for (const [who, status] of [
      [visitor, 401],
      [member, 403],
      [coach, 403],
    ] as const) {
      expect((await words(who)).statusCode).toBe(status);
      expect((await add(who, 'grosería')).statusCode).toBe(status);
      expect((await who.request({ url: '/api/admin/moderation/held' })).statusCode).toBe(status);
      expect(
        (await who.request({ method: 'DELETE', url: '/api/admin/moderation/watched-words/x' })).statusCode,
      ).toBe(status);
    }
    expect((await words(staff)).json()).toEqual({ words: [] });

    const created = await add(staff, '  Grosería ');
    expect(created.statusCode, created.body).toBe(200);
    const [row] = created.json().words;
    expect(row).toMatchObject({ word: 'Grosería' });
    for (const bad of ['', 'a', '¡!', 'x'.repeat(61)]) {
      const res = await add(staff, bad);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors.word).toMatch(/Escribe una palabra/);
    }
    // The same word again, in other letters, is the same word.
    const again = await add(staff, 'GROSERIA');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.word).toBe('Esa palabra ya está en la lista.');
    expect((await words(staff)).json().words).toHaveLength(1);

    const removed = await staff.request({
      method: 'DELETE',
      url: `/api/admin/moderation/watched-words/${row.id}`,
    });
    expect(removed.json()).toEqual({ words: [] });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'item_label'])
      .where('item_type', '=', 'watched-word')
      .orderBy('created_at')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete']);
    expect(
      (await staff.request({ method: 'DELETE', url: `/api/admin/moderation/watched-words/${row.id}` }))
        .statusCode,
    ).toBe(404);
  });

  it('holds a member’s reply with a watched word: readers never see it, its author does, staff publish it', async () => {
    expect((await add(staff, 'tonto')).statusCode).toBe(200);
    const axis = await createAxis(t.db);
    const thread = await createThread(t.db, { axis_id: axis.id, position: 1 });
    const author = await browserOf();
    const reader = await browserOf();
    const reply = (b: Browser, postContent: string) =>
      b.request({ method: 'POST', url: '/api/axis/threads/post', payload: { id: thread.id, postContent } });
    const pageOf = async (b: Browser) =>
      (await b.request({ url: `/api/axis/${axis.slug}/threads/${thread.slug}/posts` })).json();

    const sent = await reply(author, '¡Qué TONTÓ es este ejercicio!');
    expect(sent.statusCode, sent.body).toBe(200);
    const answer = sent.json();
    const own = answer.posts.find((p: { id: string }) => p.id === answer.posted);
    // Its author keeps the text and reads why it is not published yet.
    expect(own).toMatchObject({
      post: '¡Qué TONTÓ es este ejercicio!',
      own: true,
      moderation: { state: 'hidden', reason: HELD_NOTE },
    });
    expect(answer.total).toBe(0);
    const seen = await pageOf(reader);
    expect(seen.total).toBe(0);
    expect(JSON.stringify(seen)).not.toContain('ejercicio');
    const list = (await reader.request({ url: `/api/axis/${axis.slug}/threads` })).json();
    expect(list.threads[0].numResponses).toBe(0);

    // A word that only contains one is published at once.
    expect((await reply(author, 'Una tontería sin importancia')).json().total).toBe(1);

    const queue = await held();
    expect(queue.posts).toHaveLength(1);
    expect(queue.posts[0]).toMatchObject({
      kind: 'thread',
      post: '¡Qué TONTÓ es este ejercicio!',
      word: 'tonto',
      href: `/eje/${axis.slug}/foro-de-participacion/${thread.slug}/posts`,
    });
    expect((await counts()).held).toBe(1);

    const published = await staff.request({
      method: 'POST',
      url: `/api/admin/moderation/posts/thread/${queue.posts[0].id}/restore`,
      payload: { reason: 'Revisado: cumple las normas del foro' },
    });
    expect(published.statusCode, published.body).toBe(200);
    const after = await pageOf(reader);
    expect(after.total).toBe(2);
    expect(after.posts.map((p: { post: string }) => p.post)).toContain('¡Qué TONTÓ es este ejercicio!');
    expect((await held()).posts).toEqual([]);
    expect((await counts()).held).toBe(0);
  });

  it('holds a member’s meeting comment; keeping it hidden also takes it off the queue; staff and coaches are never held', async () => {
    await add(staff, 'compra ya');
    const meeting = await createMeeting(t.db, {
      starts_at: new Date(TEST_NOW.getTime() + 86_400_000).toISOString(),
    });
    const author = await browserOf();
    const comment = (b: Browser, post: string) =>
      b.request({ method: 'POST', url: `/api/meeting/${meeting.slug}/post`, payload: { post } });
    const sent = await comment(author, 'Oferta de cursos: ¡Compra, YA!');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().total).toBe(0);
    expect(sent.json().posts[0]).toMatchObject({
      post: 'Oferta de cursos: ¡Compra, YA!',
      moderation: { reason: HELD_NOTE },
    });
    const [item] = (await held()).posts;
    expect(item).toMatchObject({ kind: 'meeting', word: 'compra ya' });

    const kept = await staff.request({
      method: 'POST',
      url: `/api/admin/moderation/posts/meeting/${item.id}/hide`,
      payload: { reason: 'Publicidad' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await held()).posts).toEqual([]);
    // Its author now reads the moderator's reason, not the text.
    const own = (await author.request({ url: `/api/meeting/${meeting.slug}/posts` })).json();
    expect(own.posts[0]).toMatchObject({ post: '', moderation: { state: 'hidden', reason: 'Publicidad' } });

    expect((await comment(staff, 'Aviso del equipo: compra ya tu entrada')).json().total).toBe(1);
    const axis = await createAxis(t.db);
    const thread = await createThread(t.db, { axis_id: axis.id, position: 1 });
    const coachUser = await createCoach(t.db);
    await createAxisCoach(t.db, { axis_id: axis.id, user_id: coachUser.id });
    const coach = new Browser(t.app);
    await coach.signIn(coachUser.email, coachUser.password);
    const byCoach = await coach.request({
      method: 'POST',
      url: '/api/axis/threads/post',
      payload: { id: thread.id, postContent: 'No digan compra ya en el foro' },
    });
    expect(byCoach.json().total).toBe(1);
    expect((await held()).posts).toEqual([]);
  });
});
