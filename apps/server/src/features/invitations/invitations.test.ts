import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ALREADY_MEMBER,
  INVITATION_NOT_IN_BROWSER,
  invitationProblems,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
} from '@foro/shared/invitations/schemas';
import { AppError } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/ids.ts';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createMember } from '../../test/factories.ts';
import { INVITATION_COOKIE } from './invitation-cookie.ts';
import { createInvitationsRepository, type InvitationsRepository } from './invitations.repository.ts';
import { createInvitationsService, INVITATION_VALID_MS, InvitationRefused } from './invitations.service.ts';
import { LINK_PATTERN, startMailbox, type Mailbox } from '../../test/mailbox.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const GOOD = {
  name: 'Lucía',
  lastname: 'Pérez',
  password: 'tiza-y-pizarra',
  passwordConfirmation: 'tiza-y-pizarra',
};
let counter = 0;
const freshEmail = () => `invitada.${++counter}.${Date.now()}@escuela.example.org`;

describe.each(engines)('invitations on %s', (engine) => {
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

  const inv = () => t.db;
  const invite = async (email: string, name?: string) => {
    await t.app.services.invitations.issue({ email, name });
    // The mail goes through the queue (decision 0073).
    await t.app.jobWorker.drain();
    return mailbox.secretFor(email);
  };
  const invitationOf = (email: string) =>
    inv()
      .selectFrom('invitations')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirstOrThrow();
  const usersWith = (email: string) =>
    t.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).execute();
  const countUsers = async () => (await t.db.selectFrom('users').select('id').execute()).length;

  /** What the invitation page does on load: anti-forgery cookie, then POST users/registration. */
  async function openLink(browser: Browser, secret: string) {
    await browser.request({ url: '/api/sanctum/csrf-cookie' });
    return browser.request({ method: 'POST', url: '/api/users/registration', payload: { hash: secret } });
  }

  /** The token of the connect page's forms, as the page shows it. */
  async function connectToken(browser: Browser, redirectTo = '/confirmacion') {
    const page = await browser.request({ url: `/connect?redirectTo=${encodeURIComponent(redirectTo)}` });
    return /name="_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  }

  function postAccount(browser: Browser, token: string, fields: Record<string, string> = {}) {
    return browser.request({
      method: 'POST',
      url: '/connect/register',
      headers: FORM,
      payload: new URLSearchParams({
        ...GOOD,
        redirectTo: '/confirmacion',
        _token: token,
        ...fields,
      }).toString(),
    });
  }

  /** The connect page's account form, filled and sent as a browser does. */
  async function submitAccount(
    browser: Browser,
    fields: Record<string, string> = {},
    redirectTo = '/confirmacion',
  ) {
    return postAccount(browser, await connectToken(browser, redirectTo), { redirectTo, ...fields });
  }

  describe('issuing', () => {
    it('stores only the digest and mails the link through SMTP', async () => {
      const email = freshEmail();
      const issued = await t.app.services.invitations.issue({
        email: `  ${email.toUpperCase()} `,
        name: 'María  Núñez',
      });
      expect(issued.email).toBe(email);
      expect(issued.expiresAt.toISOString()).toBe(
        new Date(TEST_NOW.getTime() + INVITATION_VALID_MS).toISOString(),
      );
      await t.app.jobWorker.drain();

      const mail = mailbox.lastTo(email);
      expect(mail.subject).toBe('Tu invitación al Foro de Educadores');
      expect(mail.text).toContain('Hola, María Núñez:');
      expect(mail.text).toContain('La invitación es válida hasta el martes, 24 de marzo de 2026.');
      const [, origin, secret] = LINK_PATTERN.exec(mail.text ?? '') ?? [];
      expect(origin).toBe('https://foro.example.org');
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mail.html).toContain(`href="https://foro.example.org/acceso-invitados/${secret}"`);

      const row = await invitationOf(email);
      expect(row).toMatchObject({
        email,
        name: 'María Núñez',
        secret_digest: sha256(secret!),
        created_at: TEST_NOW.toISOString(),
        expires_at: issued.expiresAt.toISOString(),
        used_at: null,
        user_id: null,
      });
      expect(JSON.stringify(row)).not.toContain(secret);
    });

    it('gives every invitation its own secret', async () => {
      const email = freshEmail();
      const first = await invite(email);
      const second = await invite(email);
      expect(first).not.toBe(second);
    });

    it('refuses an address that is already a member, whatever its case, and sends nothing', async () => {
      const member = await createMember(t.db);
      const before = mailbox.received.length;
      const attempt = t.app.services.invitations.issue({ email: member.email.toUpperCase() });
      await expect(attempt).rejects.toBeInstanceOf(AppError);
      await expect(attempt).rejects.toMatchObject({ code: 'CONFLICT' });
      await t.app.jobWorker.drain();
      expect(mailbox.received.length).toBe(before);
      const rows = await inv()
        .selectFrom('invitations')
        .select('id')
        .where('email', '=', member.email)
        .execute();
      expect(rows).toEqual([]);
    });

    it('refuses what is not one e-mail address', async () => {
      for (const email of ['', 'no-es-correo', 'a@b.example, c@d.example']) {
        await expect(t.app.services.invitations.issue({ email })).rejects.toMatchObject({
          code: 'VALIDATION',
        });
      }
    });
  });

  describe('POST /api/users/registration', () => {
    it('answers the invited e-mail and remembers the invitation in a short-lived HttpOnly cookie; creates nothing', async () => {
      const email = freshEmail();
      const secret = await invite(email);
      const users = await countUsers();
      const browser = new Browser(t.app);
      const res = await openLink(browser, secret);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true, email });
      expect(res.headers['cache-control']).toBe('no-store');
      const cookie = res.cookies.find((c) => c.name === INVITATION_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/connect', maxAge: 3600 });
      expect(cookie?.value).not.toContain(secret);
      expect(await countUsers()).toBe(users);
      expect((await invitationOf(email)).used_at).toBeNull();
    });

    it('needs the anti-forgery header like every POST', async () => {
      const secret = await invite(freshEmail());
      const browser = new Browser(t.app);
      await browser.request({ url: '/api/sanctum/csrf-cookie' });
      const res = await browser.request({
        method: 'POST',
        url: '/api/users/registration',
        payload: { hash: secret },
        xsrf: false,
      });
      expect(res.statusCode).toBe(419);
      expect(res.cookies.find((c) => c.name === INVITATION_COOKIE)).toBeUndefined();
    });

    it('refuses an unknown, a used and an expired link with their messages, and sets nothing', async () => {
      const expect422 = async (hash: string, message: string, status = 422) => {
        const browser = new Browser(t.app);
        const res = await openLink(browser, hash);
        expect(res.statusCode, message).toBe(status);
        expect(res.json()).toEqual({
          code: status === 409 ? 'CONFLICT' : 'VALIDATION',
          message,
          errors: { hash: message },
        });
        expect(browser.cookies.has(INVITATION_COOKIE)).toBe(false);
      };
      const users = await countUsers();
      await expect422('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', invitationProblems.unknown);
      await expect422('', invitationProblems.unknown);

      const used = freshEmail();
      const usedSecret = await invite(used);
      await inv()
        .updateTable('invitations')
        .set({ used_at: TEST_NOW.toISOString() })
        .where('email', '=', used)
        .execute();
      await expect422(usedSecret, invitationProblems.used, 409);

      const expiring = await invite(freshEmail());
      t.clock.advance(INVITATION_VALID_MS - 1);
      expect((await openLink(new Browser(t.app), expiring)).statusCode).toBe(200);
      t.clock.advance(1);
      await expect422(expiring, invitationProblems.expired);
      expect(await countUsers()).toBe(users);
    });

    it('is rate-limited per address', async () => {
      const limited = await createTestApp(engine, { env: { SIGNIN_RATE_LIMIT: '2' } });
      try {
        const browser = new Browser(limited.app);
        const statuses = [];
        for (let i = 0; i < 3; i++) statuses.push((await openLink(browser, 'desconocido')).statusCode);
        expect(statuses).toEqual([422, 422, 429]);
      } finally {
        await limited.close();
      }
    });
  });

  describe('the account form of the connect page', () => {
    it('appears only for a browser that opened a valid link', async () => {
      const email = freshEmail();
      const secret = await invite(email);
      const browser = new Browser(t.app);
      const plain = await browser.request({ url: '/connect' });
      expect(plain.body).not.toContain('Crea tu cuenta');
      expect(plain.body).toContain('<h1>Iniciar sesión</h1>');

      await openLink(browser, secret);
      const page = await browser.request({ url: '/connect' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Crea tu cuenta · Foro de Educadores</title>');
      expect(page.body).toContain('<form method="post" action="/connect/register"');
      expect(page.body).toMatch(
        new RegExp(`id="new-email" type="email" autocomplete="username" readonly value="${email}"`),
      );
      // Without redirectTo the new member goes to the confirmation of their data.
      expect(page.body).toContain('<input type="hidden" name="redirectTo" value="/confirmacion">');
      // The sign-in form stays below for people who already have an account.
      expect(page.body).toContain('<form method="post" action="/connect" novalidate data-challenge>');
      expect(page.body).not.toContain('Solicita tu invitación');
    });

    it('ignores a forged invitation cookie', async () => {
      const email = freshEmail();
      await invite(email);
      const row = await invitationOf(email);
      const browser = new Browser(t.app);
      await browser.request({ url: '/api/sanctum/csrf-cookie' });
      browser.cookies.set(INVITATION_COOKIE, `${row.id}.${Date.now() + 3_600_000}.firma-falsa`);
      const page = await browser.request({ url: '/connect' });
      expect(page.body).not.toContain('Crea tu cuenta');
      expect(browser.cookies.has(INVITATION_COOKIE)).toBe(false);
      const res = await submitAccount(browser);
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain(INVITATION_NOT_IN_BROWSER);
      expect(await usersWith(email)).toEqual([]);
    });

    it('forgets the invitation after an hour', async () => {
      const email = freshEmail();
      const browser = new Browser(t.app);
      await openLink(browser, await invite(email));
      t.clock.advance(60 * 60 * 1000);
      const res = await submitAccount(browser);
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain(INVITATION_NOT_IN_BROWSER);
      expect(await usersWith(email)).toEqual([]);
    });

    it('re-renders with Spanish field errors and keeps the names', async () => {
      const email = freshEmail();
      const browser = new Browser(t.app);
      await openLink(browser, await invite(email));

      const short = await submitAccount(browser, { password: 'corta', passwordConfirmation: 'corta' });
      expect(short.statusCode).toBe(422);
      expect(short.body).toContain(PASSWORD_TOO_SHORT);
      expect(short.body).toContain('aria-describedby="new-password-hint new-password-error"');
      expect(short.body).toContain('value="Lucía"');
      expect(short.body).not.toContain('value="corta"');

      const differ = await submitAccount(browser, { passwordConfirmation: 'otra-contrasena' });
      expect(differ.statusCode).toBe(422);
      expect(differ.body).toContain(PASSWORDS_DIFFER);

      const empty = await submitAccount(browser, { name: '  ', lastname: '' });
      expect(empty.statusCode).toBe(422);
      expect(empty.body.match(/Este campo es obligatorio/g)).toHaveLength(2);
      expect(await usersWith(email)).toEqual([]);
    });

    it('needs the page token (login CSRF) and creates nothing without it', async () => {
      const email = freshEmail();
      const browser = new Browser(t.app);
      await openLink(browser, await invite(email));
      const res = await browser.request({
        method: 'POST',
        url: '/connect/register',
        headers: FORM,
        payload: new URLSearchParams({ ...GOOD, _token: 'de-otro-sitio' }).toString(),
      });
      expect(res.statusCode).toBe(419);
      expect(res.body).toContain('Tu sesión ha caducado. Vuelve a intentarlo.');
      expect(res.body).toContain('Crea tu cuenta');
      expect(await usersWith(email)).toEqual([]);
    });

    it('creates exactly one member and signs them in; the same link is refused afterwards', async () => {
      const email = freshEmail();
      const secret = await invite(email);
      const users = await countUsers();
      const browser = new Browser(t.app);
      await openLink(browser, secret);
      const anonymousSid = browser.cookies.get('foro_sid');

      const res = await submitAccount(browser, { name: '  Lucía ', lastname: ' Pérez Gómez ' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/confirmacion');
      expect(browser.cookies.get('foro_sid')).not.toBe(anonymousSid);
      expect(browser.cookies.has(INVITATION_COOKIE)).toBe(false);

      expect(await countUsers()).toBe(users + 1);
      const [user] = await usersWith(email);
      expect(user).toMatchObject({
        email,
        name: 'Lucía',
        lastname: 'Pérez Gómez',
        role: 'member',
        updated_fields: 0,
        country: '',
        created_at: TEST_NOW.toISOString(),
      });
      expect(user!.password_hash).toMatch(/^\$argon2id\$/);
      expect(user!.password_hash).not.toContain(GOOD.password);
      const sessions = await t.db
        .selectFrom('sessions')
        .select('id_hash')
        .where('user_id', '=', user!.id)
        .execute();
      expect(sessions).toHaveLength(1);
      expect(await invitationOf(email)).toMatchObject({ used_at: TEST_NOW.toISOString(), user_id: user!.id });

      const me = await browser.request({ url: '/api/users/username' });
      expect(me.json()).toMatchObject({
        username: email,
        name: 'Lucía Pérez Gómez',
        userUpdatedFields: 0,
        role: 'member',
      });

      // The same link, in this browser or another one, now says it was used.
      for (const b of [browser, new Browser(t.app)]) {
        const again = await openLink(b, secret);
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe(invitationProblems.used);
      }
      // The new member signs in with the password they chose.
      const other = new Browser(t.app);
      expect((await other.signIn(email.toUpperCase(), GOOD.password)).statusCode).toBe(303);
    });

    it('keeps redirectTo on our origin', async () => {
      for (const [redirectTo, expected] of [
        ['/foro-de-educadores-2022', '/foro-de-educadores-2022'],
        ['https://evil.example/', '/confirmacion'],
        ['//evil.example', '/confirmacion'],
        ['https://foro.example.org/perfil', '/perfil'],
      ] as const) {
        const browser = new Browser(t.app);
        await openLink(browser, await invite(freshEmail()));
        const res = await submitAccount(browser, {}, redirectTo);
        expect(res.statusCode, redirectTo).toBe(303);
        expect(res.headers.location).toBe(expected);
      }
    });

    it('creates one member when the same invitation is submitted twice at once', async () => {
      const email = freshEmail();
      const secret = await invite(email);
      const users = await countUsers();
      const first = new Browser(t.app);
      const second = new Browser(t.app);
      await openLink(first, secret);
      await openLink(second, secret);
      const [t1, t2] = [await connectToken(first), await connectToken(second)];
      const results = await Promise.all([
        postAccount(first, t1, { name: 'Primera' }),
        postAccount(second, t2, { name: 'Segunda' }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([303, 409]);
      expect(results.find((r) => r.statusCode === 409)!.body).toContain(invitationProblems.used);
      expect(await countUsers()).toBe(users + 1);
      const [user] = await usersWith(email);
      expect((await invitationOf(email)).user_id).toBe(user!.id);
      const winner = results[0]!.statusCode === 303 ? 'Primera' : 'Segunda';
      expect(user!.name).toBe(winner);
    });

    it('lets the conditional update decide when both transactions saw the invitation unused', async () => {
      const email = freshEmail();
      await invite(email);
      const { id } = await invitationOf(email);
      const users = await countUsers();
      // Each transaction waits after reading the invitation until the other one has read it too
      // (PostgreSQL), or 300 ms (SQLite, which runs one write transaction at a time).
      const repo = createInvitationsRepository(t.db);
      let readers = 0;
      let bothRead!: () => void;
      const barrier = new Promise<void>((resolve) => (bothRead = resolve));
      const racing: InvitationsRepository = {
        ...repo,
        transaction: (work) =>
          repo.transaction((tx) =>
            work({
              ...tx,
              findById: async (invitationId) => {
                const row = await tx.findById(invitationId);
                if (++readers === 2) bothRead();
                await Promise.race([barrier, new Promise((resolve) => setTimeout(resolve, 300))]);
                return row;
              },
            }),
          ),
      };
      const service = createInvitationsService({
        repo: racing,
        clock: t.clock,
        mailer: t.app.mailer,
        publicUrl: t.config.publicUrl,
      });
      const account = (name: string) =>
        service.createAccount({ invitationId: id, name, lastname: 'X', password: GOOD.password });
      const results = await Promise.allSettled([account('Uno'), account('Dos')]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected')?.reason;
      expect(refused).toBeInstanceOf(InvitationRefused);
      expect(refused).toMatchObject({ code: 'CONFLICT', problem: 'used', email });
      expect(await countUsers()).toBe(users + 1);
      expect(await usersWith(email)).toHaveLength(1);
    });

    it('says the link is used to a submission that read it just before another one used it', async () => {
      const email = freshEmail();
      await invite(email);
      const { id } = await invitationOf(email);
      const repo = createInvitationsRepository(t.db);
      const service = (findById: InvitationsRepository['findById']) =>
        createInvitationsService({
          repo: { ...repo, findById },
          clock: t.clock,
          mailer: t.app.mailer,
          publicUrl: t.config.publicUrl,
        });
      // The second submission reads the invitation unused, then the first one commits its account.
      const unused = await repo.findById(id);
      let reads = 0;
      const late = service(async (invitationId) => (++reads === 1 ? unused : repo.findById(invitationId)));
      await service(repo.findById).createAccount({
        invitationId: id,
        name: 'Uno',
        lastname: 'X',
        password: GOOD.password,
      });
      const refused = await late
        .createAccount({ invitationId: id, name: 'Dos', lastname: 'X', password: GOOD.password })
        .catch((error: unknown) => error);
      expect(refused).toMatchObject({ code: 'CONFLICT', problem: 'used', email });
      expect(await usersWith(email)).toHaveLength(1);
    });

    it('creates nothing when the address became a member meanwhile, and says to sign in', async () => {
      const email = freshEmail();
      const browser = new Browser(t.app);
      await openLink(browser, await invite(email));
      const token = await connectToken(browser);
      // A second invitation to the same address is accepted first, in another browser.
      const elsewhere = new Browser(t.app);
      await openLink(elsewhere, await invite(email));
      expect((await submitAccount(elsewhere)).statusCode).toBe(303);
      const users = await countUsers();

      const res = await postAccount(browser, token, { name: 'Otra' });
      expect(res.statusCode).toBe(409);
      expect(res.body).toContain(ALREADY_MEMBER);
      expect(res.body).toContain(
        `name="email" type="email" autocomplete="username" required value="${email}"`,
      );
      expect(res.body).not.toContain('Crea tu cuenta');
      expect(browser.cookies.has(INVITATION_COOKIE)).toBe(false);
      expect(await countUsers()).toBe(users);
      const rows = await inv()
        .selectFrom('invitations')
        .select(['used_at'])
        .where('email', '=', email)
        .execute();
      expect(rows.filter((r) => r.used_at)).toHaveLength(1);
    });

    it('shows the same on the connect page, and the API refuses the other link', async () => {
      const email = freshEmail();
      const secret = await invite(email);
      const browser = new Browser(t.app);
      await openLink(browser, secret);
      const elsewhere = new Browser(t.app);
      await openLink(elsewhere, await invite(email));
      await submitAccount(elsewhere);

      const page = await browser.request({ url: '/connect' });
      expect(page.body).toContain(ALREADY_MEMBER);
      expect(page.body).not.toContain('Crea tu cuenta');
      const again = await openLink(new Browser(t.app), secret);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(ALREADY_MEMBER);
    });
  });
});
