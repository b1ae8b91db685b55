import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AXIS_NOT_OPEN } from '../../lib/open-axis.ts';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';

/** The demo's main route, every stop open: readable while active, so a refusal is the flag's doing. */
const ROUTE = 'claves-para-conectar-con-tus-estudiantes';
const STOP = 'escuchar-para-conectar';
const MASTERCLASS = 'masterclass-el-vinculo-que-ensena';

const WRITES = [
  'step_visits',
  'button_clicks',
  'axis_questions',
  'thread_posts',
  'test_selections',
  'test_attempts',
] as const;

describe.each(engines)('an inactive route on %s', (engine) => {
  let t: TestApp;
  let member: Browser;
  let threadSlug = '';
  let threadId = '';
  let buttonId = '';
  let testId = '';

  const reads = () => [
    `/api/axis/info/${ROUTE}`,
    `/api/axis/${ROUTE}/steps/${STOP}`,
    `/api/axis/${ROUTE}/masterclass/${MASTERCLASS}`,
    `/api/axis/${ROUTE}/experts`,
    `/api/axis/${ROUTE}/related`,
    `/api/axis/${ROUTE}/threads`,
    `/api/axis/${ROUTE}/threads/${threadSlug}/posts`,
    `/api/axis/${ROUTE}/tests/list`,
  ];

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    member = new Browser(t.app);
    await member.signIn('nuevo@example.org');
    const threads = (await member.request({ url: `/api/axis/${ROUTE}/threads` })).json();
    threadSlug = threads.threads[0].path.split('/').at(-2);
    threadId = threads.threads[0].id;
    const stop = (await member.request({ url: `/api/axis/${ROUTE}/steps/${STOP}` })).json();
    buttonId = stop.btns[0]?.id ?? '';
    testId = (await member.request({ url: `/api/axis/${ROUTE}/tests/list` })).json().data[0].id;
  });
  afterAll(() => t.close());

  const setActive = (active: 0 | 1) =>
    t.db.updateTable('axes').set({ active }).where('slug', '=', ROUTE).execute();
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        WRITES.map(async (table) => [table, (await t.db.selectFrom(table).selectAll().execute()).length]),
      ),
    );

  it('is readable while active (the baseline)', async () => {
    expect(buttonId).not.toBe('');
    for (const url of reads()) expect([url, (await member.request({ url })).statusCode]).toEqual([url, 200]);
  });

  it('answers 403 for its stops, masterclass, experts, related content, threads and tests', async () => {
    await setActive(0);
    try {
      for (const url of [...reads(), `/api/test/${ROUTE}`, `/api/test/results/${ROUTE}`]) {
        const res = await member.request({ url });
        expect([url, res.statusCode, res.json()]).toEqual([
          url,
          403,
          { code: 'FORBIDDEN', message: AXIS_NOT_OPEN },
        ]);
      }
    } finally {
      await setActive(1);
    }
  });

  it('refuses every write to it with 403 and stores nothing', async () => {
    await setActive(0);
    const before = await counts();
    try {
      const writes: Array<{ url: string; payload?: unknown }> = [
        { url: `/api/axis/${ROUTE}/registersteps/${STOP}` },
        { url: `/api/axis/${ROUTE}/registermasterclass/${MASTERCLASS}` },
        { url: `/api/axis/${ROUTE}/question`, payload: { question: '¿Cómo conecto con un grupo difícil?' } },
        { url: '/api/click', payload: { bid: buttonId } },
        {
          url: '/api/axis/threads/post',
          payload: { id: threadId, postContent: 'Mi experiencia en el aula.' },
        },
        { url: `/api/axis/${ROUTE}/tests/selection`, payload: { test: testId } },
        { url: `/api/test/save/${ROUTE}`, payload: { questions: [{ id: 'q1', answer: 'a1' }] } },
      ];
      for (const w of writes) {
        const res = await member.request({ method: 'POST', url: w.url, payload: w.payload ?? {} });
        expect([w.url, res.statusCode, res.json()]).toEqual([
          w.url,
          403,
          { code: 'FORBIDDEN', message: AXIS_NOT_OPEN },
        ]);
      }
      expect(await counts()).toEqual(before);
    } finally {
      await setActive(1);
    }
  });

  it('still shows its card, as the home does ("Próximamente")', async () => {
    await setActive(0);
    try {
      const cards = (await t.app.inject({ url: '/api/axis' })).json() as Array<{
        slug: string;
        active: boolean;
      }>;
      expect(cards.find((c) => c.slug === ROUTE)).toMatchObject({ active: false });
    } finally {
      await setActive(1);
    }
  });

  it('answers 404 for a route that does not exist, as before', async () => {
    const res = await member.request({ url: '/api/axis/no-existe/experts' });
    expect(res.statusCode).toBe(404);
  });
});
