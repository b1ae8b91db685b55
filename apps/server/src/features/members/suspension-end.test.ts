import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MemberDetail } from '@foro/shared/members/admin-schemas';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createMember, signedInMember } from '../../test/factories.ts';

const BASE = '/api/admin/members';
const REASON = 'Mensajes ofensivos en el foro.';
const DAY = 86_400_000;

/**
 * A suspension with an end (issue 34 item 8, docs/decisions/0075-written-answers-and-forgiving-moderation.md):
 * sign-in says until when, and once it passes the member is active again by themselves.
 */
describe.each(engines)('a suspension that ends on %s', (engine) => {
  let t: TestApp;
  let staff: Browser;
  const post = (browser: Browser, url: string, payload: unknown) =>
    browser.request({ method: 'POST', url, payload });
  const whoIs = async (browser: Browser) =>
    ((await browser.request({ url: '/api/users/username' })).json() as { userId: string }).userId;
  const detail = async (id: string) => (await staff.request({ url: `${BASE}/${id}` })).json() as MemberDetail;

  const signInStaff = async () => {
    ({ browser: staff } = await signedInMember(t, { role: 'staff' }));
  };
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  // Each test moves the clock; staff sign in again at its start.
  beforeEach(async () => {
    t.clock.set(TEST_NOW);
    await signInStaff();
  });
  afterAll(() => t.close());

  it('refuses sign-in until the end (saying until when, in the member’s zone), then lets the member in again', async () => {
    t.clock.set(TEST_NOW);
    const m = await createMember(t.db, { country: 'colombia' });
    const until = new Date(TEST_NOW.getTime() + 2 * DAY).toISOString();
    const answer = await post(staff, `${BASE}/${m.id}/suspend`, { reason: REASON, until });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await detail(m.id)).member).toMatchObject({ state: 'suspended', suspendedUntil: until });

    const browser = new Browser(t.app);
    const refused = await browser.signIn(m.email, m.password);
    expect(refused.statusCode).toBe(401);
    // 2026-03-12 15:00 UTC is 10:00 in Bogotá.
    expect(refused.body).toContain(
      'Tu cuenta está suspendida hasta el jueves, 12 de marzo de 2026, a las 10:00',
    );

    // A minute before the end: still suspended.
    t.clock.set(new Date(Date.parse(until) - 60_000));
    expect((await browser.signIn(m.email, m.password)).statusCode).toBe(401);
    // Once it ends, the member is active again and signs in; the list and the record agree.
    t.clock.set(new Date(Date.parse(until) + 1000));
    expect((await detail(m.id)).member).toMatchObject({ state: 'active', suspendedUntil: null });
    expect((await browser.signIn(m.email, m.password)).statusCode).toBe(303);
    expect(await whoIs(browser)).toBe(m.id);
    const row = await t.db
      .selectFrom('users')
      .select(['suspended_at', 'suspended_until'])
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ suspended_at: null, suspended_until: null });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('changes_json')
      .where('item_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes_json)).toMatchObject({ until: { after: until } });
    t.clock.set(TEST_NOW);
  });

  it('keeps a suspension without an end until staff lift it', async () => {
    t.clock.set(TEST_NOW);
    const m = await createMember(t.db);
    expect((await post(staff, `${BASE}/${m.id}/suspend`, { reason: REASON })).statusCode).toBe(200);
    t.clock.set(new Date(TEST_NOW.getTime() + 400 * DAY));
    await signInStaff();
    const refused = await new Browser(t.app).signIn(m.email, m.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain('hasta el');
    expect((await detail(m.id)).member.state).toBe('suspended');
    t.clock.set(TEST_NOW);
  });

  it('refuses an end in the past or not a date (422, Spanish) and anyone but staff', async () => {
    t.clock.set(TEST_NOW);
    const m = await createMember(t.db);
    for (const [until, message] of [
      [new Date(TEST_NOW.getTime() - 1000).toISOString(), 'La suspensión debe terminar en el futuro.'],
      ['mañana', 'Indica una fecha y hora válidas.'],
    ]) {
      const refused = await post(staff, `${BASE}/${m.id}/suspend`, { reason: REASON, until });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ until: message });
    }
    const member = new Browser(t.app);
    const other = await createMember(t.db);
    await member.signIn(other.email, other.password);
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    const payload = { reason: REASON, until: new Date(TEST_NOW.getTime() + DAY).toISOString() };
    expect((await post(member, `${BASE}/${m.id}/suspend`, payload)).statusCode).toBe(403);
    expect((await post(visitor, `${BASE}/${m.id}/suspend`, payload)).statusCode).toBe(401);
    expect((await detail(m.id)).member.state).toBe('active');
  });
});
