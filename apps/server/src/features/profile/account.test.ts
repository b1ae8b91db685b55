import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAME_PASSWORD, WRONG_CURRENT_PASSWORD, type AccountSession } from '@foro/shared/profile/account';
import { PASSWORD_TOO_COMMON } from '@foro/shared/session/password-reset';
import { PASSWORD_TOO_SHORT, PASSWORDS_DIFFER } from '@foro/shared/invitations/schemas';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createMember, type Member } from '../../test/factories.ts';
import { recipient, startMailbox, type Mailbox } from '../../test/mailbox.ts';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'otra-clave-muy-segura';

/** A browser that always sends the same User-Agent, as a real one does. */
class Device extends Browser {
  readonly userAgent: string;
  constructor(app: TestApp['app'], userAgent: string) {
    super(app);
    this.userAgent = userAgent;
  }
  override request(opts: Parameters<Browser['request']>[0]) {
    return super.request({ ...opts, headers: { 'user-agent': this.userAgent, ...opts.headers } });
  }
}

describe.each(engines)('the account section of /perfil on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(engine, {
      env: { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://foro.example.org' },
    });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });
  beforeEach(() => t.clock.set(TEST_NOW));

  const whoAmI = async (browser: Browser) =>
    ((await browser.request({ url: '/api/users/username' })).json() as { username: string }).username;
  const sessionsOf = async (browser: Browser) => {
    const res = await browser.request({ url: '/api/users/sessions' });
    expect(res.statusCode).toBe(200);
    return (res.json() as { sessions: AccountSession[] }).sessions;
  };
  const changePassword = (browser: Browser, body: Record<string, unknown>) =>
    browser.request({ method: 'POST', url: '/api/users/password', payload: body });

  async function signedIn(member: Member, userAgent: string, password = member.password) {
    const device = new Device(t.app, userAgent);
    expect((await device.signIn(member.email, password)).statusCode).toBe(303);
    return device;
  }

  it('lists the member’s own active sessions with their device and last use', async () => {
    const member = await createMember(t.db);
    const laptop = await signedIn(member, FIREFOX_WINDOWS);
    t.clock.set(new Date(TEST_NOW.getTime() + 60_000));
    await signedIn(member, CHROME_ANDROID);
    await signedIn(await createMember(t.db), SAFARI_IPHONE);

    const sessions = await sessionsOf(laptop);
    expect(sessions.map((s) => [s.device, s.current])).toEqual([
      ['Chrome en Android', false],
      ['Firefox en Windows', true],
    ]);
    expect(sessions[1]!.lastSeenAt).toBe(TEST_NOW.toISOString());
    // Ids name sessions without being their cookie or its stored digest.
    const stored = await t.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('user_id', '=', member.id)
      .execute();
    for (const s of sessions) expect(stored.map((r) => r.id_hash)).not.toContain(s.id);
  });

  it('ends one session by its id, and never another member’s', async () => {
    const member = await createMember(t.db);
    const laptop = await signedIn(member, FIREFOX_WINDOWS);
    const phone = await signedIn(member, CHROME_ANDROID);
    const stranger = await signedIn(await createMember(t.db), SAFARI_IPHONE);
    const phoneSession = (await sessionsOf(laptop)).find((s) => !s.current)!;

    const foreign = await stranger.request({
      method: 'POST',
      url: '/api/users/sessions/end',
      payload: { id: phoneSession.id },
    });
    expect(foreign.json()).toEqual({ ended: 0 });
    expect(await whoAmI(phone)).toBe(member.email);

    const ended = await laptop.request({
      method: 'POST',
      url: '/api/users/sessions/end',
      payload: { id: phoneSession.id },
    });
    expect(ended.json()).toEqual({ ended: 1 });
    expect(await whoAmI(phone)).toBe('');
    expect(await whoAmI(laptop)).toBe(member.email);
    expect(await whoAmI(stranger)).not.toBe('');
  });

  it('ends every other session at once, keeping this one', async () => {
    const member = await createMember(t.db);
    const laptop = await signedIn(member, FIREFOX_WINDOWS);
    const others = [await signedIn(member, CHROME_ANDROID), await signedIn(member, SAFARI_IPHONE)];
    const res = await laptop.request({
      method: 'POST',
      url: '/api/users/sessions/end',
      payload: { others: true },
    });
    expect(res.json()).toEqual({ ended: 2 });
    for (const other of others) expect(await whoAmI(other)).toBe('');
    expect((await sessionsOf(laptop)).map((s) => s.current)).toEqual([true]);
  });

  it('changes the password with the current one: other sessions end, this one stays', async () => {
    const member = await createMember(t.db);
    const laptop = await signedIn(member, FIREFOX_WINDOWS);
    const phone = await signedIn(member, CHROME_ANDROID);
    const res = await changePassword(laptop, {
      currentPassword: member.password,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, endedSessions: 1 });
    expect(await whoAmI(laptop)).toBe(member.email);
    expect(await whoAmI(phone)).toBe('');
    expect((await new Browser(t.app).signIn(member.email)).statusCode).toBe(401);
    expect((await new Browser(t.app).signIn(member.email, NEW_PASSWORD)).statusCode).toBe(303);
  });

  it('mails "Tu contraseña ha cambiado" through the queue, with when and the device; a refused change mails nothing', async () => {
    const member = await createMember(t.db, { name: 'José', country: 'colombia' });
    const laptop = await signedIn(member, FIREFOX_WINDOWS);
    const mailsTo = () => mailbox.received.filter((m) => recipient(m) === member.email.toLowerCase());
    const refused = await changePassword(laptop, {
      currentPassword: 'no-es-la-clave',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(refused.statusCode).toBe(422);
    await t.app.jobWorker.drain();
    expect(mailsTo()).toHaveLength(0);

    const res = await changePassword(laptop, {
      currentPassword: member.password,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    // Queued, not sent while the member waited.
    expect(mailsTo()).toHaveLength(0);
    await t.app.jobWorker.drain();
    const mails = mailsTo();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Tu contraseña ha cambiado');
    expect(mail.text).toContain('Hola, José:');
    expect(mail.text).toContain(
      'ha cambiado el martes, 10 de marzo de 2026, a las 10:00 (GMT-5), desde Firefox en Windows, en tu perfil.',
    );
    expect(mail.text).toContain('Si no has sido tú, alguien puede estar usando tu cuenta');
    expect(mail.text).toContain(
      '¿Olvidaste tu contraseña?:\nhttps://foro.example.org/connect/password-reset\n',
    );
    expect(mail.html).toContain('href="https://foro.example.org/connect/password-reset"');
    expect(mail.html).toContain('<html lang="es">');
    // Once: running the queue again sends nothing more.
    await t.app.jobWorker.drain();
    expect(mailsTo()).toHaveLength(1);
  });

  it('refuses a wrong current password and a weak new one with field errors, changing nothing', async () => {
    const member = await createMember(t.db);
    const laptop = await signedIn(member, FIREFOX_WINDOWS);
    const phone = await signedIn(member, CHROME_ANDROID);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { currentPassword: 'no-es-esta', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
        'currentPassword',
        WRONG_CURRENT_PASSWORD,
      ],
      [
        { currentPassword: member.password, password: 'corta', passwordConfirmation: 'corta' },
        'password',
        PASSWORD_TOO_SHORT,
      ],
      [
        {
          currentPassword: member.password,
          password: NEW_PASSWORD,
          passwordConfirmation: 'otra-cosa-distinta',
        },
        'passwordConfirmation',
        PASSWORDS_DIFFER,
      ],
      [
        { currentPassword: member.password, password: '1234567890', passwordConfirmation: '1234567890' },
        'password',
        PASSWORD_TOO_COMMON,
      ],
      [
        {
          currentPassword: 'la-misma-clave-larga',
          password: 'la-misma-clave-larga',
          passwordConfirmation: 'la-misma-clave-larga',
        },
        'password',
        SAME_PASSWORD,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await changePassword(laptop, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect((res.json() as { errors: Record<string, string> }).errors[field]).toBe(message);
    }
    expect(await whoAmI(phone)).toBe(member.email);
    expect((await new Browser(t.app).signIn(member.email)).statusCode).toBe(303);
    // (Five tries a minute per member: another member for the last case.)
    const other = await signedIn(await createMember(t.db), SAFARI_IPHONE);
    const missing = await changePassword(other, { password: NEW_PASSWORD });
    expect(missing.statusCode).toBe(422);
    expect((missing.json() as { errors: Record<string, string> }).errors.currentPassword).toBe(
      'Este campo es obligatorio',
    );
  });

  it('is for signed-in members only', async () => {
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    expect((await visitor.request({ url: '/api/users/sessions' })).statusCode).toBe(401);
    expect((await changePassword(visitor, { currentPassword: 'x' })).statusCode).toBe(401);
    expect(
      (await visitor.request({ method: 'POST', url: '/api/users/sessions/end', payload: { others: true } }))
        .statusCode,
    ).toBe(401);
  });
});
