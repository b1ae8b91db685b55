import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailJob } from '@foro/shared/notifications/admin-schemas';
import { newId } from '../../lib/ids.ts';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createCoach, createMeeting, createMember, signedInMember } from '../../test/factories.ts';
import { recipient, startMailbox, type Mailbox } from '../../test/mailbox.ts';

/** A local port nobody listens on (the SMTP server is down until a test starts it there). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(engines)('every mail through the queue on %s (issue 34 §1)', (engine) => {
  let t: TestApp;
  let port: number;
  let mailbox: Mailbox | undefined;
  let staff: Browser;

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp(engine, {
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://foro.example.org' },
    });
    ({ browser: staff } = await signedInMember(t, { role: 'staff' }));
  });
  afterAll(async () => {
    await t.close();
    await mailbox?.close();
  });

  /** The SMTP server comes up on the port the app was told about. */
  async function smtpUp(): Promise<Mailbox> {
    mailbox ??= await startMailbox(port);
    return mailbox;
  }
  async function smtpDown() {
    await mailbox?.close();
    mailbox = undefined;
  }

  const job = (id: string) =>
    t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const jobsFor = async (kind: string, text: string) =>
    (
      await t.db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('created_at').execute()
    ).filter((j) => j.payload.includes(text));
  const queuePage = async (status: string) =>
    (await staff.request({ url: `/api/admin/mail-queue?status=${status}&limit=100` })).json() as {
      rows: MailJob[];
    };

  async function createRequest() {
    const id = newId();
    const email = `solicitud-${id.slice(0, 8)}@escuela.example.org`;
    await t.db
      .insertInto('contact_requests')
      .values({
        id,
        email,
        country: 'peru',
        name: 'Rosa',
        lastname: 'Quispe',
        school: 'Colegio de prueba',
        city: 'Cusco',
        school_type: 'Público',
        privacy_accepted_at: TEST_NOW.toISOString(),
        requests: 1,
        created_at: TEST_NOW.toISOString(),
        updated_at: TEST_NOW.toISOString(),
      })
      .execute();
    return { id, email };
  }

  it('answers a member with the SMTP server down: the answer is saved, its mail waits, "Reintentar ahora" sends it at once', async () => {
    await smtpDown();
    t.clock.set(TEST_NOW);
    const member = await createMember(t.db, { name: 'Begoña' });
    const meeting = await createMeeting(t.db, { title: 'Evaluar para aprender' });
    const messageId = newId();
    await t.db
      .insertInto('meeting_contacts')
      .values({
        id: messageId,
        meeting_id: meeting.id,
        user_id: member.id,
        msg: '¿Habrá grabación?',
        created_at: TEST_NOW.toISOString(),
      })
      .execute();

    const answered = await staff.request({
      method: 'POST',
      url: `/api/admin/meeting-messages/${messageId}/answer`,
      payload: { answer: 'Sí, la publicaremos al día siguiente.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().answer).toBe('Sí, la publicaremos al día siguiente.');
    const [queued] = await jobsFor('meeting-message-answer', member.email);
    expect(queued?.status).toBe('pending');
    // The body (and any link in it) is sealed; the address is what staff see.
    expect(queued!.payload).not.toContain('publicaremos');

    // The worker tries and fails: the mail waits for its next attempt, in the queue's pending list.
    await t.app.jobWorker.drain();
    let row = await job(queued!.id);
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/SMTP/);
    expect(Date.parse(row.run_at)).toBeGreaterThan(TEST_NOW.getTime());
    const listed = (await queuePage('pending')).rows.find((r) => r.id === queued!.id);
    expect(listed).toMatchObject({
      kind_label: 'Respuesta a un mensaje',
      recipient: member.email,
      attempts: 1,
    });

    const box = await smtpUp();
    // Nothing is due before its backoff…
    expect(await t.app.jobWorker.drain()).toBe(0);
    // …unless staff retry it now.
    const retried = await staff.request({ method: 'POST', url: `/api/admin/mail-queue/${queued!.id}/retry` });
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await job(queued!.id)).run_at).toBe(TEST_NOW.toISOString());
    await t.app.jobWorker.drain();
    row = await job(queued!.id);
    expect(row.status).toBe('sent');
    const mail = box.received.filter((m) => recipient(m) === member.email).at(-1)!;
    expect(mail.text).toContain('Sí, la publicaremos al día siguiente.');
    expect(mail.messageId).toBe(`<${queued!.id}@example.org>`);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('item_id', '=', queued!.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['retry']);
    // A sent mail is not retried.
    expect(
      (await staff.request({ method: 'POST', url: `/api/admin/mail-queue/${queued!.id}/retry` })).statusCode,
    ).toBe(409);
  });

  it('invites and refuses with the SMTP server down, each mail written with its change', async () => {
    await smtpDown();
    t.clock.set(TEST_NOW);
    const invite = await createRequest();
    const refuse = await createRequest();
    const accepted = await staff.request({
      method: 'POST',
      url: '/api/admin/invitation-requests/accept',
      payload: { ids: [invite.id] },
    });
    expect(accepted.json().results[0]).toMatchObject({ outcome: 'invited' });
    const refused = await staff.request({
      method: 'POST',
      url: '/api/admin/invitation-requests/refuse',
      payload: { ids: [refuse.id], sendMail: true },
    });
    expect(refused.json().results[0]).toMatchObject({
      outcome: 'refused',
      message: 'Rechazada; le enviamos un correo amable.',
    });
    const [invitation] = await jobsFor('invitation', invite.email);
    const [refusal] = await jobsFor('request-refused', refuse.email);
    expect([invitation?.status, refusal?.status]).toEqual(['pending', 'pending']);
    expect(invitation!.payload).not.toContain('acceso-invitados');

    const box = await smtpUp();
    await t.app.jobWorker.drain();
    expect((await job(invitation!.id)).status).toBe('sent');
    expect((await job(refusal!.id)).status).toBe('sent');
    const first = box.secretFor(invite.email);
    expect((await t.app.services.invitations.checkSecret(first)).ok).toBe(true);
    const sent = (await queuePage('sent')).rows.map((r) => `${r.kind} ${r.recipient}`);
    expect(sent).toEqual(
      expect.arrayContaining([`invitation ${invite.email}`, `request-refused ${refuse.email}`]),
    );
  });

  it('sends a valid invitation again with a new link (the old one stops working), audited; never an expired one', async () => {
    const box = await smtpUp();
    t.clock.set(TEST_NOW);
    const request = await createRequest();
    await staff.request({
      method: 'POST',
      url: '/api/admin/invitation-requests/accept',
      payload: { ids: [request.id] },
    });
    await t.app.jobWorker.drain();
    const lost = box.secretFor(request.email);
    const expiresBefore = (
      await staff.request({ url: `/api/admin/invitation-requests/${request.id}` })
    ).json().invitation.expiresAt;

    // Sent again twice before the worker runs: only the newest link leaves.
    for (let i = 0; i < 2; i++) {
      const resent = await staff.request({
        method: 'POST',
        url: '/api/admin/invitation-requests/resend',
        payload: { ids: [request.id] },
      });
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json().results[0]).toMatchObject({ outcome: 'invited' });
      expect(resent.json().results[0].message).toMatch(/^Invitación reenviada; vale hasta el /);
    }
    const before = box.received.length;
    await t.app.jobWorker.drain();
    expect(box.received.length).toBe(before + 1);
    const jobs = await jobsFor('invitation', request.email);
    expect(jobs.map((j) => j.status)).toEqual(['sent', 'cancelled', 'sent']);
    expect(jobs[1]!.last_error).toBe('La invitación ya no es válida o se envió otra.');
    const fresh = box.secretFor(request.email);
    expect(fresh).not.toBe(lost);
    expect((await t.app.services.invitations.checkSecret(lost)).ok).toBe(false);
    expect((await t.app.services.invitations.checkSecret(fresh)).ok).toBe(true);
    // Same validity as before.
    expect(
      (await staff.request({ url: `/api/admin/invitation-requests/${request.id}` })).json().invitation
        .expiresAt,
    ).toBe(expiresBefore);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('item_id', '=', request.id)
      .orderBy('created_at')
      .execute();
    expect(audit.filter((a) => a.changes_json.includes('invitationResentAt'))).toHaveLength(2);

    // Expired: refused, nothing queued.
    await t.db
      .updateTable('invitations')
      .set({ expires_at: TEST_NOW.toISOString() })
      .where('email', '=', request.email)
      .execute();
    const late = await staff.request({
      method: 'POST',
      url: '/api/admin/invitation-requests/resend',
      payload: { ids: [request.id] },
    });
    expect(late.json().results[0]).toMatchObject({ outcome: 'skipped' });
    expect(await jobsFor('invitation', request.email)).toHaveLength(3);
  });

  it('queues both mails of an address change, the link sealed, sent once the SMTP server is back', async () => {
    await smtpDown();
    const member = await createMember(t.db, { name: 'Begoña' });
    const newEmail = `nuevo-${newId().slice(0, 8)}@example.org`;
    await t.app.services.emailChange.request({
      userId: member.id,
      name: member.name,
      currentEmail: member.email,
      newEmail,
    });
    const [confirm] = await jobsFor('email-change-confirm', newEmail);
    expect(confirm?.status).toBe('pending');
    expect(confirm!.payload).not.toContain('email-change/');
    expect(await jobsFor('email-change-notice', member.email)).toHaveLength(1);
    const box = await smtpUp();
    await t.app.jobWorker.drain();
    expect(box.lastTo(newEmail).text).toMatch(/\/connect\/email-change\/[A-Za-z0-9_-]+/);
    expect(box.lastTo(member.email).subject).toBeTruthy();
  });

  it('refuses the new staff actions to a visitor, a member, a coach and a meeting host', async () => {
    const host = await createMember(t.db);
    await createMeeting(t.db, { host_user_id: host.id });
    const coach = await createCoach(t.db);
    const member = await createMember(t.db);
    const [queued] = (await t.db.selectFrom('jobs').select('id').limit(1).execute()) as { id: string }[];
    const request = await createRequest();
    const routes = [
      {
        method: 'POST' as const,
        url: '/api/admin/invitation-requests/resend',
        payload: { ids: [request.id] },
      },
      { method: 'POST' as const, url: `/api/admin/mail-queue/${queued!.id}/retry`, payload: {} },
    ];
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    for (const route of routes) expect((await visitor.request(route)).statusCode, route.url).toBe(401);
    for (const person of [member, coach, host]) {
      const browser = new Browser(t.app);
      expect((await browser.signIn(person.email, person.password)).statusCode).toBe(303);
      for (const route of routes)
        expect((await browser.request(route)).statusCode, `${route.url} ${person.role}`).toBe(403);
    }
    expect(await jobsFor('invitation', request.email)).toHaveLength(0);
  });
});
