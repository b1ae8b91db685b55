import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailChangeProblems, emailChangeSentNotice } from '@foro/shared/profile/email-change';
import type { MailMessage, Mailer } from '../../lib/mailer.ts';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { EMAIL_CHANGE_VALID_MS } from './email-change.service.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const LINK = /https:\/\/foro\.example\.org\/connect\/email-change\/([A-Za-z0-9_-]+)/;
let counter = 0;
const freshEmail = () => `nueva.${++counter}.${Date.now()}@escuela.example.net`;

/** A valid Peruvian form (the school typed by hand), with the e-mail to ask for. */
const peruForm = (email: string, name = 'Rosa') => ({
  country: 'peru',
  name,
  lastname: 'Huamán',
  email,
  doc: '45678912',
  phone: '987654321',
  rol: 'DOCENTE',
  school: 'otro',
  school_name: 'I.E. San Martín',
});

describe.each(engines)('changing the sign-in e-mail on %s', (engine) => {
  let t: TestApp;
  const sent: MailMessage[] = [];
  const logLines: string[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      sent.push(message);
      return { id: String(sent.length), transport: 'outbox' };
    },
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {
      seed: true,
      mailer,
      logLines,
      env: { PUBLIC_URL: 'https://foro.example.org' },
    });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  const emailOf = async (id: string) =>
    (await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
  const requestsOf = (userId: string) =>
    t.db.selectFrom('email_changes').selectAll().where('user_id', '=', userId).execute();
  const mailsTo = (email: string) => sent.filter((m) => m.to === email);
  const secretIn = (mail: MailMessage | undefined) => LINK.exec(mail?.text ?? '')?.[1] ?? '';

  /** A member of their own, signed in, so each test owns its data. */
  async function member(): Promise<{ browser: Browser; id: string; email: string }> {
    const email = freshEmail();
    const id = `m-${++counter}`;
    const now = TEST_NOW.toISOString();
    await t.db
      .insertInto('users')
      .values({
        id,
        email,
        password_hash: (await t.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow())
          .password_hash,
        name: 'Rosa',
        lastname: 'Huamán',
        country: '',
        city: '',
        role: 'member',
        rol: '',
        search_text: '',
        updated_fields: 0,
        notification_forum: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const browser = new Browser(t.app);
    const signed = await browser.signIn(email);
    expect(signed.statusCode).toBe(303);
    return { browser, id, email };
  }

  /** Saves the form, then the queue's turn: its mails leave (decision 0073). */
  async function save(browser: Browser, form: Record<string, unknown>) {
    const answer = await browser.request({
      method: 'POST',
      url: '/api/users/save',
      payload: { ...form, captchaToken: await t.app.services.botcheck.issueTestToken() },
    });
    await t.app.jobWorker.drain();
    return answer;
  }

  /** Opens the link as a person would and presses the button; answers the POST's page. */
  async function confirm(secret: string, browser = new Browser(t.app)) {
    const page = await browser.request({ url: `/connect/email-change/${secret}` });
    const token = /name="_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    return browser.request({
      method: 'POST',
      url: '/connect/email-change',
      headers: FORM,
      payload: new URLSearchParams({ secret, _token: token }).toString(),
    });
  }

  it('saves the rest of the form, keeps the sign-in e-mail and mails a link to the new address', async () => {
    const m = await member();
    const wanted = freshEmail();
    const res = await save(m.browser, peruForm(wanted.toUpperCase(), 'Rosa María'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userUpdatedFields: 1,
      redirect: '/perfil',
      emailConfirmationSentTo: wanted,
    });
    expect(await emailOf(m.id)).toBe(m.email);
    const user = (await m.browser.request({ url: '/api/users/data' })).json().user;
    expect(user).toMatchObject({ name: 'Rosa María', email: m.email, userUpdatedFields: 1 });

    const secret = secretIn(mailsTo(wanted).at(-1));
    expect(secret).not.toBe('');
    const [row] = await requestsOf(m.id);
    expect(row).toMatchObject({ new_email: wanted, used_at: null });
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(Date.parse(row!.expires_at) - TEST_NOW.getTime()).toBe(EMAIL_CHANGE_VALID_MS);
    expect(EMAIL_CHANGE_VALID_MS).toBe(24 * 60 * 60 * 1000);

    // The current address is told, without a link that could confirm anything.
    const notice = mailsTo(m.email).at(-1)!;
    expect(notice.subject).toBe('Se pidió cambiar el correo de tu cuenta');
    expect(notice.text).toContain(wanted);
    expect(notice.text).not.toMatch(LINK);
  });

  it('answers an address of another member exactly as a free one, storing and telling nothing', async () => {
    const m = await member();
    const other = await member();
    const free = freshEmail();
    const before = sent.length;
    const freeAnswer = await save(m.browser, peruForm(free));
    const freeMails = sent.slice(before);

    const m2 = await member();
    const start = sent.length;
    const takenAnswer = await save(m2.browser, peruForm(other.email));
    const takenMails = sent.slice(start);

    expect(takenAnswer.statusCode).toBe(freeAnswer.statusCode);
    expect(takenAnswer.statusCode).toBe(200);
    expect(takenAnswer.json()).toEqual({ ...freeAnswer.json(), emailConfirmationSentTo: other.email });
    expect(Object.keys(takenAnswer.headers).sort()).toEqual(Object.keys(freeAnswer.headers).sort());
    // The requester's own mailbox receives the same notice in both cases.
    // Queued mails due at the same instant leave in any order.
    expect(takenMails.map((x) => x.to).sort()).toEqual([m2.email, other.email].sort());
    expect(freeMails.map((x) => x.to).sort()).toEqual([m.email, free].sort());
    const takenNotice = takenMails.find((x) => x.to === m2.email)!;
    const freeNotice = freeMails.find((x) => x.to === m.email)!;
    expect(takenNotice.subject).toBe(freeNotice.subject);
    expect(takenNotice.text.replace(other.email, 'X')).toBe(freeNotice.text.replace(free, 'X'));
    // The owner of the address gets a neutral notice: no link, nothing about who asked.
    const neutral = takenMails.find((x) => x.to === other.email)!;
    expect(neutral.text).not.toMatch(LINK);
    expect(neutral.text).not.toContain(m2.email);
    expect(neutral.text).not.toContain('Rosa');

    expect(await requestsOf(m2.id)).toEqual([]);
    expect(await emailOf(m2.id)).toBe(m2.email);
    expect(await emailOf(other.id)).toBe(other.email);
    const user = (await m2.browser.request({ url: '/api/users/data' })).json().user;
    expect(user).toMatchObject({ userUpdatedFields: 1, email: m2.email });
  });

  it('sends nothing when the e-mail is the current one, whatever its case', async () => {
    const m = await member();
    const before = sent.length;
    const res = await save(m.browser, peruForm(m.email.toUpperCase()));
    expect(res.json()).toEqual({ userUpdatedFields: 1, redirect: '/perfil' });
    expect(sent.length).toBe(before);
    expect(await requestsOf(m.id)).toEqual([]);
  });

  it('changes the address when the link is confirmed, once, signed in or not', async () => {
    const m = await member();
    const wanted = freshEmail();
    await save(m.browser, peruForm(wanted));
    const secret = secretIn(mailsTo(wanted).at(-1));

    const stranger = new Browser(t.app);
    const page = await stranger.request({ url: `/connect/email-change/${secret}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirmar mi nuevo correo');
    expect(await emailOf(m.id)).toBe(m.email);

    const done = await confirm(secret, stranger);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Tu correo ha cambiado');
    expect(await emailOf(m.id)).toBe(wanted);
    expect((await new Browser(t.app).signIn(wanted)).headers.location).toBe('/');

    const again = await confirm(secret);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(emailChangeProblems.used);
    const reopened = await new Browser(t.app).request({ url: `/connect/email-change/${secret}` });
    expect(reopened.statusCode).toBe(409);
  });

  it('refuses a confirmation without the page’s anti-forgery token', async () => {
    const m = await member();
    const wanted = freshEmail();
    await save(m.browser, peruForm(wanted));
    const secret = secretIn(mailsTo(wanted).at(-1));
    const forged = await new Browser(t.app).request({
      method: 'POST',
      url: '/connect/email-change',
      headers: FORM,
      payload: new URLSearchParams({ secret, _token: 'x' }).toString(),
    });
    expect(forged.statusCode).toBe(419);
    expect(await emailOf(m.id)).toBe(m.email);
    expect((await requestsOf(m.id))[0]!.used_at).toBeNull();
  });

  it('refuses an expired link, an unknown one and one replaced by a newer request', async () => {
    const m = await member();
    const first = freshEmail();
    await save(m.browser, peruForm(first));
    const old = secretIn(mailsTo(first).at(-1));
    const second = freshEmail();
    await save(m.browser, peruForm(second));
    const secret = secretIn(mailsTo(second).at(-1));

    const replaced = await confirm(old);
    expect(replaced.statusCode).toBe(422);
    expect(replaced.body).toContain(emailChangeProblems.unknown);
    const unknown = await new Browser(t.app).request({ url: '/connect/email-change/no-existe-este-enlace' });
    expect(unknown.statusCode).toBe(422);

    t.clock.advance(EMAIL_CHANGE_VALID_MS);
    const expiredPage = await new Browser(t.app).request({ url: `/connect/email-change/${secret}` });
    expect(expiredPage.statusCode).toBe(422);
    expect(expiredPage.body).toContain(emailChangeProblems.expired);
    await expect(t.app.services.emailChange.confirm(secret)).rejects.toMatchObject({
      code: 'VALIDATION',
      problem: 'expired',
    });
    expect(await emailOf(m.id)).toBe(m.email);
  });

  it('refuses the change if the address became taken after the request, without a 500 or a log of it', async () => {
    const m = await member();
    const rival = await member();
    const wanted = freshEmail();
    await save(m.browser, peruForm(wanted));
    const secret = secretIn(mailsTo(wanted).at(-1));
    // Meanwhile another account gets the address (an invitation, another member's change).
    await t.db.updateTable('users').set({ email: wanted }).where('id', '=', rival.id).execute();

    const res = await confirm(secret);
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain(emailChangeProblems.taken);
    expect(await emailOf(m.id)).toBe(m.email);
    expect(await emailOf(rival.id)).toBe(wanted);
    // The refused confirmation left the link unused, so nothing half-done remains.
    expect((await requestsOf(m.id))[0]!.used_at).toBeNull();
  });

  it('lets only one of two members who asked for the same address have it', async () => {
    const a = await member();
    const b = await member();
    const wanted = freshEmail();
    await save(a.browser, peruForm(wanted));
    const secretA = secretIn(mailsTo(wanted).at(-1));
    await save(b.browser, peruForm(wanted));
    const secretB = secretIn(mailsTo(wanted).at(-1));
    expect(secretB).not.toBe(secretA);
    const results = await Promise.allSettled([
      t.app.services.emailChange.confirm(secretA),
      t.app.services.emailChange.confirm(secretB),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r) => r.status === 'rejected').map((r) => r.reason);
    expect(refused).toEqual([expect.objectContaining({ code: 'CONFLICT', problem: 'taken' })]);
    expect([await emailOf(a.id), await emailOf(b.id)].filter((e) => e === wanted)).toHaveLength(1);
  });

  it('wrote no address and no link secret to the logs, at trace level', () => {
    const all = logLines.join('\n');
    expect(all).toContain('/api/users/save');
    expect(all).toContain('/connect/email-change/[redacted]');
    expect(all).not.toMatch(/[a-z0-9.+-]+@(?:escuela\.example\.net|example\.org)/i);
    for (const mail of sent) {
      const secret = secretIn(mail);
      if (secret) expect(all).not.toContain(secret);
    }
    expect(logLines.filter((l) => JSON.parse(l).level >= 50)).toEqual([]);
  });

  it('tells the screen what to say', () => {
    expect(emailChangeSentNotice('ana@example.org')).toContain(
      'Te enviamos un correo a ana@example.org para confirmar tu nuevo correo electrónico',
    );
  });
});
