import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createMeeting, createMember, type Member, signedInMember } from '../../test/factories.ts';
import { recipient, startMailbox, type Mailbox } from '../../test/mailbox.ts';

const DAY = 86_400_000;
/** 15:00 UTC a week after TEST_NOW: 10:00 in Bogotá. */
const START = new Date(TEST_NOW.getTime() + 7 * DAY);

const mailsTo = (mailbox: Mailbox, email: string): ParsedMail[] =>
  mailbox.received.filter((m) => recipient(m) === email.toLowerCase());

/** The calendar file of a mail, unfolded (RFC 5545 folds lines at 75 octets). */
function calendarOf(mail: ParsedMail) {
  const file = mail.attachments.find((a) => a.contentType === 'text/calendar');
  expect(file, `calendar file in «${mail.subject}»`).toBeDefined();
  const text = file!.content.toString().replace(/\r\n[ \t]/g, '');
  const field = (name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(text)?.[1] ?? '';
  return {
    text,
    method: field('METHOD'),
    uid: field('UID'),
    sequence: Number(field('SEQUENCE')),
    start: field('DTSTART'),
    status: field('STATUS'),
    // The part's own header says the method too (what mail clients read to offer "accept").
    headerMethod: (file!.headers.get('content-type') as { params?: { method?: string } } | undefined)?.params
      ?.method,
  };
}

describe.each(engines)("a meeting's service mails on %s (issue 34 §1)", (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let staff: Browser;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(engine, { env: { SMTP_URL: mailbox.url } });
    ({ browser: staff } = await signedInMember(t, { role: 'staff' }));
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  async function registered(slug: string, values: Partial<Member> = {}) {
    const member = await createMember(t.db, {
      country: 'colombia',
      name: 'Begoña',
      lastname: 'Núñez',
      ...values,
    });
    const browser = new Browser(t.app);
    expect((await browser.signIn(member.email, member.password)).statusCode).toBe(303);
    const answer = await browser.request({ url: `/api/meeting/${slug}/inscription` });
    expect(answer.statusCode, answer.body).toBe(200);
    return { member, browser };
  }

  const jobsOf = (kind: string) =>
    t.db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('created_at').execute();

  it('confirms a registration once, with a calendar invitation (METHOD:REQUEST, the meeting UID and SEQUENCE)', async () => {
    t.clock.set(TEST_NOW);
    const meeting = await createMeeting(t.db, {
      starts_at: START.toISOString(),
      title: 'Evaluar para aprender',
      revision: 3,
    });
    const { member, browser } = await registered(meeting.slug);
    // Registering again (the inscription is an idempotent GET) sends no second confirmation.
    expect((await browser.request({ url: `/api/meeting/${meeting.slug}/inscription` })).statusCode).toBe(200);
    const queued = (await jobsOf('meeting-inscription')).filter((j) => j.payload.includes(member.id));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.status).toBe('pending');

    await t.app.jobWorker.drain();
    const mails = mailsTo(mailbox, member.email);
    expect(mails.map((m) => m.subject)).toEqual(['Inscripción confirmada: «Evaluar para aprender»']);
    expect(mails[0]!.text).toContain('martes, 17 de marzo de 2026, a las 10:00 (GMT-5)');
    expect(mails[0]!.headers.get('list-unsubscribe')).toBeUndefined();
    const ics = calendarOf(mails[0]!);
    expect(ics.method).toBe('REQUEST');
    expect(ics.headerMethod).toBe('REQUEST');
    expect(ics.uid).toBe(`${meeting.id}@foro-de-educadores`);
    expect(ics.sequence).toBe(3);
    expect(ics.start).toBe('20260317T150000Z');
    expect(ics.text).toMatch(/^ORGANIZER;CN="?Foro de Educadores"?:mailto:foro@example\.org$/m);
    expect(ics.text.toLowerCase()).toMatch(
      new RegExp(`^attendee;.*:mailto:${member.email.replace(/\./g, '\\.')}$`, 'm'),
    );
    expect(
      (
        await t.db
          .selectFrom('jobs')
          .select('status')
          .where('id', '=', queued[0]!.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('sent');
    // The page's own download is the same event (same UID and SEQUENCE), published, not requested.
    const download = await browser.request({ url: `/api/meeting/${meeting.slug}/calendar` });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain(`UID:${meeting.id}@foro-de-educadores`);
    expect(download.body).toContain('SEQUENCE:3');
    expect(download.body).toContain('METHOD:PUBLISH');
  });

  it('tells the editor how many are registered, then each of them when the meeting moves (same UID, higher SEQUENCE)', async () => {
    t.clock.set(TEST_NOW);
    const meeting = await createMeeting(t.db, { starts_at: START.toISOString(), title: 'Leer en el aula' });
    const first = await registered(meeting.slug);
    const second = await registered(meeting.slug, { name: 'Rosa', lastname: 'Quispe', country: 'peru' });
    await t.app.jobWorker.drain();
    const confirmation = calendarOf(mailsTo(mailbox, first.member.email)[0]!);

    const stored = (await staff.request({ url: `/api/admin/meetings/${meeting.id}` })).json();
    expect(stored.inscribed).toBe(2);
    // A change of anything else (the topic) tells nobody.
    const retitled = await staff.request({
      method: 'PUT',
      url: `/api/admin/meetings/${meeting.id}`,
      payload: { ...stored.values, topic: 'Lectura compartida', revision: stored.revision },
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect(
      await jobsOf('meeting-changed').then((j) => j.filter((x) => x.payload.includes(meeting.id))),
    ).toHaveLength(0);

    const moved = await staff.request({
      method: 'PUT',
      url: `/api/admin/meetings/${meeting.id}`,
      payload: {
        ...retitled.json().values,
        date: '2026-03-18',
        time: '11:30',
        revision: retitled.json().revision,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Written with the save: there before the worker runs.
    const notices = (await jobsOf('meeting-changed')).filter((j) => j.payload.includes(meeting.id));
    expect(notices.map((j) => j.status)).toEqual(['pending', 'pending']);

    await t.app.jobWorker.drain();
    for (const { member } of [first, second]) {
      const mail = mailsTo(mailbox, member.email).at(-1)!;
      expect(mail.subject).toBe('Cambio de fecha u hora: «Leer en el aula»');
      const ics = calendarOf(mail);
      expect(ics.method).toBe('REQUEST');
      expect(ics.uid).toBe(confirmation.uid);
      expect(ics.sequence).toBe(moved.json().revision);
      expect(ics.sequence).toBeGreaterThan(confirmation.sequence);
      expect(ics.start).toBe('20260318T163000Z');
    }
    expect(mailsTo(mailbox, second.member.email).at(-1)!.text).toContain(
      'miércoles, 18 de marzo de 2026, a las 11:30 (GMT-5)',
    );

    // A new address is a change too (the link in the mail and the calendar).
    const relinked = await staff.request({
      method: 'PUT',
      url: `/api/admin/meetings/${meeting.id}`,
      payload: { ...moved.json().values, slug: `${meeting.slug}-nuevo`, revision: moved.json().revision },
    });
    expect(relinked.statusCode, relinked.body).toBe(200);
    await t.app.jobWorker.drain();
    const linkMail = mailsTo(mailbox, first.member.email).at(-1)!;
    expect(linkMail.subject).toBe('Cambio de enlace: «Leer en el aula»');
    expect(linkMail.text).toContain(`/encuentros/${meeting.slug}-nuevo/vive-el-encuentro`);
  });

  it('sends METHOD:CANCEL when a published meeting is unpublished, and nothing to those who left', async () => {
    t.clock.set(TEST_NOW);
    const meeting = await createMeeting(t.db, {
      starts_at: START.toISOString(),
      title: 'Convivencia escolar',
    });
    const stays = await registered(meeting.slug);
    const leaves = await registered(meeting.slug);
    expect(
      (
        await leaves.browser.request({
          method: 'POST',
          url: `/api/meeting/${meeting.slug}/inscription/cancel`,
        })
      ).statusCode,
    ).toBeLessThan(300);
    await t.app.jobWorker.drain();
    const before = mailsTo(mailbox, leaves.member.email).length;

    const stored = (await staff.request({ url: `/api/admin/meetings/${meeting.id}` })).json();
    const unpublished = await staff.request({
      method: 'POST',
      url: `/api/admin/meetings/${meeting.id}/unpublish`,
      payload: { revision: stored.revision },
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    await t.app.jobWorker.drain();
    const mail = mailsTo(mailbox, stays.member.email).at(-1)!;
    expect(mail.subject).toBe('Encuentro cancelado: «Convivencia escolar»');
    const ics = calendarOf(mail);
    expect(ics.method).toBe('CANCEL');
    expect(ics.status).toBe('CANCELLED');
    expect(ics.uid).toBe(`${meeting.id}@foro-de-educadores`);
    expect(ics.sequence).toBe(unpublished.json().revision);
    expect(mailsTo(mailbox, leaves.member.email)).toHaveLength(before);
  });

  it('shows every meeting mail in the back office queue with its recipient', async () => {
    const page = (await staff.request({ url: '/api/admin/mail-queue?status=sent&limit=100' })).json();
    const kinds = new Set(page.rows.map((r: { kind: string }) => r.kind));
    for (const kind of ['meeting-inscription', 'meeting-changed', 'meeting-cancelled'])
      expect(kinds).toContain(kind);
    const row = page.rows.find((r: { kind: string }) => r.kind === 'meeting-cancelled');
    expect(row.kind_label).toBe('Encuentro cancelado');
    expect(row.recipient).toMatch(/@/);
  });
});
