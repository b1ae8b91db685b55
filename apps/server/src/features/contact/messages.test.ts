import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageRow } from '@foro/shared/contact/admin-schemas';
import { newId } from '../../lib/ids.ts';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import {
  createCoach,
  createMeeting,
  createMember,
  signedInMember,
  type Member,
} from '../../test/factories.ts';
import { startMailbox, type Mailbox } from '../../test/mailbox.ts';

const BASE = '/api/admin/meeting-messages';

describe.each(engines)('meeting contact messages in the inbox on %s (docs/product/inbox.md)', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let staffUser: Member;
  let staff: Browser;

  /** A member's message as /encuentros/{slug}/contacto stores it. */
  async function createMessage(meetingId: string, userId: string, msg: string, at = TEST_NOW) {
    const id = newId();
    await t.db
      .insertInto('meeting_contacts')
      .values({ id, meeting_id: meetingId, user_id: userId, msg, created_at: at.toISOString() })
      .execute();
    return id;
  }
  const list = async (query: string) => {
    const answer = await staff.request({ url: `${BASE}?${query}` });
    expect(answer.statusCode).toBe(200);
    return answer.json() as { rows: MessageRow[]; nextCursor?: string };
  };
  const counts = async () => (await staff.request({ url: '/api/admin/inbox/counts' })).json();

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(engine, { env: { SMTP_URL: mailbox.url } });
    ({ user: staffUser, browser: staff } = await signedInMember(t, { role: 'staff' }));
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('answers 401 to a visitor and 403 to a member and a coach on every message route', async () => {
    const meeting = await createMeeting(t.db);
    const author = await createMember(t.db);
    const id = await createMessage(meeting.id, author.id, '¿Habrá grabación?');
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    const member = new Browser(t.app);
    await member.signIn(author.email);
    const coach = new Browser(t.app);
    await coach.signIn((await createCoach(t.db)).email);
    const calls = [
      { url: BASE },
      { url: `${BASE}/meetings` },
      { method: 'POST' as const, url: `${BASE}/${id}/answer`, payload: { answer: 'Sí' } },
      { method: 'POST' as const, url: `${BASE}/${id}/answered`, payload: {} },
    ];
    for (const call of calls) {
      expect((await visitor.request(call)).statusCode, call.url).toBe(401);
      expect((await member.request(call)).statusCode, call.url).toBe(403);
      expect((await coach.request(call)).statusCode, call.url).toBe(403);
    }
    expect((await list(`meeting=${meeting.id}`)).rows[0]).toMatchObject({ answeredAt: null, answer: null });
  });

  it('lists a meeting’s messages newest first with the member’s name and country, in keyset pages', async () => {
    const meeting = await createMeeting(t.db);
    const other = await createMeeting(t.db);
    const ana = await createMember(t.db, { name: 'Ana', lastname: 'Rojas', country: 'chile' });
    const old = await createMessage(meeting.id, ana.id, 'Primero', new Date(TEST_NOW.getTime() - 60_000));
    const recent = await createMessage(meeting.id, ana.id, '<b>Segundo</b>');
    await createMessage(other.id, ana.id, 'De otro encuentro');

    const page = await list(`meeting=${meeting.id}&limit=1`);
    expect(page.rows).toEqual([
      expect.objectContaining({
        id: recent,
        msg: '<b>Segundo</b>',
        member: { name: 'Ana Rojas', email: ana.email, country: 'chile' },
        meeting: { id: meeting.id, slug: meeting.slug, title: meeting.title },
      }),
    ]);
    const next = await list(`meeting=${meeting.id}&limit=1&cursor=${page.nextCursor}`);
    expect(next.rows.map((r) => r.id)).toEqual([old]);
    expect(next.nextCursor).toBeUndefined();

    const meetings = (await staff.request({ url: `${BASE}/meetings` })).json();
    expect(meetings).toContainEqual({ id: meeting.id, title: meeting.title, open: 2, total: 2 });
    expect((await staff.request({ url: `${BASE}?state=todos` })).statusCode).toBe(422);
  });

  it('mails the answer, keeps it with the message and counts the message as answered; only once', async () => {
    const meeting = await createMeeting(t.db, { title: 'Evaluar para aprender' });
    const author = await createMember(t.db, { name: 'Luis' });
    const id = await createMessage(meeting.id, author.id, '¿Dónde encuentro la presentación?');
    const before = (await counts()).messages as number;

    const empty = await staff.request({
      method: 'POST',
      url: `${BASE}/${id}/answer`,
      payload: { answer: '  ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.answer).toBe('Escribe la respuesta.');

    const answered = await staff.request({
      method: 'POST',
      url: `${BASE}/${id}/answer`,
      payload: { answer: 'Hola Luis.\n\nLa presentación está en la página del encuentro.' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      answer: 'Hola Luis.\n\nLa presentación está en la página del encuentro.',
      answeredAt: TEST_NOW.toISOString(),
      answeredBy: staffUser.email,
    });
    await t.app.jobWorker.drain();
    const mail = mailbox.lastTo(author.email);
    expect(mail.subject).toBe('Respuesta a tu mensaje sobre «Evaluar para aprender»');
    expect(mail.text).toContain('La presentación está en la página del encuentro.');
    expect(mail.text).toContain('¿Dónde encuentro la presentación?');
    expect((await counts()).messages).toBe(before - 1);
    expect((await list(`meeting=${meeting.id}&state=answered`)).rows.map((r) => r.id)).toEqual([id]);
    expect((await list(`meeting=${meeting.id}&state=open`)).rows).toEqual([]);

    const sent = mailbox.received.length;
    const again = await staff.request({
      method: 'POST',
      url: `${BASE}/${id}/answer`,
      payload: { answer: 'Otra' },
    });
    expect(again.statusCode).toBe(409);
    await t.app.jobWorker.drain();
    expect(mailbox.received.length).toBe(sent);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('item_id', '=', id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ item_type: 'meeting-message', action: 'update' });
  });

  it('marks a message answered without a mail', async () => {
    const meeting = await createMeeting(t.db);
    const author = await createMember(t.db);
    const id = await createMessage(meeting.id, author.id, 'Gracias por el encuentro');
    const sent = mailbox.received.length;
    const marked = await staff.request({ method: 'POST', url: `${BASE}/${id}/answered`, payload: {} });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ answer: null, answeredAt: TEST_NOW.toISOString() });
    expect(mailbox.received.length).toBe(sent);
    expect(
      (await staff.request({ method: 'POST', url: `${BASE}/${newId()}/answered`, payload: {} })).statusCode,
    ).toBe(404);
  });

  it('marks a viewing problem sent from the live page, and keeps other messages plain', async () => {
    const meeting = await createMeeting(t.db);
    const author = await createMember(t.db);
    const member = new Browser(t.app);
    await member.signIn(author.email);
    const send = (payload: Record<string, unknown>) =>
      member.request({ method: 'POST', url: '/api/meeting/contact', payload });
    expect(
      (await send({ meetingSelect: meeting.slug, msg: 'Se corta el vídeo', kind: 'viewing' })).statusCode,
    ).toBe(200);
    expect((await send({ meetingSelect: meeting.slug, msg: '¿Habrá grabación?' })).statusCode).toBe(200);
    const refused = await send({ meetingSelect: meeting.slug, msg: 'x', kind: 'otro' });
    expect(refused.statusCode).toBe(422);
    const rows = (await list(`meeting=${meeting.id}`)).rows;
    expect(rows.map((r) => [r.msg, r.kind]).sort()).toEqual([
      ['Se corta el vídeo', 'viewing'],
      ['¿Habrá grabación?', 'message'],
    ]);
  });
});
