import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createTestsRepository } from './tests.repository.ts';
import { createTestsService, scoreOutOf10 } from './tests.service.ts';

const MAIN = 'claves-para-conectar-con-tus-estudiantes';

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
  let docente: Browser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    docente = new Browser(t.app);
    await docente.signIn('docente@example.org');
  });
  afterAll(() => t.close());

  it('lists two cases, chooses one, and hides the right answers until the end', async () => {
    const list = (await docente.request({ url: `/api/axis/${MAIN}/tests/list` })).json();
    expect(list).toMatchObject({ redirect: false, done: false });
    expect(list.data).toHaveLength(2);
    const before = await docente.request({ url: `/api/test/${MAIN}` });
    expect(before.statusCode).toBe(409);
    await docente.request({
      method: 'POST',
      url: `/api/axis/${MAIN}/tests/selection`,
      payload: { test: list.data[1].id },
    });
    expect((await docente.request({ url: `/api/axis/${MAIN}/tests/list` })).json().redirect).toBe(true);
    const res = await docente.request({ url: `/api/test/${MAIN}` });
    expect(res.statusCode).toBe(200);
    const { test } = res.json();
    expect(test.questions).toHaveLength(10);
    expect(test.intro.length).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/correct/i);
  });

  it('asks for every answer, scores out of 10, marks stop 7 and accepts one submission only', async () => {
    const { test } = (await docente.request({ url: `/api/test/${MAIN}` })).json();
    const missing = await docente.request({
      method: 'POST',
      url: `/api/test/save/${MAIN}`,
      payload: {
        questions: test.questions.slice(0, 9).map((q: { id: string; answers: Array<{ id: string }> }) => ({
          id: q.id,
          answer: q.answers[0]!.id,
        })),
      },
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.values(missing.json().errors)).toContain('Debes seleccionar una opción para continuar');

    const correct = new Map(
      (await t.db.selectFrom('test_questions').select(['id', 'correct_answer']).execute()).map((r) => [
        r.id,
        r.correct_answer,
      ]),
    );
    // Seven right, three wrong.
    const answers = test.questions.map((q: { id: string; answers: Array<{ id: string }> }, i: number) => ({
      id: q.id,
      answer: i < 7 ? correct.get(q.id)! : q.answers.find((a) => a.id !== correct.get(q.id))!.id,
    }));
    const saved = await docente.request({
      method: 'POST',
      url: `/api/test/save/${MAIN}`,
      payload: { questions: answers },
    });
    expect(saved.json()).toEqual({ status: true, score: 7 });
    const again = await docente.request({
      method: 'POST',
      url: `/api/test/save/${MAIN}`,
      payload: { questions: answers.map((a: { id: string }) => ({ id: a.id, answer: correct.get(a.id)! })) },
    });
    expect(again.statusCode).toBe(409);
    const results = (await docente.request({ url: `/api/test/results/${MAIN}` })).json();
    expect(results.evaluation.score).toBe(7);
    expect(results.evaluation.questions.filter((q: { correct: boolean }) => q.correct)).toHaveLength(7);
    const info = (await docente.request({ url: `/api/axis/info/${MAIN}` })).json();
    expect(info.steps[6].visited).toBe(true);
    expect((await docente.request({ url: `/api/axis/${MAIN}/tests/list` })).json()).toMatchObject({
      redirect: false,
      done: true,
    });
  });

  it('shows the attempt on the profile with its score', async () => {
    const data = (await docente.request({ url: '/api/axis/userData' })).json();
    const main = data.tests.find((r: { axisSlug: string }) => r.axisSlug === MAIN);
    expect(main).toMatchObject({ testState: 'Completado', testScore: 7, testSpeaker: expect.any(String) });
    const other = data.tests.find((r: { axisSlug: string }) => r.axisSlug !== MAIN);
    expect(other).toMatchObject({ testScore: -1, testName: '-' });
    expect(data.testsGlobal).toBe('7/10');
  });

  it('keeps the notification choice', async () => {
    expect((await docente.request({ url: '/api/users/data' })).json().user.notification_forum).toBe(false);
    await docente.request({
      method: 'POST',
      url: '/api/users/allowNotificationsForum',
      payload: { allow: true },
    });
    const data = (await docente.request({ url: '/api/users/data?redirectTo=//evil.example' })).json();
    expect(data.user).toMatchObject({
      notification_forum: true,
      email: 'docente@example.org',
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
    const docente = new Browser(t.app);
    await docente.signIn('docente@example.org');
    const list = (await docente.request({ url: `/api/axis/${MAIN}/tests/list` })).json();
    await docente.request({
      method: 'POST',
      url: `/api/axis/${MAIN}/tests/selection`,
      payload: { test: list.data[0].id },
    });
    const { test } = (await docente.request({ url: `/api/test/${MAIN}` })).json();
    const answers = test.questions.map((q: { id: string; answers: Array<{ id: string }> }) => ({
      id: q.id,
      answer: q.answers[0]!.id,
    }));
    const { id: userId } = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'docente@example.org')
      .executeTakeFirstOrThrow();

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
    await expect(failing.save(MAIN, { id: userId, role: 'member' }, { questions: answers })).rejects.toThrow(
      'the visit could not be stored',
    );
    expect(
      await t.db.selectFrom('test_attempts').select('id').where('user_id', '=', userId).execute(),
    ).toEqual([]);

    const retry = await docente.request({
      method: 'POST',
      url: `/api/test/save/${MAIN}`,
      payload: { questions: answers },
    });
    expect(retry.statusCode).toBe(200);
    const info = (await docente.request({ url: `/api/axis/info/${MAIN}` })).json();
    expect(info.steps[6].visited).toBe(true);
  });
});
