import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createMeeting, createMember, type Member } from '../../test/factories.ts';
import { startMailbox, recipient, type Mailbox } from '../../test/mailbox.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 15:00 UTC, a week after TEST_NOW: 10:00 in Bogotá, 12:00 in Santiago (summer time until April). */
const START = new Date(TEST_NOW.getTime() + 7 * DAY);

/** The reminders a member received (the registration's confirmation is meeting-mails.test.ts's). */
const mailsTo = (mailbox: Mailbox, email: string): ParsedMail[] =>
  mailbox.received.filter(
    (m) => recipient(m) === email.toLowerCase() && m.subject?.startsWith('Recordatorio'),
  );
const rawHeader = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((h) => h.key === key.toLowerCase())?.line ?? '';

describe.each(engines)('meeting reminders on %s (issue 16 §2)', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let staff: Browser;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(engine, { seed: true, env: { SMTP_URL: mailbox.url } });
    staff = new Browser(t.app);
    await staff.signIn('admin@example.org');
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  /** A member of `country` signed in and registered for `slug`. */
  async function registered(slug: string, values: Partial<Member> = {}) {
    const member = await createMember(t.db, {
      country: 'chile',
      name: 'Begoña',
      lastname: 'Núñez',
      ...values,
    });
    const browser = new Browser(t.app);
    expect((await browser.signIn(member.email, member.password)).statusCode).toBe(303);
    const answer = await browser.request({ url: `/api/meeting/${slug}/inscription` });
    expect(answer.statusCode, answer.body).toBe(200);
    return member;
  }

  /** Moves the clock and runs the queue until nothing is due. */
  async function at(instant: Date) {
    t.clock.set(instant);
    await t.app.jobWorker.drain();
  }

  it('sends the day-before reminder once when the clock reaches it, in the member zone, with the calendar file', async () => {
    t.clock.set(TEST_NOW);
    const meeting = await createMeeting(t.db, {
      starts_at: START.toISOString(),
      title: 'Evaluar para aprender',
    });
    const member = await registered(meeting.slug);

    await at(new Date(START.getTime() - DAY - MINUTE));
    expect(mailsTo(mailbox, member.email)).toHaveLength(0);

    await at(new Date(START.getTime() - DAY));
    await at(new Date(START.getTime() - DAY + 5 * MINUTE));
    const mails = mailsTo(mailbox, member.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Recordatorio: «Evaluar para aprender» empieza mañana');
    expect(mail.text).toContain('martes, 17 de marzo de 2026, a las 12:00 (GMT-3)');
    expect(mail.html).toContain('12:00 (GMT-3)');
    expect(mail.text).toContain(`/encuentros/${meeting.slug}/vive-el-encuentro`);
    // RFC 2047: accents travel encoded in the raw headers and come back intact.
    expect(rawHeader(mail, 'subject')).toMatch(/=\?UTF-8\?[BQ]\?/i);
    expect(rawHeader(mail, 'to')).toMatch(/=\?UTF-8\?[BQ]\?/i);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.name : '').toBe('Begoña Núñez');
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@example\.org>$/);
    expect(mail.date?.toISOString()).toBe(new Date(START.getTime() - DAY).toISOString());
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(String(rawHeader(mail, 'list-unsubscribe'))).toMatch(/<http[^>]+\/correo\/baja\/[^>]+>/);
    expect(mail.text).toContain('/perfil');
    const ics = mail.attachments.find((a) => a.filename?.endsWith('.ics'));
    expect(ics?.contentType).toBe('text/calendar');
    expect(ics?.content.toString()).toContain('DTSTART:20260317T150000Z');

    // The hour-before reminder follows, also once.
    await at(new Date(START.getTime() - HOUR));
    await at(new Date(START.getTime() - 30 * MINUTE));
    expect(mailsTo(mailbox, member.email).map((m) => m.subject)).toEqual([
      'Recordatorio: «Evaluar para aprender» empieza mañana',
      'Recordatorio: «Evaluar para aprender» empieza en una hora',
    ]);
  });

  it('moves the reminders with the meeting and cancels them when it is unpublished', async () => {
    t.clock.set(TEST_NOW);
    await staff.signIn('admin@example.org');
    const meeting = await createMeeting(t.db, { starts_at: START.toISOString() });
    const member = await registered(meeting.slug, { country: 'colombia' });
    const stored = (await staff.request({ url: `/api/admin/meetings/${meeting.id}` })).json();
    const moved = await staff.request({
      method: 'PUT',
      url: `/api/admin/meetings/${meeting.id}`,
      payload: { ...stored.values, date: '2026-03-18', revision: stored.revision },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    await at(new Date(START.getTime() - DAY));
    expect(mailsTo(mailbox, member.email)).toHaveLength(0);
    await at(new Date(START.getTime()));
    const mails = mailsTo(mailbox, member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('miércoles, 18 de marzo de 2026, a las 10:00 (GMT-5)');

    // Unpublished: the hour-before reminder is not sent.
    await staff.signIn('admin@example.org');
    const now = (await staff.request({ url: `/api/admin/meetings/${meeting.id}` })).json();
    const hidden = await staff.request({
      method: 'POST',
      url: `/api/admin/meetings/${meeting.id}/unpublish`,
      payload: { revision: now.revision },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    await at(new Date(START.getTime() + DAY - 30 * MINUTE));
    expect(mailsTo(mailbox, member.email)).toHaveLength(1);
  });

  it('sends nothing to a member who turned reminders off, and stops when the registration ends', async () => {
    t.clock.set(TEST_NOW);
    const meeting = await createMeeting(t.db, { starts_at: START.toISOString() });
    const quiet = await registered(meeting.slug, { notification_reminders: 0 });
    const leaving = await registered(meeting.slug);
    await t.db
      .deleteFrom('meeting_inscriptions')
      .where('meeting_id', '=', meeting.id)
      .where('user_id', '=', leaving.id)
      .execute();
    await t.app.services.notifications.inscriptionCancelled(meeting.id, leaving.id);
    await at(new Date(START.getTime() - 30 * MINUTE));
    expect(mailsTo(mailbox, quiet.email)).toHaveLength(0);
    expect(mailsTo(mailbox, leaving.email)).toHaveLength(0);
  });

  it('lets a member cancel the registration: the queued reminders go, nobody else’s, never after the meeting', async () => {
    t.clock.set(TEST_NOW);
    const meeting = await createMeeting(t.db, { starts_at: START.toISOString() });
    const leaving = await registered(meeting.slug);
    const staying = await registered(meeting.slug);
    const pendingFor = async (userId: string) =>
      (
        await t.db
          .selectFrom('jobs')
          .select('status')
          .where('dedupe_key', 'like', `reminder-%:${meeting.id}:${userId}`)
          .where('status', '=', 'pending')
          .execute()
      ).length;
    expect(await pendingFor(leaving.id)).toBe(2);
    const url = `/api/meeting/${meeting.slug}/inscription/cancel`;

    // A visitor cannot; a request without the anti-forgery header cannot.
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    expect((await visitor.request({ method: 'POST', url })).statusCode).toBe(401);
    const browser = new Browser(t.app);
    await browser.signIn(leaving.email, leaving.password);
    const forged = await browser.request({ method: 'POST', url, xsrf: false });
    expect(forged.statusCode).toBe(419);

    const cancelled = await browser.request({ method: 'POST', url });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ status: true, inscribed: false });
    expect((await browser.request({ url: `/api/meeting/${meeting.slug}` })).json().inscribed).toBe(false);
    expect(await pendingFor(leaving.id)).toBe(0);
    expect(await pendingFor(staying.id)).toBe(2);
    // Twice changes nothing.
    expect((await browser.request({ method: 'POST', url })).statusCode).toBe(200);

    await at(new Date(START.getTime() - 30 * MINUTE));
    expect(mailsTo(mailbox, leaving.email)).toHaveLength(0);
    expect(mailsTo(mailbox, staying.email)).toHaveLength(2);

    // Registered again, then the meeting is over: the registration stays part of its record.
    t.clock.set(TEST_NOW);
    expect((await browser.request({ url: `/api/meeting/${meeting.slug}/inscription` })).statusCode).toBe(200);
    t.clock.set(new Date(START.getTime() + DAY));
    await browser.signIn(leaving.email, leaving.password);
    const late = await browser.request({ method: 'POST', url });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('El encuentro ya terminó: su inscripción no se puede cancelar.');
    // An unknown meeting: 404.
    expect(
      (await browser.request({ method: 'POST', url: '/api/meeting/no-existe/inscription/cancel' }))
        .statusCode,
    ).toBe(404);
  });

  it('writes the hour in each member’s own zone: Aysén, Easter Island and Quintana Roo keep their clocks (decision 0046)', async () => {
    // 18 June 2026, 18:00 in Bogotá (23:00 UTC): Santiago is on winter time (GMT-4), Aysén stays at GMT-3.
    const june = new Date('2026-06-18T23:00:00Z');
    t.clock.set(new Date('2026-06-01T12:00:00Z'));
    const meeting = await createMeeting(t.db, {
      starts_at: june.toISOString(),
      time_zone: 'America/Bogota',
      title: 'Aprender en invierno',
    });
    const santiago = await registered(meeting.slug, {
      country: 'chile',
      region: 'Región Metropolitana de Santiago',
      commune: 'Santiago',
    });
    // The confirmation form keeps the directory ids; Aysén is found by its region's id.
    const aysen = await registered(meeting.slug, {
      country: 'chile',
      region: 'Aysén del General Carlos Ibáñez del Campo',
      place_ids: JSON.stringify({ region: '69a54067-3b07-5bcd-baf1-9d6665fb0aea', commune: '' }),
    });
    // Saved without ids: matched by the names within the country.
    const easter = await registered(meeting.slug, {
      country: 'chile',
      region: 'Valparaíso',
      commune: 'Isla de Pascua',
    });
    const cancun = await registered(meeting.slug, { country: 'mexico', state: 'Quintana Roo' });
    const capital = await registered(meeting.slug, { country: 'mexico', state: 'Jalisco' });

    await at(new Date(june.getTime() - DAY));
    const textOf = (m: Member) => mailsTo(mailbox, m.email).map((mail) => mail.text ?? '');
    expect(textOf(santiago)).toEqual([
      expect.stringContaining('jueves, 18 de junio de 2026, a las 19:00 (GMT-4)'),
    ]);
    expect(textOf(aysen)).toEqual([
      expect.stringContaining('jueves, 18 de junio de 2026, a las 20:00 (GMT-3)'),
    ]);
    expect(textOf(easter)).toEqual([
      expect.stringContaining('jueves, 18 de junio de 2026, a las 17:00 (GMT-6)'),
    ]);
    expect(textOf(cancun)).toEqual([
      expect.stringContaining('jueves, 18 de junio de 2026, a las 18:00 (GMT-5)'),
    ]);
    expect(textOf(capital)).toEqual([
      expect.stringContaining('jueves, 18 de junio de 2026, a las 17:00 (GMT-6)'),
    ]);
  });

  it('tells the signed-in member their own zone in the current-user answer, and visitors none', async () => {
    const aysen = await createMember(t.db, {
      country: 'chile',
      region: 'Aysén del General Carlos Ibáñez del Campo',
      place_ids: JSON.stringify({ region: '69a54067-3b07-5bcd-baf1-9d6665fb0aea' }),
    });
    const browser = new Browser(t.app);
    expect((await browser.request({ url: '/api/users/username' })).json().timeZone).toBeUndefined();
    await browser.signIn(aysen.email, aysen.password);
    expect((await browser.request({ url: '/api/users/username' })).json().timeZone).toBe('America/Coyhaique');
    // Where she lives comes with her session, kept a while by the process: a change to her account is
    // still seen by the very next answer (it moves the `sessions` counter).
    await t.db
      .updateTable('users')
      .set({ region: 'Metropolitana de Santiago', place_ids: '{}' })
      .where('id', '=', aysen.id)
      .execute();
    expect((await browser.request({ url: '/api/users/username' })).json().timeZone).toBe('America/Santiago');
    const bogota = await createMember(t.db, { country: 'colombia' });
    const other = new Browser(t.app);
    await other.signIn(bogota.email, bogota.password);
    expect((await other.request({ url: '/api/users/username' })).json().timeZone).toBe('America/Bogota');
  });
});

describe('a reminder while the SMTP server is down (issue 16 §3)', () => {
  it('is retried with backoff and arrives once when the server is back', async () => {
    // A port where nothing listens yet: the first attempts are refused.
    const probe = await startMailbox();
    const port = probe.port;
    await probe.close();
    const t = await createTestApp('sqlite', { seed: true, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    let mailbox: Mailbox | undefined;
    try {
      const meeting = await createMeeting(t.db, { starts_at: START.toISOString() });
      const member = await createMember(t.db);
      await t.db
        .insertInto('meeting_inscriptions')
        .values({ meeting_id: meeting.id, user_id: member.id, created_at: TEST_NOW.toISOString() })
        .execute();
      await t.app.services.notifications.inscribed(meeting.id, member.id, false);
      const job = () =>
        t.db
          .selectFrom('jobs')
          .selectAll()
          .where('dedupe_key', '=', `reminder-day:${meeting.id}:${member.id}`)
          .executeTakeFirstOrThrow();

      const due = new Date(START.getTime() - DAY);
      t.clock.set(due);
      await t.app.jobWorker.drain();
      expect(await job()).toMatchObject({ status: 'pending', attempts: 1 });
      expect((await job()).last_error).toMatch(/No se pudo enviar el correo por SMTP/);
      expect((await job()).run_at).toBe(new Date(due.getTime() + MINUTE).toISOString());

      // Not before its backoff; then a second failure doubles it.
      await t.app.jobWorker.drain();
      expect((await job()).attempts).toBe(1);
      t.clock.advance(MINUTE);
      await t.app.jobWorker.drain();
      expect(await job()).toMatchObject({ status: 'pending', attempts: 2 });
      expect((await job()).run_at).toBe(new Date(due.getTime() + 3 * MINUTE).toISOString());

      mailbox = await startMailbox(port);
      t.clock.advance(2 * MINUTE);
      await t.app.jobWorker.drain();
      t.clock.advance(HOUR);
      await t.app.jobWorker.drain();
      expect(await job()).toMatchObject({ status: 'sent', attempts: 3 });
      expect(mailsTo(mailbox, member.email)).toHaveLength(1);
    } finally {
      await t.close();
      await mailbox?.close();
    }
  });

  it('ends failed with the reason after the last attempt; staff retry it (audited), other roles cannot', async () => {
    const probe = await startMailbox();
    const port = probe.port;
    await probe.close();
    const t = await createTestApp('sqlite', { seed: true, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    let mailbox: Mailbox | undefined;
    try {
      const meeting = await createMeeting(t.db, { starts_at: START.toISOString() });
      const member = await createMember(t.db);
      await t.db
        .insertInto('meeting_inscriptions')
        .values({ meeting_id: meeting.id, user_id: member.id, created_at: TEST_NOW.toISOString() })
        .execute();
      await t.app.services.notifications.inscribed(meeting.id, member.id, false);
      t.clock.set(new Date(START.getTime() - DAY));
      for (let i = 0; i < 8; i++) {
        await t.app.jobWorker.drain();
        t.clock.advance(2 * HOUR);
      }
      const failed = await t.db
        .selectFrom('jobs')
        .selectAll()
        .where('dedupe_key', '=', `reminder-day:${meeting.id}:${member.id}`)
        .executeTakeFirstOrThrow();
      expect(failed).toMatchObject({ status: 'failed', attempts: 6 });

      const staff = new Browser(t.app);
      await staff.signIn('admin@example.org');
      const list = await staff.request({ url: '/api/admin/mail-queue?status=failed' });
      expect(list.statusCode).toBe(200);
      expect(list.json().rows).toEqual([
        expect.objectContaining({
          id: failed.id,
          recipient: member.email,
          kind_label: 'Recordatorio de encuentro',
          last_error: expect.stringMatching(/No se pudo enviar/),
        }),
      ]);

      const someone = await createMember(t.db);
      const memberBrowser = new Browser(t.app);
      await memberBrowser.signIn(someone.email, someone.password);
      const url = `/api/admin/mail-queue/${failed.id}/retry`;
      expect((await memberBrowser.request({ method: 'POST', url })).statusCode).toBe(403);
      expect((await new Browser(t.app).request({ method: 'POST', url })).statusCode).toBe(419);

      // Too late for the day-before reminder now? It is still before the meeting: it goes.
      t.clock.set(new Date(START.getTime() - 2 * HOUR));
      mailbox = await startMailbox(port);
      const retried = await staff.request({ method: 'POST', url });
      expect(retried.statusCode, retried.body).toBe(200);
      expect((await staff.request({ method: 'POST', url })).statusCode).toBe(409);
      await t.app.jobWorker.drain();
      expect(mailsTo(mailbox, member.email)).toHaveLength(1);
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('item_id', '=', failed.id)
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ action: 'retry', item_type: 'mail', actor_email: 'admin@example.org' });
    } finally {
      await t.close();
      await mailbox?.close();
    }
  });
});
