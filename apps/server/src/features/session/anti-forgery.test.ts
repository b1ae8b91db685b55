import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { createMember, signedInMember } from '../../test/factories.ts';

describe.each(engines)('anti-forgery on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const notificationOf = async (email: string) =>
    (
      await t.db
        .selectFrom('users')
        .select('notification_forum')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).notification_forum;

  it('sets a readable XSRF-TOKEN cookie with 204', async () => {
    const res = await new Browser(t.app).request({ url: '/api/sanctum/csrf-cookie' });
    expect(res.statusCode).toBe(204);
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf?.value).toMatch(/^[\w-]{20,}$/);
    expect(xsrf?.httpOnly).toBeFalsy();
  });

  it('answers 419 and changes nothing without the header, with a wrong one, or with another session’s', async () => {
    const { user, browser } = await signedInMember(t);
    const { browser: other } = await signedInMember(t);
    const attempts = [
      { xsrf: false },
      { xsrf: false, headers: { 'x-xsrf-token': 'forged' } },
      { xsrf: false, headers: { 'x-xsrf-token': other.cookies.get('XSRF-TOKEN')! } },
    ];
    for (const attempt of attempts) {
      const res = await browser.request({
        method: 'POST',
        url: '/api/users/allowNotificationsForum',
        payload: { allow: true },
        ...attempt,
      });
      expect(res.statusCode).toBe(419);
      expect(res.json().code).toBe('CSRF_MISMATCH');
    }
    expect(await notificationOf(user.email)).toBe(0);
  });

  it('accepts the same request with the token and the new token after sign-in', async () => {
    const browser = new Browser(t.app);
    await browser.request({ url: '/api/sanctum/csrf-cookie' });
    const before = browser.cookies.get('XSRF-TOKEN');
    const user = await createMember(t.db);
    await browser.signIn(user.email);
    expect(browser.cookies.get('XSRF-TOKEN')).not.toBe(before);
    const res = await browser.request({
      method: 'POST',
      url: '/api/users/allowNotificationsForum',
      payload: { allow: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ allow: true });
    expect(await notificationOf(user.email)).toBe(1);
  });

  it('answers 422 with a Spanish field error for a bad body and changes nothing', async () => {
    const { user, browser } = await signedInMember(t);
    const res = await browser.request({
      method: 'POST',
      url: '/api/users/allowNotificationsForum',
      payload: { allow: 'sí' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ allow: 'Indica si quieres recibir notificaciones' });
    expect(await notificationOf(user.email)).toBe(0);
  });

  it('refuses a text/plain body with 415', async () => {
    const { user, browser } = await signedInMember(t);
    const res = await browser.request({
      method: 'POST',
      url: '/api/users/allowNotificationsForum',
      headers: { 'content-type': 'text/plain' },
      payload: '{"allow":true}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await notificationOf(user.email)).toBe(0);
  });

  it('answers 422, not 500, for a body that is not JSON', async () => {
    const { browser } = await signedInMember(t);
    const res = await browser.request({
      method: 'POST',
      url: '/api/users/allowNotificationsForum',
      headers: { 'content-type': 'application/json' },
      payload: '{"allow":',
    });
    expect(res.statusCode).toBe(422);
  });
});
