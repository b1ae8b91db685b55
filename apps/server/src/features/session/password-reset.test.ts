import { createQueryId, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { withPluginOf } from '../../db/database.ts';
import {
  PASSWORD_RESET_TOO_MANY,
  PASSWORD_TOO_COMMON,
  passwordResetProblems,
} from '@foro/shared/session/password-reset';
import { PASSWORD_TOO_SHORT, PASSWORDS_DIFFER } from '@foro/shared/invitations/schemas';
import { sha256 } from '../../lib/ids.ts';
import { escapeHtml } from '../../lib/markup.ts';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createMember, signedInMember, type Member } from '../../test/factories.ts';
import { startMailbox, type Mailbox } from '../../test/mailbox.ts';
import { RESETS_PER_ACCOUNT, RESETS_PER_ADDRESS } from './password-reset.service.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const LINK = /https:\/\/foro\.example\.org\/connect\/password-reset\/([A-Za-z0-9_-]+)/;
const NEW_PASSWORD = 'mi-nueva-clave-segura';

describe.each(engines)('forgotten password on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  const logLines: string[] = [];

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(engine, {
      logLines,
      // The per-minute limit of the routes (SIGNIN_RATE_LIMIT) is not what these tests are about.
      env: { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://foro.example.org', SIGNIN_RATE_LIMIT: '1000' },
    });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });
  beforeEach(() => t.clock.set(TEST_NOW));

  const tokenIn = (body: string) => /name="_token" value="([^"]+)"/.exec(body)?.[1] ?? '';
  const mailsTo = (email: string) =>
    mailbox.received.filter((m) => m.to && JSON.stringify(m.to).includes(email));
  const whoAmI = async (browser: Browser) =>
    ((await browser.request({ url: '/api/users/username' })).json() as { username: string }).username;

  /** Asks for a link from the request page, as a person would; then the queue's worker runs. */
  async function ask(browser: Browser, email: string, opts: { drain?: boolean } = {}) {
    const page = await browser.request({ url: '/connect/password-reset' });
    expect(page.statusCode).toBe(200);
    const answer = await browser.request({
      method: 'POST',
      url: '/connect/password-reset',
      headers: FORM,
      payload: new URLSearchParams({ email, _token: tokenIn(page.body) }).toString(),
    });
    if (opts.drain !== false) await t.app.jobWorker.drain();
    return answer;
  }

  /** Opens the mailed link and sends the new-password form. */
  async function choose(browser: Browser, secret: string, password = NEW_PASSWORD, confirmation = password) {
    const page = await browser.request({ url: `/connect/password-reset/${secret}` });
    return browser.request({
      method: 'POST',
      url: '/connect/new-password',
      headers: FORM,
      payload: new URLSearchParams({
        secret,
        password,
        passwordConfirmation: confirmation,
        _token: tokenIn(page.body),
      }).toString(),
    });
  }

  async function linkFor(member: Member): Promise<string> {
    const before = mailsTo(member.email).length;
    const res = await ask(new Browser(t.app), member.email);
    expect(res.statusCode).toBe(200);
    const mails = mailsTo(member.email);
    expect(mails).toHaveLength(before + 1);
    const secret = LINK.exec(mails.at(-1)!.text ?? '')?.[1];
    expect(secret).toBeTruthy();
    return secret!;
  }

  it('mails a one-hour single-use link that sets a new password, ends every other session and signs in', async () => {
    const member = await createMember(t.db);
    const elsewhere = new Browser(t.app);
    expect((await elsewhere.signIn(member.email)).statusCode).toBe(303);
    expect(await whoAmI(elsewhere)).toBe(member.email);

    const secret = await linkFor(member);
    const mail = mailsTo(member.email).at(-1)!;
    expect(mail.subject).toBe('Elige una nueva contraseña para el Foro de Educadores');
    expect(mail.html).toContain(`https://foro.example.org/connect/password-reset/${secret}`);
    expect(mail.text).toContain('una sola vez');
    // Only the digest is stored.
    const rows = await t.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.secret_digest).toBe(sha256(secret));
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(Date.parse(rows[0]!.expires_at) - TEST_NOW.getTime()).toBe(60 * 60 * 1000);

    const browser = new Browser(t.app);
    const form = await browser.request({ url: `/connect/password-reset/${secret}` });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Elige una nueva contraseña');
    expect(form.body).toContain('<meta name="referrer" content="no-referrer">');
    const done = await choose(browser, secret);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/perfil');
    expect(await whoAmI(browser)).toBe(member.email);

    // The session started elsewhere with the old password has ended; the old password no longer works.
    expect(await whoAmI(elsewhere)).toBe('');
    expect((await new Browser(t.app).signIn(member.email)).statusCode).toBe(401);
    expect((await new Browser(t.app).signIn(member.email, NEW_PASSWORD)).statusCode).toBe(303);

    // The link served once.
    const again = await new Browser(t.app).request({ url: `/connect/password-reset/${secret}` });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain(escapeHtml(passwordResetProblems.used.title));
    expect(again.body).toContain('href="/connect/password-reset"');
  });

  it('queues the link instead of mailing during the request; the job holds no usable secret (decision 0046)', async () => {
    const member = await createMember(t.db);
    const before = mailsTo(member.email).length;
    const answer = await ask(new Browser(t.app), member.email, { drain: false });
    expect(answer.statusCode).toBe(200);
    // Nothing was sent while the person waited.
    expect(mailsTo(member.email)).toHaveLength(before);
    // What is queued is the request, sealed: neither the address nor the account shows in it.
    const requests = await t.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'password-reset-request')
      .where('status', '=', 'pending')
      .execute();
    expect(requests).toHaveLength(1);
    expect(JSON.stringify(requests)).not.toContain(member.email);
    expect(JSON.stringify(requests)).not.toContain(member.id);
    await t.app.jobWorker.drain();
    const jobs = await t.db.selectFrom('jobs').selectAll().where('kind', '=', 'password-reset').execute();
    const job = jobs.find((j) => j.payload.includes(member.id));
    expect(job).toBeTruthy();
    const mails = mailsTo(member.email);
    expect(mails).toHaveLength(before + 1);
    const secret = LINK.exec(mails.at(-1)!.text ?? '')?.[1];
    expect(secret).toBeTruthy();
    // The job's row holds the member's id and the sealed secret: not the secret, its digest, nor the address.
    const row = await t.db.selectFrom('jobs').selectAll().where('id', '=', job!.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    expect(JSON.stringify(row)).not.toContain(secret!);
    expect(JSON.stringify(row)).not.toContain(sha256(secret!));
    expect(JSON.stringify(row)).not.toContain(member.email);
    // The back office's queue names the mail and its recipient, nothing more.
    const { browser: staff } = await signedInMember(t, { role: 'staff' });
    const listed = await staff.request({ url: '/api/admin/mail-queue?status=sent' });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain('Enlace para elegir contraseña');
    expect(listed.body).not.toContain(secret!);
  });

  it('sends a link that was replaced before the worker reached it to nobody: only the last one goes out', async () => {
    const member = await createMember(t.db);
    await ask(new Browser(t.app), member.email, { drain: false });
    await ask(new Browser(t.app), member.email, { drain: false });
    await t.app.jobWorker.drain();
    expect(mailsTo(member.email)).toHaveLength(1);
    const secret = LINK.exec(mailsTo(member.email)[0]!.text ?? '')?.[1];
    expect((await choose(new Browser(t.app), secret!)).statusCode).toBe(303);
  });

  it('tells the member "Tu contraseña ha cambiado" after a reset, with when, the device and what to do', async () => {
    const member = await createMember(t.db, {
      name: 'Begoña',
      country: 'chile',
      region: 'Aysén del General Carlos Ibáñez del Campo',
    });
    const secret = await linkFor(member);
    const browser = new Browser(t.app);
    const page = await browser.request({ url: `/connect/password-reset/${secret}` });
    const done = await browser.request({
      method: 'POST',
      url: '/connect/new-password',
      headers: {
        ...FORM,
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      },
      payload: new URLSearchParams({
        secret,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
        _token: tokenIn(page.body),
      }).toString(),
    });
    expect(done.statusCode).toBe(303);
    await t.app.jobWorker.drain();
    const notice = mailsTo(member.email).at(-1)!;
    expect(notice.subject).toBe('Tu contraseña ha cambiado');
    // TEST_NOW in Coyhaique's hour; the device from the browser's User-Agent.
    expect(notice.text).toContain('martes, 10 de marzo de 2026, a las');
    expect(notice.text).toContain('(GMT-3), desde Chrome en Windows, con un enlace para restablecerla.');
    expect(notice.text).toContain('Si no has sido tú');
    expect(notice.text).toContain('https://foro.example.org/connect/password-reset\n');
    expect(notice.html).toContain('¿Olvidaste tu contraseña?');
    expect(notice.messageId).toMatch(/^<[0-9a-f-]{36}@example\.org>$/);
  });

  it('answers an unknown address exactly as a registered one, and mails nobody', async () => {
    const member = await createMember(t.db);
    const known = await ask(new Browser(t.app), member.email);
    const total = mailbox.received.length;
    const unknown = await ask(new Browser(t.app), `nadie-${Date.now()}@example.org`);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.body).toContain(escapeHtml('Si hay una cuenta con ese correo'));
    expect(mailbox.received.length).toBe(total);
  });

  it('does the very same work for a registered and an unknown address while the person waits (issue 35, point 7)', async () => {
    // Every statement the request sends, as the engine receives it (values aside): a registered
    // address took twice as long as an unknown one when only it wrote a link and queued a mail.
    const statements: string[] = [];
    const plugin: KyselyPlugin = {
      transformQuery: ({ node }) => {
        statements.push(t.db.getExecutor().compileQuery(node, createQueryId()).sql);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const app = await buildApp({
      config: t.config,
      db: withPluginOf(t.db, plugin),
      dialect: engine,
      clock: t.clock,
    });
    try {
      const member = await createMember(t.db);
      const workOf = async (email: string) => {
        const browser = new Browser(app);
        const page = await browser.request({ url: '/connect/password-reset' });
        statements.length = 0;
        const answer = await browser.request({
          method: 'POST',
          url: '/connect/password-reset',
          headers: FORM,
          payload: new URLSearchParams({ email, _token: tokenIn(page.body) }).toString(),
        });
        expect(answer.statusCode).toBe(200);
        return [...statements];
      };
      const links = () => t.db.selectFrom('password_resets').selectAll().execute();
      const before = (await links()).length;
      const known = await workOf(member.email);
      const unknown = await workOf(`nadie-${Date.now()}@example.org`);
      expect(known.length).toBeGreaterThan(0);
      expect(unknown).toEqual(known);
      // Nothing about the account is written before the answer: the link comes with the worker.
      expect(await links()).toHaveLength(before);
      await t.app.jobWorker.drain();
      expect(await links()).toHaveLength(before + 1);
      expect(mailsTo(member.email)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('refuses an expired link with a page to ask again', async () => {
    const member = await createMember(t.db);
    const secret = await linkFor(member);
    t.clock.set(new Date(TEST_NOW.getTime() + 60 * 60 * 1000));
    const page = await new Browser(t.app).request({ url: `/connect/password-reset/${secret}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(escapeHtml(passwordResetProblems.expired.title));
    expect(page.body).toContain('href="/connect/password-reset"');
    // Posting the form of a page opened in time does not help either.
    t.clock.set(TEST_NOW);
    const browser = new Browser(t.app);
    const form = await browser.request({ url: `/connect/password-reset/${secret}` });
    t.clock.set(new Date(TEST_NOW.getTime() + 61 * 60 * 1000));
    const late = await browser.request({
      method: 'POST',
      url: '/connect/new-password',
      headers: FORM,
      payload: new URLSearchParams({
        secret,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
        _token: tokenIn(form.body),
      }).toString(),
    });
    expect(late.statusCode).toBe(410);
    expect((await new Browser(t.app).signIn(member.email)).statusCode).toBe(303);
  });

  it('tells a forged link from a truncated one, each with a way to ask again', async () => {
    const member = await createMember(t.db);
    const secret = await linkFor(member);
    const cases: Array<[string, keyof typeof passwordResetProblems, number]> = [
      [secret.slice(0, 30), 'truncated', 404],
      [`${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`, 'unknown', 404],
      ['x'.repeat(43), 'unknown', 404],
      [`${secret}extra`, 'unknown', 404],
      ['%3Cscript%3E', 'unknown', 404],
    ];
    for (const [link, problem, status] of cases) {
      const page = await new Browser(t.app).request({ url: `/connect/password-reset/${link}` });
      expect(page.statusCode, link).toBe(status);
      expect(page.body).toContain(escapeHtml(passwordResetProblems[problem].title));
      expect(page.body).toContain('href="/connect/password-reset"');
      expect(page.body).not.toContain('<script>');
    }
    // The real link still works after all that.
    expect((await choose(new Browser(t.app), secret)).statusCode).toBe(303);
  });

  it('keeps the rules of a new password: length, repetition, not a common one', async () => {
    const member = await createMember(t.db);
    const secret = await linkFor(member);
    const cases: Array<[string, string, string, string]> = [
      ['corta', 'corta', 'password', PASSWORD_TOO_SHORT],
      ['una-clave-larga', 'otra-clave-larga', 'passwordConfirmation', PASSWORDS_DIFFER],
      ['qwertyuiop', 'qwertyuiop', 'password', PASSWORD_TOO_COMMON],
      ['Password123', 'Password123', 'password', PASSWORD_TOO_COMMON],
      ['contraseña123', 'contraseña123', 'password', PASSWORD_TOO_COMMON],
    ];
    for (const [password, confirmation, field, message] of cases) {
      const res = await choose(new Browser(t.app), secret, password, confirmation);
      expect(res.statusCode, password).toBe(422);
      expect(res.body).toContain(`id="${field}-error">${escapeHtml(message)}`);
    }
    // None of them used the link up.
    expect((await choose(new Browser(t.app), secret)).statusCode).toBe(303);
  });

  it('only the last link mailed works', async () => {
    const member = await createMember(t.db);
    const first = await linkFor(member);
    const second = await linkFor(member);
    expect((await new Browser(t.app).request({ url: `/connect/password-reset/${first}` })).statusCode).toBe(
      404,
    );
    expect((await choose(new Browser(t.app), second)).statusCode).toBe(303);
  });

  it('limits requests per e-mail and per client address, registered or not', async () => {
    const member = await createMember(t.db);
    for (let i = 0; i < RESETS_PER_ACCOUNT; i++) {
      expect((await ask(new Browser(t.app), member.email)).statusCode).toBe(200);
    }
    const limited = await ask(new Browser(t.app), member.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain(escapeHtml(PASSWORD_RESET_TOO_MANY));
    expect(mailsTo(member.email)).toHaveLength(RESETS_PER_ACCOUNT);
    // An address nobody registered is limited alike: the limit tells nothing about accounts.
    const nobody = `nadie-limitado-${Date.now()}@example.org`;
    for (let i = 0; i < RESETS_PER_ACCOUNT; i++) {
      expect((await ask(new Browser(t.app), nobody)).statusCode).toBe(200);
    }
    expect((await ask(new Browser(t.app), nobody)).statusCode).toBe(429);

    const school = new Browser(t.app);
    for (let i = 0; i < RESETS_PER_ADDRESS; i++) {
      expect((await ask(school, `docente-${i}-${Date.now()}@example.org`)).statusCode).toBe(200);
    }
    expect((await ask(school, `otra-${Date.now()}@example.org`)).statusCode).toBe(429);
    // An hour later the limits start again.
    t.clock.set(new Date(TEST_NOW.getTime() + 61 * 60 * 1000));
    expect((await ask(school, member.email)).statusCode).toBe(200);
  });

  it('refuses a malformed request with field errors, and a form from another site', async () => {
    const browser = new Browser(t.app);
    const bad = await ask(browser, 'no-es-un-correo');
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('id="email-error"');
    const forged = await browser.request({
      method: 'POST',
      url: '/connect/password-reset',
      headers: FORM,
      payload: new URLSearchParams({ email: 'docente@example.org', _token: 'ajeno' }).toString(),
    });
    expect(forged.statusCode).toBe(419);
  });

  it('logs neither the link nor the mail body', async () => {
    const member = await createMember(t.db);
    const secret = await linkFor(member);
    await choose(new Browser(t.app), secret);
    await new Browser(t.app).request({ url: `/connect/password-reset/${secret}` });
    const all = logLines.join('\n');
    expect(all).toContain('/connect/password-reset/[redacted]');
    expect(all).not.toContain(secret);
    expect(all).not.toContain(sha256(secret));
    expect(all).not.toContain(NEW_PASSWORD);
    expect(all).not.toContain('Pediste cambiar la contraseña');
    expect(all).not.toContain(member.email);
  });
});
