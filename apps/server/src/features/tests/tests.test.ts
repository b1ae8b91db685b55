import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createTestsRepository } from './tests.repository.ts';
import { createTestsService, scoreOutOf10 } from './tests.service.ts';
import { createMember, createPracticalCase, createRoute } from '../../test/factories.ts';

describe('scores', () => {
  it('are out of 10', () => {
    expect(scoreOutOf10(10, 10)).toBe(10);
    expect(scoreOutOf10(7, 10)).toBe(7);
    expect(scoreOutOf10(2, 3)).toBe(7);
    expect(scoreOutOf10(0, 0)).toBe(0);
  });
});

describe.each(engines)('practical cases on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  /** A route with two practical cases, and a member signed in who has not chosen one yet. */
  const setUp = async () => {
    const route = await createRoute(t.db);
    const cases = [
      await createPracticalCase(t.db, route.id, { position: 0, title: 'Primer caso' }),
      await createPracticalCase(t.db, route.id, { position: 1, title: 'Segundo caso' }),
    ];
    const member = await createMember(t.db);
    const browser = new Browser(t.app);
    await browser.signIn(member.email);
    return { route, cases, member, browser, slug: route.slug };
  };
  const choose = (browser: Browser, slug: string, testId: string) =>
    browser.request({ method: 'POST', url: `/api/axis/${slug}/tests/selection`, payload: { test: testId } });
  type Question = { id: string; answers: Array<{ id: string }> };

  it('lists the cases, chooses one, and hides the right answers until the end', async () => {
    const { browser, slug, cases } = await setUp();
    const list = (await browser.request({ url: `/api/axis/${slug}/tests/list` })).json();
    expect(list).toMatchObject({ redirect: false, done: false });
    expect(list.data.map((c: { title: string }) => c.title)).toEqual(['Primer caso', 'Segundo caso']);
    expect((await browser.request({ url: `/api/test/${slug}` })).statusCode).toBe(409);
    await choose(browser, slug, cases[1]!.id);
    expect((await browser.request({ url: `/api/axis/${slug}/tests/list` })).json().redirect).toBe(true);
    const res = await browser.request({ url: `/api/test/${slug}` });
    expect(res.statusCode).toBe(200);
    const { test } = res.json();
    expect(test.title).toBe('Segundo caso');
    expect(test.questions).toHaveLength(10);
    expect(test.intro).toEqual([{ title: 'La situación', text: 'Un aula de prueba.' }]);
    expect(res.body).not.toMatch(/correct/i);
  });

  it('asks for every answer, scores out of 10, marks stop 7, accepts one submission only and shows it on the profile', async () => {
    const { browser, slug, cases } = await setUp();
    await choose(browser, slug, cases[0]!.id);
    const { test } = (await browser.request({ url: `/api/test/${slug}` })).json();
    const save = (questions: Array<{ id: string; answer: string }>) =>
      browser.request({ method: 'POST', url: `/api/test/save/${slug}`, payload: { questions } });
    const missing = await save(
      test.questions.slice(0, 9).map((q: Question) => ({ id: q.id, answer: q.answers[0]!.id })),
    );
    expect(missing.statusCode).toBe(422);
    expect(Object.values(missing.json().errors)).toContain('Debes seleccionar una opción para continuar');

    const correct = cases[0]!.correct;
    // Seven right, three wrong.
    const answers = test.questions.map((q: Question, i: number) => ({
      id: q.id,
      answer: i < 7 ? correct.get(q.id)! : q.answers.find((a) => a.id !== correct.get(q.id))!.id,
    }));
    expect((await save(answers)).json()).toEqual({ status: true, score: 7 });
    const again = await save(answers.map((a: { id: string }) => ({ id: a.id, answer: correct.get(a.id)! })));
    expect(again.statusCode).toBe(409);
    const results = (await browser.request({ url: `/api/test/results/${slug}` })).json();
    expect(results.evaluation.score).toBe(7);
    expect(results.evaluation.questions.filter((q: { correct: boolean }) => q.correct)).toHaveLength(7);
    const info = (await browser.request({ url: `/api/axis/info/${slug}` })).json();
    expect(info.steps[6].visited).toBe(true);
    expect((await browser.request({ url: `/api/axis/${slug}/tests/list` })).json()).toMatchObject({
      redirect: false,
      done: true,
    });

    const data = (await browser.request({ url: '/api/axis/userData' })).json();
    const row = data.tests.find((r: { axisSlug: string }) => r.axisSlug === slug);
    expect(row).toMatchObject({ testState: 'Completado', testScore: 7, testSpeaker: 'Experta de prueba' });
  });

  it('keeps the notification choice', async () => {
    const { browser, member } = await setUp();
    expect((await browser.request({ url: '/api/users/data' })).json().user.notification_forum).toBe(false);
    await browser.request({
      method: 'POST',
      url: '/api/users/allowNotificationsForum',
      payload: { allow: true },
    });
    const data = (await browser.request({ url: '/api/users/data?redirectTo=//evil.example' })).json();
    expect(data.user).toMatchObject({
      notification_forum: true,
      email: member.email,
      country: 'colombia',
      countryLabel: 'Colombia',
    });
    expect(data.redirect).toBe('/perfil');
  });
});

describe.each(engines)('a test submission on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('stores the attempt and the stop-7 visit together or not at all', async () => {
    const route = await createRoute(t.db);
    const practicalCase = await createPracticalCase(t.db, route.id);
    const member = await createMember(t.db);
    const browser = new Browser(t.app);
    await browser.signIn(member.email);
    const slug = route.slug;
    await browser.request({
      method: 'POST',
      url: `/api/axis/${slug}/tests/selection`,
      payload: { test: practicalCase.id },
    });
    const { test } = (await browser.request({ url: `/api/test/${slug}` })).json();
    const answers = test.questions.map((q: { id: string; answers: Array<{ id: string }> }) => ({
      id: q.id,
      answer: q.answers[0]!.id,
    }));

    // The same service on the same database, whose second write fails.
    const failing = createTestsService({
      repo: createTestsRepository(t.db),
      clock: fixedClock(t.clock.now()),
      transaction: (work) =>
        t.db.transaction().execute((trx) =>
          work({
            repo: createTestsRepository(trx),
            markStepVisited: async () => {
              throw new Error('the visit could not be stored');
            },
          }),
        ),
    });
    await expect(
      failing.save(slug, { id: member.id, role: 'member' }, { questions: answers }),
    ).rejects.toThrow('the visit could not be stored');
    expect(
      await t.db.selectFrom('test_attempts').select('id').where('user_id', '=', member.id).execute(),
    ).toEqual([]);

    const retry = await browser.request({
      method: 'POST',
      url: `/api/test/save/${slug}`,
      payload: { questions: answers },
    });
    expect(retry.statusCode).toBe(200);
    const info = (await browser.request({ url: `/api/axis/info/${slug}` })).json();
    expect(info.steps[6].visited).toBe(true);
  });
});
