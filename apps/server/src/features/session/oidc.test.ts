import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { createMember } from '../../test/factories.ts';
import { startTestProvider, type TestProvider } from '../../test/oidc-provider.ts';
import { OIDC_DENIED, OIDC_WRONG_STATE } from './oidc.routes.ts';
import { OIDC_UNVERIFIED_EMAIL } from './oidc.service.ts';
import { PASSWORD_SIGNIN_OFF } from './session.routes.ts';

const PUBLIC_URL = 'http://localhost:3000';
const alertOf = (body: string) => /role="alert">([^<]+)</.exec(body)?.[1]?.replace(/&#39;/g, "'");

/**
 * Follows the provider's redirects as a browser would, keeping the provider's cookies, until the
 * provider sends the browser back to the portal; returns that address (the callback with its query).
 */
async function throughProvider(start: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = start;
  for (let hops = 0; hops < 12; hops++) {
    if (url.startsWith(PUBLIC_URL)) return url.slice(PUBLIC_URL.length);
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const pair = cookie.split(';')[0]!;
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (value) jar.set(pair.slice(0, eq), value);
      else jar.delete(pair.slice(0, eq));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
}

describe.each(engines)('sign-in through an OpenID provider on %s', (engine) => {
  let t: TestApp;
  let provider: TestProvider;
  const logLines: string[] = [];

  beforeAll(async () => {
    provider = await startTestProvider({
      redirectUri: `${PUBLIC_URL}/connect/oidc/callback`,
      postLogoutRedirectUris: [`${PUBLIC_URL}/connect/logout/done`],
    });
    t = await createTestApp(engine, {
      clock: 'real',
      logLines,
      env: {
        PUBLIC_URL,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_NAME: 'Cuenta Educa',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  /** The whole round trip: the portal's start, the provider, and the portal's callback. */
  async function signInAs(browser: Browser, accountId: string | null, redirectTo = '/') {
    provider.next = accountId ? { accountId } : { deny: true };
    const start = await browser.request({
      url: `/connect/oidc?redirectTo=${encodeURIComponent(redirectTo)}`,
    });
    expect(start.statusCode).toBe(303);
    const back = await throughProvider(start.headers.location as string);
    expect(back.startsWith('/connect/oidc/callback?')).toBe(true);
    return browser.request({ url: back });
  }

  const me = async (browser: Browser) => (await browser.request({ url: '/api/users/username' })).json();

  it('shows "Entrar con …" first on the connect page, keeping redirectTo', async () => {
    const page = await new Browser(t.app).request({ url: '/connect?redirectTo=%2Fperfil' });
    const button = page.body.indexOf('Entrar con Cuenta Educa');
    expect(button).toBeGreaterThan(0);
    expect(button).toBeLessThan(page.body.indexOf('<form'));
    expect(page.body).toContain('href="/connect/oidc?redirectTo=%2Fperfil"');
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce', async () => {
    const start = await new Browser(t.app).request({ url: '/connect/oidc' });
    const url = new URL(start.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/connect/oidc/callback`);
    const flow = start.cookies.find((c) => c.name === 'foro_oidc')!;
    expect(flow.httpOnly).toBe(true);
    expect(flow.sameSite).toBe('Lax');
    expect(flow.path).toBe('/connect/oidc');
  });

  it('creates a new member from the claims, unconfirmed, and keeps redirectTo', async () => {
    provider.accounts.set('new-1', {
      email: `Lucia.${engine}@escuela.example.org`,
      email_verified: true,
      given_name: 'Lucía',
      family_name: 'Gómez Pardo',
      country: 'Perú',
      school: 'Colegio San Martín',
    });
    const browser = new Browser(t.app);
    const res = await signInAs(browser, 'new-1', '/foro-de-educadores/foro');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/foro-de-educadores/foro');
    // The web app sends a member with userUpdatedFields 0 to /confirmacion (docs/product/session.md).
    expect(await me(browser)).toMatchObject({
      username: `lucia.${engine}@escuela.example.org`,
      name: 'Lucía Gómez Pardo',
      userCountry: 'peru',
      userUpdatedFields: 0,
    });
    const row = await t.db
      .selectFrom('users')
      .select(['school', 'password_hash'])
      .where('email', '=', `lucia.${engine}@escuela.example.org`)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ school: 'Colegio San Martín', password_hash: '' });

    // The second time the same provider account is the same member, whatever its e-mail says now.
    provider.accounts.set('new-1', { email: 'otra@example.org', email_verified: false });
    const again = new Browser(t.app);
    expect((await signInAs(again, 'new-1')).statusCode).toBe(303);
    expect((await me(again)).username).toBe(`lucia.${engine}@escuela.example.org`);
  });

  it('links an existing member through an e-mail the provider marks as verified', async () => {
    const member = await createMember(t.db, { name: 'Mariana', lastname: 'Restrepo Ortiz' });
    provider.accounts.set('docente', {
      email: member.email.toUpperCase(),
      email_verified: true,
      given_name: 'X',
    });
    const browser = new Browser(t.app);
    const before = await browser.request({ url: '/connect' });
    const anonymous = before.cookies.find((c) => c.name === 'foro_sid')?.value;
    const res = await signInAs(browser, 'docente', '/perfil');
    expect(res.headers.location).toBe('/perfil');
    const sid = res.cookies.find((c) => c.name === 'foro_sid')!;
    expect(sid.value).not.toBe(anonymous);
    expect(await me(browser)).toMatchObject({
      username: member.email,
      name: 'Mariana Restrepo Ortiz',
      userUpdatedFields: 1,
    });
    const links = await t.db
      .selectFrom('oidc_identities')
      .selectAll()
      .where('subject', '=', 'docente')
      .execute();
    expect(links).toHaveLength(1);
  });

  it('refuses an unverified e-mail that matches a member, with a Spanish page', async () => {
    const member = await createMember(t.db);
    provider.accounts.set('intruder', { email: member.email, email_verified: false });
    const browser = new Browser(t.app);
    const res = await signInAs(browser, 'intruder', '/perfil');
    expect(res.statusCode).toBe(403);
    expect(alertOf(res.body)).toBe(OIDC_UNVERIFIED_EMAIL);
    expect(res.body).toContain('href="/connect?redirectTo=%2Fperfil"');
    expect((await me(browser)).username).toBe('');
    const links = await t.db
      .selectFrom('oidc_identities')
      .selectAll()
      .where('subject', '=', 'intruder')
      .execute();
    expect(links).toHaveLength(0);
  });

  it('refuses a callback whose state is not the one this browser was sent with', async () => {
    provider.accounts.set('state-1', { email: `state.${engine}@example.org`, email_verified: true });
    const victim = new Browser(t.app);
    provider.next = { accountId: 'state-1' };
    const start = await victim.request({ url: '/connect/oidc' });
    const back = await throughProvider(start.headers.location as string);
    // Another browser (an attacker's page) brings the code back with a flow of its own.
    const other = new Browser(t.app);
    await other.request({ url: '/connect/oidc' });
    const res = await other.request({ url: back });
    expect(res.statusCode).toBe(400);
    expect(alertOf(res.body)).toBe(OIDC_WRONG_STATE);
    expect((await me(other)).username).toBe('');
    // And a tampered state in the right browser.
    const tampered = back.replace(/state=[^&]+/, 'state=forged');
    const res2 = await victim.request({ url: tampered });
    expect(res2.statusCode).toBe(400);
    expect((await me(victim)).username).toBe('');
  });

  it('answers a refused consent with a Spanish page that keeps redirectTo', async () => {
    const browser = new Browser(t.app);
    const res = await signInAs(browser, null, '/perfil');
    expect(res.statusCode).toBe(403);
    expect(alertOf(res.body)).toBe(OIDC_DENIED);
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('href="/connect?redirectTo=%2Fperfil"');
    expect((await me(browser)).username).toBe('');
  });

  it('signs out at the provider too, through its end_session_endpoint', async () => {
    provider.accounts.set('salida', { email: (await createMember(t.db)).email, email_verified: true });
    const browser = new Browser(t.app);
    await signInAs(browser, 'salida');
    expect(browser.cookies.get('foro_oidc_idt')).toBeTruthy();
    const out = await browser.request({ url: '/connect/logout?redirectTo=%2Feje%2Fbienestar' });
    expect(out.statusCode).toBe(303);
    const url = new URL(out.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/connect/logout/done`);
    expect(url.searchParams.get('state')).toBe('/eje/bienestar');
    expect(url.searchParams.get('id_token_hint')).toBeTruthy();
    expect(browser.cookies.has('foro_oidc_idt')).toBe(false);
    expect((await me(browser)).username).toBe('');
    // The provider accepts it: its confirmation page, not an error.
    const atProvider = await fetch(url, { redirect: 'manual' });
    expect(atProvider.status).toBe(200);
    // And back from the provider, the browser goes where it was going, on our own origin only.
    const done = await browser.request({ url: '/connect/logout/done?state=%2Feje%2Fbienestar' });
    expect(done.headers.location).toBe('/eje/bienestar');
    const elsewhere = await browser.request({ url: '/connect/logout/done?state=https%3A%2F%2Fevil.example' });
    expect(elsewhere.headers.location).toBe('/');
  });

  it('never writes the client secret or the code to the log', () => {
    const log = logLines.join('');
    expect(log).toContain('/connect/oidc/callback');
    expect(log).not.toContain(provider.clientSecret);
    expect(log).not.toMatch(/callback\?[^"]*code=(?!\[redacted\])/);
  });
});

describe.each(engines)('PASSWORD_SIGNIN=0 on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      env: {
        OIDC_ISSUER: 'http://127.0.0.1:9',
        OIDC_CLIENT_ID: 'foro',
        OIDC_CLIENT_SECRET: 'secret',
        OIDC_NAME: 'Cuenta Educa',
        PASSWORD_SIGNIN: '0',
      },
    });
  });
  afterAll(() => t.close());

  it('refuses a password sign-in with a Spanish message and shows no password form', async () => {
    const browser = new Browser(t.app);
    const member = await createMember(t.db);
    const res = await browser.signIn(member.email, member.password);
    expect(res.statusCode).toBe(403);
    expect(alertOf(res.body)).toBe(PASSWORD_SIGNIN_OFF);
    expect(res.body).not.toContain('name="password"');
    expect(res.body).toContain('Entrar con Cuenta Educa');
    expect((await browser.request({ url: '/api/users/username' })).json().username).toBe('');
  });

  it('answers a Spanish page when the provider cannot be reached', async () => {
    const res = await new Browser(t.app).request({ url: '/connect/oidc' });
    expect(res.statusCode).toBe(502);
    expect(alertOf(res.body)).toBe(
      'No hemos podido comunicarnos con Cuenta Educa. Vuelve a intentarlo en unos minutos.',
    );
  });
});
