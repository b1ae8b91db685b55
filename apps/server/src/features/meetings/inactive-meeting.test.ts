import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  POSTS_NOT_OPEN,
  QUESTIONS_NOT_OPEN,
  registrationNotOpenMessage,
} from '@foro/shared/meetings/registration';
import { ANNOUNCE_DAYS } from '@foro/shared/meetings/time';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';

/** 45 days ahead in the demo seed: "Próximamente". */
const INACTIVE = 'inteligencia-artificial-en-el-aula';
/** 5 days ahead: active, used with staff's override. */
const ACTIVE = 'la-lectura-en-la-era-digital';

describe.each(engines)('an inactive meeting on %s', (engine) => {
  let t: TestApp;
  let member: Browser;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    member = new Browser(t.app);
    await member.signIn('docente@example.org');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(TEST_NOW);
    await t.db.updateTable('meetings').set({ active_override: null }).execute();
  });

  const idOf = async (slug: string) =>
    (await t.db.selectFrom('meetings').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  const count = async (table: 'meeting_inscriptions' | 'meeting_questions' | 'meeting_posts', slug: string) =>
    (
      await t.db
        .selectFrom(table)
        .select('meeting_id')
        .where('meeting_id', '=', await idOf(slug))
        .execute()
    ).length;
  const zoneOf = async (slug: string) =>
    (await t.db.selectFrom('meetings').select('time_zone').where('slug', '=', slug).executeTakeFirstOrThrow())
      .time_zone;
  const inscribe = (slug: string, as = member) => as.request({ url: `/api/meeting/${slug}/inscription` });
  const ask = (slug: string, as = member) =>
    as.request({
      method: 'POST',
      url: `/api/meeting/${slug}/question`,
      payload: { question: '¿Cómo empiezo a usar la IA con mis estudiantes?' },
    });
  const post = (slug: string, as = member) =>
    as.request({
      method: 'POST',
      url: `/api/meeting/${slug}/post`,
      payload: { post: 'Tengo muchas ganas de que llegue este encuentro.' },
    });

  it('tells the live page when registration opens', async () => {
    const detail = (await member.request({ url: `/api/meeting/${INACTIVE}` })).json();
    expect(detail.active).toBe(false);
    const opens = Date.parse(detail.starts_at) - ANNOUNCE_DAYS * 24 * 60 * 60 * 1000;
    expect(detail.registration_opens_at).toBe(new Date(opens).toISOString());
    const active = (await member.request({ url: `/api/meeting/${ACTIVE}` })).json();
    expect(active.registration_opens_at).toBeNull();
  });

  it('refuses the inscription with 409 and the day it opens, storing nothing', async () => {
    const res = await inscribe(INACTIVE);
    expect(res.statusCode).toBe(409);
    const detail = (await member.request({ url: `/api/meeting/${INACTIVE}` })).json();
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      message: registrationNotOpenMessage(new Date(detail.registration_opens_at), await zoneOf(INACTIVE)),
    });
    expect(res.json().message).toMatch(
      /^Las inscripciones para este encuentro se abrirán el \d+ de \w+ de 2026\.$/,
    );
    expect(await count('meeting_inscriptions', INACTIVE)).toBe(0);
    expect(detail.inscribed).toBe(false);
  });

  it('refuses questions and posts with 409, storing nothing', async () => {
    const q = await ask(INACTIVE);
    expect(q.statusCode).toBe(409);
    expect(q.json()).toEqual({ code: 'CONFLICT', message: QUESTIONS_NOT_OPEN });
    const p = await post(INACTIVE);
    expect(p.statusCode).toBe(409);
    expect(p.json()).toEqual({ code: 'CONFLICT', message: POSTS_NOT_OPEN });
    expect(await count('meeting_questions', INACTIVE)).toBe(0);
    expect(await count('meeting_posts', INACTIVE)).toBe(0);
  });

  it('takes them on the day registration opens, as the page said', async () => {
    const detail = (await member.request({ url: `/api/meeting/${INACTIVE}` })).json();
    // Weeks later: a session of that day.
    const later = new Browser(t.app);
    t.clock.set(new Date(Date.parse(detail.registration_opens_at) - 1000));
    await later.signIn('completo@example.org');
    expect((await inscribe(INACTIVE, later)).statusCode).toBe(409);
    t.clock.set(new Date(detail.registration_opens_at));
    expect((await inscribe(INACTIVE, later)).statusCode).toBe(200);
    expect((await ask(INACTIVE, later)).statusCode).toBe(200);
    expect((await post(INACTIVE, later)).statusCode).toBe(200);
    expect(await count('meeting_inscriptions', INACTIVE)).toBe(1);
  });

  it('refuses everything without a date when staff keep an active meeting closed', async () => {
    await t.db.updateTable('meetings').set({ active_override: 0 }).where('slug', '=', ACTIVE).execute();
    const before = {
      inscriptions: await count('meeting_inscriptions', ACTIVE),
      questions: await count('meeting_questions', ACTIVE),
      posts: await count('meeting_posts', ACTIVE),
    };
    const detail = (await member.request({ url: `/api/meeting/${ACTIVE}` })).json();
    expect(detail).toMatchObject({ active: false, registration_opens_at: null });
    const res = await inscribe(ACTIVE);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Las inscripciones para este encuentro todavía no están abiertas.');
    expect((await ask(ACTIVE)).statusCode).toBe(409);
    expect((await post(ACTIVE)).statusCode).toBe(409);
    expect({
      inscriptions: await count('meeting_inscriptions', ACTIVE),
      questions: await count('meeting_questions', ACTIVE),
      posts: await count('meeting_posts', ACTIVE),
    }).toEqual(before);

    await t.db.updateTable('meetings').set({ active_override: null }).where('slug', '=', ACTIVE).execute();
    expect((await inscribe(ACTIVE)).statusCode).toBe(200);
  });
});
