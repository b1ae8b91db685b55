import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { createMember } from '../../test/factories.ts';

describe.each(engines)('mail preferences per kind on %s (issue 16 §2)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('turns one kind off and on for the signed-in member only, and refuses an unknown kind with 422', async () => {
    const member = await createMember(t.db);
    const other = await createMember(t.db);
    const browser = new Browser(t.app);
    expect((await browser.signIn(member.email, member.password)).statusCode).toBe(303);
    const set = (payload: unknown) =>
      browser.request({ method: 'POST', url: '/api/users/mail-preferences', payload });

    const data = async () => (await browser.request({ url: '/api/users/data' })).json().user;
    expect(await data()).toMatchObject({ notification_reminders: true, notification_replay: true });

    const off = await set({ kind: 'reminders', allow: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ kind: 'reminders', allow: false });
    expect(await data()).toMatchObject({ notification_reminders: false, notification_replay: true });
    expect((await set({ kind: 'replay', allow: false })).json()).toEqual({ kind: 'replay', allow: false });
    expect((await set({ kind: 'reminders', allow: true })).json()).toEqual({
      kind: 'reminders',
      allow: true,
    });

    const bad = await set({ kind: 'everything', allow: false });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.kind).toBe('Elige un tipo de correo');

    const stored = await t.db
      .selectFrom('users')
      .select(['id', 'notification_reminders', 'notification_replay'])
      .where('id', 'in', [member.id, other.id])
      .execute();
    expect(stored.find((u) => u.id === member.id)).toMatchObject({
      notification_reminders: 1,
      notification_replay: 0,
    });
    expect(stored.find((u) => u.id === other.id)).toMatchObject({
      notification_reminders: 1,
      notification_replay: 1,
    });
    expect(
      (
        await new Browser(t.app).request({
          method: 'POST',
          url: '/api/users/mail-preferences',
          payload: { kind: 'replay', allow: true },
        })
      ).statusCode,
    ).toBe(419);
  });
});
