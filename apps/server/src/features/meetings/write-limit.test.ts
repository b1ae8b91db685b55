import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { createMeeting, createMember } from '../../test/factories.ts';

/**
 * docs/decisions/0033-forums-that-grow.md: signed-in writes are limited per member, not per address,
 * so the teachers of a school behind one address can each take part in a live meeting.
 */
describe.each(engines)('write limits on %s', (engine) => {
  let t: TestApp;
  const SCHOOL = '203.0.113.7';
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  async function teacherAtSchool() {
    const member = await createMember(t.db);
    const browser = new Browser(t.app, SCHOOL);
    await browser.signIn(member.email, member.password);
    return browser;
  }

  it('lets many members behind one address each post, and stops one member at the limit', async () => {
    const meeting = await createMeeting(t.db, { active_override: 1 });
    const teachers = await Promise.all(Array.from({ length: 30 }, () => teacherAtSchool()));
    const ask = (browser: Browser, i: number) =>
      browser.request({
        method: 'POST',
        url: `/api/meeting/${meeting.slug}/question`,
        payload: { question: `Pregunta ${i}` },
      });
    // 30 members, one address: more than the 20 a minute one address had in all.
    const answers = await Promise.all(teachers.map((browser, i) => ask(browser, i)));
    expect(answers.map((a) => a.statusCode)).toEqual(teachers.map(() => 200));
    const comments = await Promise.all(
      teachers.map((browser, i) =>
        browser.request({
          method: 'POST',
          url: `/api/meeting/${meeting.slug}/post`,
          payload: { post: `Comentario ${i}` },
        }),
      ),
    );
    expect(comments.map((a) => a.statusCode)).toEqual(teachers.map(() => 200));

    // One member alone still has 20 a minute.
    const one = teachers[0]!;
    const more = [];
    for (let i = 1; i < 20; i++) more.push((await ask(one, 100 + i)).statusCode);
    expect(more).toEqual(Array.from({ length: 19 }, () => 200));
    expect((await ask(one, 200)).statusCode).toBe(429);
    // …while the next member at the same address is not affected.
    expect((await ask(teachers[1]!, 201)).statusCode).toBe(200);
    const stored = await t.db
      .selectFrom('meeting_questions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('meeting_id', '=', meeting.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(30 + 19 + 1);
  });

  it('keeps counting anonymous forms per address', async () => {
    const browser = new Browser(t.app, '198.51.100.9');
    await browser.request({ url: '/api/sanctum/csrf-cookie' });
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await browser.request({ method: 'POST', url: '/api/contact', payload: {} })).statusCode);
    expect(codes.slice(0, 5).every((c) => c !== 429)).toBe(true);
    expect(codes[5]).toBe(429);
  });
});
