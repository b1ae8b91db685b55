import { MARK_REASON_REQUIRED } from '@foro/shared/attendance/schemas';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createMeeting, createMember, type Member, signedInMember } from '../../test/factories.ts';
import { NOT_ELIGIBLE_MEETING, notAttended } from '../certificates/index.ts';
import { recipient, startMailbox, type Mailbox } from '../../test/mailbox.ts';
import { emailsIn } from './attendance.service.ts';

const MINUTE = 60_000;

describe('emailsIn', () => {
  it('finds each address once, lower-cased, in any column of a CSV or a pasted list', () => {
    const csv =
      'Nombre;Correo;Minutos\r\n"Quispe, Rosa";Rosa.Q@Example.org;45\r\nLuis\tluis@example.org\t12\n' +
      '<ana@example.org>, rosa.q@example.org\nsin correo;nada@;@x\n';
    expect(emailsIn(csv)).toEqual(['rosa.q@example.org', 'luis@example.org', 'ana@example.org']);
  });
});

/** Issue 34 item 2: staff mark attendance, import it from a list and issue the certificates in bulk. */
describe.each(engines)('attendance and certificates by staff on %s', (engine) => {
  let t: TestApp;
  let staff: Browser;
  let mailbox: Mailbox;
  afterEach(() => t.clock.set(TEST_NOW));
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(engine, { env: { SMTP_URL: mailbox.url } });
    ({ browser: staff } = await signedInMember(t, { role: 'staff' }));
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  const signedIn = async (member: Member) => {
    const browser = new Browser(t.app);
    expect((await browser.signIn(member.email, member.password)).statusCode).toBe(303);
    return browser;
  };
  /** A meeting that ended (started 2 hours before TEST_NOW, 90 minutes long) with a replay. */
  const pastMeeting = (values: Parameters<typeof createMeeting>[1] = {}) =>
    createMeeting(t.db, {
      starts_at: new Date(TEST_NOW.getTime() - 120 * MINUTE).toISOString(),
      iframe_post_event: 'https://player.vimeo.com/video/76979871',
      attendance_minutes: 30,
      ...values,
    });
  const mark = (meetingId: string, userId: string, payload: unknown, who = staff) =>
    who.request({
      method: 'PUT',
      url: `/api/admin/meetings/${meetingId}/attendance/${userId}`,
      payload,
    });
  const list = async (meetingId: string, name: string) =>
    (await staff.request({ url: `/api/admin/meetings/${meetingId}/attendance?list=${name}` })).json();
  const minutes = (meetingId: string, userId: string, mode: 'live' | 'replay', count: number) =>
    t.db
      .insertInto('meeting_attendance')
      .values(
        Array.from({ length: count }, (_, i) => ({
          meeting_id: meetingId,
          user_id: userId,
          mode,
          minute: Math.floor(TEST_NOW.getTime() / MINUTE) - 110 + i,
          created_at: TEST_NOW.toISOString(),
        })),
      )
      .execute();
  const mailsTo = (email: string): ParsedMail[] =>
    mailbox.received.filter((m) => recipient(m) === email.toLowerCase());

  it('staff mark a member who has no minutes as attended: the member gets the certificate; the lists and the audit log say who and why', async () => {
    const meeting = await pastMeeting();
    const data = await createMember(t.db, { name: 'Rosa', lastname: 'Quispe' });
    const member = await signedIn(data);
    const refused = await member.request({
      method: 'POST',
      url: `/api/certificates/meeting/${meeting.slug}`,
    });
    expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: notAttended(30) });

    const marked = await mark(meeting.id, data.id, {
      mode: 'live',
      reason: 'Siguió el encuentro desde la sala del colegio',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ user_id: data.id, mode: 'live', attended: 'live' });

    expect((await member.request({ url: `/api/meeting/${meeting.slug}` })).json()).toMatchObject({
      attendance: { live_minutes: 0, attended: 'live' },
    });
    const issued = await member.request({ method: 'POST', url: `/api/certificates/meeting/${meeting.slug}` });
    expect(issued.statusCode, issued.body).toBe(200);

    const live = await list(meeting.id, 'live');
    expect(live.counts).toMatchObject({ live: 1, replay: 0, certificates: 1 });
    expect(live.rows).toEqual([
      expect.objectContaining({
        user_id: data.id,
        minutes: 0,
        mark: expect.objectContaining({
          mode: 'live',
          reason: 'Siguió el encuentro desde la sala del colegio',
        }),
      }),
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('item_type', '=', 'attendance')
      .where('item_id', '=', meeting.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update' });
    expect(audit[0]?.item_label).toContain('Rosa Quispe');
  });

  it('"No cuenta" overrides the minutes and "Lo que registró la página" gives the timer the last word again', async () => {
    const meeting = await pastMeeting();
    const data = await createMember(t.db);
    const member = await signedIn(data);
    await minutes(meeting.id, data.id, 'live', 35);
    const status = async () =>
      (await member.request({ url: `/api/meeting/${meeting.slug}` })).json().attendance.attended;
    expect(await status()).toBe('live');

    expect(
      (await mark(meeting.id, data.id, { mode: 'none', reason: 'Dejó la página abierta sin estar' })).json(),
    ).toMatchObject({ attended: null });
    expect(await status()).toBe(null);
    expect((await list(meeting.id, 'live')).counts.live).toBe(0);
    const refused = await member.request({
      method: 'POST',
      url: `/api/certificates/meeting/${meeting.slug}`,
    });
    expect(refused.statusCode).toBe(403);

    expect(
      (await mark(meeting.id, data.id, { mode: 'recorded', reason: 'Revisado con la emisora' })).json(),
    ).toMatchObject({ attended: 'live' });
    expect(await status()).toBe('live');
    expect((await list(meeting.id, 'live')).rows[0]).toMatchObject({ minutes: 35, mark: null });
  });

  it('bad input gets Spanish field errors and changes nothing; an unknown member or meeting is 404', async () => {
    const meeting = await pastMeeting();
    const data = await createMember(t.db);
    const short = await mark(meeting.id, data.id, { mode: 'live', reason: 'ok' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ reason: MARK_REASON_REQUIRED });
    const mode = await mark(meeting.id, data.id, { mode: 'siempre', reason: 'Un motivo válido' });
    expect(mode.statusCode).toBe(422);
    expect(mode.json().errors.mode).toBe('Elige cómo cuenta su asistencia.');
    expect(
      (await mark(meeting.id, 'no-existe', { mode: 'live', reason: 'Un motivo válido' })).statusCode,
    ).toBe(404);
    expect((await mark('no-existe', data.id, { mode: 'live', reason: 'Un motivo válido' })).statusCode).toBe(
      404,
    );
    const empty = await staff.request({
      method: 'POST',
      url: `/api/admin/meetings/${meeting.id}/attendance/import`,
      payload: { text: 'nombre;minutos\nRosa;40', mode: 'live', reason: 'Exportación de la emisora' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.text).toBe('No encontramos ninguna dirección de correo en la lista.');
    expect(
      await t.db
        .selectFrom('meeting_attendance_marks')
        .selectAll()
        .where('meeting_id', '=', meeting.id)
        .execute(),
    ).toEqual([]);
  });

  it('imports a CSV of e-mails: members found are marked, unknown addresses are named back', async () => {
    const meeting = await pastMeeting();
    const [a, b] = await Promise.all([createMember(t.db), createMember(t.db)]);
    const csv = `Nombre;Correo;Minutos\r\nUno;${a.email.toUpperCase()};52\r\nDos;${b.email};48\r\nTres;nadie@example.net;40\r\n`;
    const answer = await staff.request({
      method: 'POST',
      url: `/api/admin/meetings/${meeting.id}/attendance/import`,
      payload: { text: csv, mode: 'live', reason: 'Exportación de asistentes de la emisora' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ marked: 2, unknown: ['nadie@example.net'], unknown_count: 1 });
    const live = await list(meeting.id, 'live');
    expect(live.rows.map((r: { user_id: string }) => r.user_id).sort()).toEqual([a.id, b.id].sort());
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'changes_json'])
      .where('item_type', '=', 'attendance')
      .where('item_id', '=', meeting.id)
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('import');
    expect(JSON.parse(audit.changes_json)).toMatchObject({ marked: { after: 2 }, unknown: { after: 1 } });
  });

  it('issues every attendee’s certificate at once and mails each their link, once; unconfirmed members are asked to confirm', async () => {
    const meeting = await pastMeeting({ title: 'Evaluar para aprender' });
    const [live, replay, unconfirmed, absent] = await Promise.all([
      createMember(t.db, { name: 'Lucía' }),
      createMember(t.db, { name: 'Mateo' }),
      createMember(t.db, { name: 'Inés', updated_fields: 0 }),
      createMember(t.db),
    ]);
    await minutes(meeting.id, live.id, 'live', 40);
    await minutes(meeting.id, replay.id, 'replay', 31);
    await minutes(meeting.id, unconfirmed.id, 'live', 30);
    await minutes(meeting.id, absent.id, 'live', 5);
    const issue = () =>
      staff.request({ method: 'POST', url: `/api/admin/meetings/${meeting.id}/certificates` });

    const first = await issue();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ issued: 2, already: 0, unconfirmed: 1, revoked: 0 });
    await t.app.jobWorker.drain();
    const [mail] = mailsTo(live.email);
    expect(mail?.subject).toBe('Tu certificado de asistencia: Evaluar para aprender');
    const code = (
      await t.db
        .selectFrom('certificates')
        .select('code')
        .where('user_id', '=', live.id)
        .where('subject_id', '=', meeting.id)
        .executeTakeFirstOrThrow()
    ).code;
    expect(mail?.text).toContain(`/certificado/encuentro/${meeting.slug}`);
    expect(mail?.text).toContain(`/certificados/${code}`);
    expect(mailsTo(replay.email)).toHaveLength(1);
    expect(mailsTo(unconfirmed.email)[0]?.text).toContain('confirma tu nombre y apellidos');
    expect(mailsTo(absent.email)).toEqual([]);

    // The member's own download is the certificate staff issued.
    const browser = await signedIn(live);
    const own = await browser.request({ method: 'POST', url: `/api/certificates/meeting/${meeting.slug}` });
    expect(own.json().code).toBe(code);

    // Again: nothing new is issued and nobody with a certificate is mailed twice.
    const before = mailbox.received.length;
    const second = await issue();
    expect(second.json()).toEqual({ issued: 0, already: 2, unconfirmed: 1, revoked: 0 });
    await t.app.jobWorker.drain();
    expect(mailbox.received.length - before).toBe(1);
    expect(mailsTo(live.email)).toHaveLength(1);

    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('item_type', '=', 'meeting')
      .where('item_id', '=', meeting.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['issue', 'issue']);
  });

  it('refuses to issue before the meeting is over (403) and issues nothing', async () => {
    const meeting = await createMeeting(t.db, {
      starts_at: new Date(TEST_NOW.getTime() - 10 * MINUTE).toISOString(),
    });
    const data = await createMember(t.db);
    await mark(meeting.id, data.id, { mode: 'live', reason: 'Está en la sala con nosotros' });
    const answer = await staff.request({
      method: 'POST',
      url: `/api/admin/meetings/${meeting.id}/certificates`,
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe(NOT_ELIGIBLE_MEETING);
    expect(
      await t.db.selectFrom('certificates').selectAll().where('subject_id', '=', meeting.id).execute(),
    ).toEqual([]);
  });

  it('answers 401 to a visitor and 403 to a member and a coach, changing nothing', async () => {
    const meeting = await pastMeeting();
    const data = await createMember(t.db);
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    const member = await signedIn(await createMember(t.db));
    const { browser: coach } = await signedInMember(t, { role: 'coach' });
    const calls = [
      {
        method: 'PUT' as const,
        url: `/api/admin/meetings/${meeting.id}/attendance/${data.id}`,
        payload: { mode: 'live', reason: 'Un motivo válido' },
      },
      {
        method: 'POST' as const,
        url: `/api/admin/meetings/${meeting.id}/attendance/import`,
        payload: { text: data.email, mode: 'live', reason: 'Un motivo válido' },
      },
      { method: 'POST' as const, url: `/api/admin/meetings/${meeting.id}/certificates` },
    ];
    for (const call of calls) {
      expect((await visitor.request(call)).statusCode).toBe(401);
      expect((await member.request(call)).statusCode).toBe(403);
      expect((await coach.request(call)).statusCode).toBe(403);
    }
    expect(
      await t.db
        .selectFrom('meeting_attendance_marks')
        .selectAll()
        .where('meeting_id', '=', meeting.id)
        .execute(),
    ).toEqual([]);
  });
});
