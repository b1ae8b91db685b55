import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { createMember, type Member } from '../../test/factories.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session.service.ts';

describe.each(engines)('session on %s', (engine) => {
  let t: TestApp;
  let member: Member;
  beforeAll(async () => {
    t = await createTestApp(engine);
    member = await createMember(t.db, { name: 'Mariana', lastname: 'Restrepo Ortiz', country: 'colombia' });
  });
  afterAll(() => t.close());

  it('answers anonymous visitors with an empty username and userUpdatedFields -1', async () => {
    const res = await new Browser(t.app).request({ url: '/api/users/username' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: '', userUpdatedFields: -1, userId: '' });
  });

  it('signs in with e-mail and password, shows the real name, and rotates the session id', async () => {
    const browser = new Browser(t.app);
    await browser.request({ url: '/connect' });
    const anonymousSid = browser.cookies.get('foro_sid');
    const res = await browser.signIn(member.email.toUpperCase(), member.password, '/perfil');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/perfil');
    const sidCookie = res.cookies.find((c) => c.name === 'foro_sid')!;
    expect(sidCookie.httpOnly).toBe(true);
    expect(sidCookie.sameSite).toBe('Lax');
    expect(sidCookie.value).not.toBe(anonymousSid);
    const me = (await browser.request({ url: '/api/users/username' })).json();
    expect(me).toMatchObject({
      username: member.email,
      name: 'Mariana Restrepo Ortiz',
      firstName: 'Mariana',
      userCountry: 'colombia',
      userUpdatedFields: 1,
    });
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await new Browser(t.app).signIn('nadie@example.org', member.password);
    const wrong = await new Browser(t.app).signIn(member.email, 'equivocada');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    const message = (body: string) => /role="alert">([^<]+)</.exec(body)?.[1];
    expect(message(unknown.body)).toBe('El correo electrónico o la contraseña no son correctos.');
    expect(message(wrong.body)).toBe(message(unknown.body));
    expect(unknown.cookies.find((c) => c.name === 'foro_sid')).toBeUndefined();
  });

  it('reports empty fields in Spanish and keeps the typed e-mail', async () => {
    const res = await new Browser(t.app).signIn(member.email, '');
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Este campo es obligatorio');
    expect(res.body).toContain(`value="${member.email}"`);
  });

  it('refuses a sign-in form posted without the page token (login forgery)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/connect',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: member.email, password: member.password }).toString(),
    });
    expect(res.statusCode).toBe(419);
    expect(res.cookies.find((c) => c.name === 'foro_sid' && c.maxAge)).toBeUndefined();
  });

  it('sends a signed-in visitor of the connect page straight to redirectTo', async () => {
    const browser = new Browser(t.app);
    await browser.signIn(member.email);
    const res = await browser.request({ url: '/connect?redirectTo=%2Feje%2Fx' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/eje/x');
  });

  it('ends the session on logout, even for a copy of the old cookie', async () => {
    const browser = new Browser(t.app);
    await browser.signIn(member.email);
    const stolen = browser.cookieHeader;
    const res = await browser.request({
      url: '/connect/logout?redirectTo=%2Fforo-de-educadores-2022%23login',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/foro-de-educadores-2022#login');
    expect((await browser.request({ url: '/api/users/username' })).json().username).toBe('');
    const replay = await t.app.inject({ url: '/api/users/username', headers: { cookie: stolen } });
    expect(replay.json().username).toBe('');
  });

  it('lets go of the session reads it kept once their keeping time is over (a crowd that left)', async () => {
    const crowd = [];
    for (let i = 0; i < 3; i++) {
      const browser = new Browser(t.app);
      await browser.signIn(member.email);
      expect((await browser.request({ url: '/api/users/username' })).json().username).toBe(member.email);
      crowd.push(browser);
    }
    expect(t.app.services.session.keptCount()).toBeGreaterThanOrEqual(3);
    // The crowd leaves; one member stays and keeps reading pages.
    t.clock.advance(31_000);
    const stays = crowd[0]!;
    expect((await stays.request({ url: '/api/users/username' })).json().username).toBe(member.email);
    expect(t.app.services.session.keptCount()).toBe(1);
  });

  it('expires a session after the idle time and after the absolute time', async () => {
    const idle = new Browser(t.app);
    await idle.signIn(member.email);
    t.clock.advance(SESSION_IDLE_MS + 1000);
    expect((await idle.request({ url: '/api/users/username' })).json().username).toBe('');

    const busy = new Browser(t.app);
    await busy.signIn(member.email);
    // Active every day, it still ends at the absolute limit.
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_MS; elapsed += SESSION_IDLE_MS / 2) {
      expect((await busy.request({ url: '/api/users/username' })).json().username).toBe(member.email);
      t.clock.advance(SESSION_IDLE_MS / 2);
    }
    expect((await busy.request({ url: '/api/users/username' })).json().username).toBe('');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    '/%2e//evil.example',
    'https://evil.example',
  ])('never redirects off our origin after sign-in (%s)', async (redirectTo) => {
    const res = await new Browser(t.app).signIn(member.email, member.password, redirectTo);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
  });
});
