import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestRow } from '@foro/shared/contact/admin-schemas';
import { newId } from '../../lib/ids.ts';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createCoach, createMember, signedInMember, type Member } from '../../test/factories.ts';
import { LINK_PATTERN, startMailbox, type Mailbox } from '../../test/mailbox.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const BASE = '/api/admin/invitation-requests';

describe.each(engines)('the inbox of invitation requests on %s (docs/product/inbox.md)', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let staffUser: Member;
  let staff: Browser;
  /** Each test's requests share a school name of their own, so a search finds only them. */
  const school = () => `Colegio ${newId().slice(0, 8)}`;

  /** A request as the contact modal stores it (one row per e-mail). */
  async function createRequest(values: Partial<Record<string, unknown>> = {}) {
    const id = newId();
    const email = `solicitud-${id.slice(0, 8)}@escuela.example.org`;
    const at = (values.created_at as string | undefined) ?? TEST_NOW.toISOString();
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
        privacy_accepted_at: at,
        requests: 1,
        created_at: at,
        updated_at: at,
        ...values,
      })
      .execute();
    return { id, email: (values.email as string | undefined) ?? email };
  }
  const list = async (query: string) => {
    const answer = await staff.request({ url: `${BASE}?${query}` });
    expect(answer.statusCode).toBe(200);
    return answer.json() as { rows: RequestRow[]; nextCursor?: string };
  };
  const row = async (id: string) => (await staff.request({ url: `${BASE}/${id}` })).json() as RequestRow;
  /** An action, then the queue's turn: its mails leave (decision 0073). */
  const post = async (action: string, payload: unknown, who = staff) => {
    const answer = await who.request({ method: 'POST', url: `${BASE}/${action}`, payload });
    await t.app.jobWorker.drain();
    return answer;
  };
  const auditOf = (id: string) =>
    t.db.selectFrom('audit_log').selectAll().where('item_id', '=', id).orderBy('created_at').execute();

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(engine, {
      env: { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://foro.example.org' },
    });
    ({ user: staffUser, browser: staff } = await signedInMember(t, { role: 'staff' }));
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('answers 401 to a visitor and 403 to a member and a coach on every inbox route', async () => {
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    const member = new Browser(t.app);
    await member.signIn((await createMember(t.db)).email);
    const coach = new Browser(t.app);
    await coach.signIn((await createCoach(t.db)).email);
    const { id } = await createRequest();
    const calls = [
      { url: BASE },
      { url: `${BASE}/${id}` },
      { url: '/api/admin/inbox/counts' },
      ...['accept', 'refuse', 'remind'].map((a) => ({
        method: 'POST' as const,
        url: `${BASE}/${a}`,
        payload: { ids: [id] },
      })),
    ];
    for (const call of calls) {
      expect((await visitor.request(call)).statusCode, call.url).toBe(401);
      expect((await member.request(call)).statusCode, call.url).toBe(403);
      expect((await coach.request(call)).statusCode, call.url).toBe(403);
    }
    expect((await row(id)).status).toBe('new');
    expect(await auditOf(id)).toHaveLength(0);
  });

  it('lists requests newest first with search, filters and keyset pages; duplicates share one row', async () => {
    const tag = school();
    const day = (n: number) => new Date(TEST_NOW.getTime() - n * 86_400_000).toISOString();
    const old = await createRequest({ school: tag, created_at: day(3), country: 'chile', requests: 3 });
    const mid = await createRequest({ school: tag, created_at: day(2), school_type: 'Privado' });
    const recent = await createRequest({ school: tag, created_at: day(1) });
    const member = await createMember(t.db);
    await createRequest({ school: tag, created_at: day(4), email: member.email });

    const all = await list(`q=${encodeURIComponent(tag.toUpperCase())}`);
    expect(all.rows.map((r) => r.email)).toEqual([recent.email, mid.email, old.email, member.email]);
    expect(all.rows[2]).toMatchObject({ country: 'chile', requests: 3, status: 'new', member: false });
    expect(all.rows[3]).toMatchObject({ member: true, status: 'new' });

    const first = await list(`q=${encodeURIComponent(tag)}&limit=2`);
    expect(first.rows.map((r) => r.id)).toEqual([recent.id, mid.id]);
    const second = await list(`q=${encodeURIComponent(tag)}&limit=2&cursor=${first.nextCursor}`);
    expect(second.rows.map((r) => r.id)).toEqual([old.id, expect.any(String)]);
    expect(second.nextCursor).toBeUndefined();

    expect((await list(`q=${encodeURIComponent(tag)}&country=chile`)).rows.map((r) => r.id)).toEqual([
      old.id,
    ]);
    expect((await list(`q=${encodeURIComponent(tag)}&type=Privado`)).rows.map((r) => r.id)).toEqual([mid.id]);
    expect((await list(`q=${encodeURIComponent(tag)}&member=yes`)).rows).toHaveLength(1);

    const bad = await staff.request({ url: `${BASE}?status=olvidada&cursor=zzz` });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain('status');
    expect((await staff.request({ url: `${BASE}?cursor=nope` })).statusCode).toBe(422);
    expect((await staff.request({ url: `${BASE}/${newId()}` })).statusCode).toBe(404);
  });

  it('accepts many at once: mails the invitation through SMTP, links it, reports each item; the account shows', async () => {
    const tag = school();
    const a = await createRequest({ school: tag, name: 'Ana' });
    const b = await createRequest({ school: tag, name: 'Beto' });
    const member = await createMember(t.db);
    const m = await createRequest({ school: tag, email: member.email });
    const missing = newId();
    const countsBefore = (await staff.request({ url: '/api/admin/inbox/counts' })).json().requests as number;

    const answer = await post('accept', { ids: [a.id, b.id, m.id, missing] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().results).toEqual([
      expect.objectContaining({ id: a.id, email: a.email, outcome: 'invited' }),
      expect.objectContaining({ id: b.id, outcome: 'invited' }),
      expect.objectContaining({
        id: m.id,
        outcome: 'skipped',
        message: expect.stringContaining('recordatorio'),
      }),
      { id: missing, email: '', outcome: 'failed', message: 'Esta solicitud no existe.' },
    ]);
    expect((await staff.request({ url: '/api/admin/inbox/counts' })).json().requests).toBe(countsBefore - 2);

    // The same mail and link as `npm run invite`.
    const mail = mailbox.lastTo(a.email);
    expect(mail.subject).toBe('Tu invitación al Foro de Educadores');
    expect(mail.text).toContain('Hola, Ana:');
    const [, origin, secret] = LINK_PATTERN.exec(mail.text ?? '') ?? [];
    expect(origin).toBe('https://foro.example.org');
    expect(await row(a.id)).toMatchObject({ status: 'invited', invitation: { expired: false } });
    const [entry] = await auditOf(a.id);
    expect(entry).toMatchObject({
      action: 'update',
      item_type: 'contact-request',
      actor_email: staffUser.email,
    });
    expect(JSON.parse(entry!.changes_json).status).toEqual({ before: 'new', after: 'invited' });

    // Accepting again while the invitation is valid sends nothing more.
    const sent = mailbox.received.length;
    expect((await post('accept', { ids: [a.id] })).json().results[0].outcome).toBe('skipped');
    expect(mailbox.received.length).toBe(sent);

    // The person opens the link and creates the account: the request says so.
    const person = new Browser(t.app);
    await person.request({ url: '/api/sanctum/csrf-cookie' });
    const registration = await person.request({
      method: 'POST',
      url: '/api/users/registration',
      payload: { hash: secret },
    });
    expect(registration.statusCode).toBeLessThan(300);
    const page = await person.request({ url: '/connect?redirectTo=%2Fconfirmacion' });
    const token = /name="_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const created = await person.request({
      method: 'POST',
      url: '/connect/register',
      headers: FORM,
      payload: new URLSearchParams({
        name: 'Ana',
        lastname: 'Flores',
        password: 'tiza-y-pizarra',
        passwordConfirmation: 'tiza-y-pizarra',
        redirectTo: '/confirmacion',
        _token: token,
      }).toString(),
    });
    expect(created.statusCode).toBe(303);
    expect(await row(a.id)).toMatchObject({ status: 'account', member: true });
    expect((await list(`q=${encodeURIComponent(tag)}&status=account`)).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await list(`q=${encodeURIComponent(tag)}&status=invited`)).rows.map((r) => r.id)).toEqual([b.id]);
  });

  it('re-invites once the invitation expired', async () => {
    const r = await createRequest();
    await post('accept', { ids: [r.id] });
    const { invitation_id } = await t.db
      .selectFrom('contact_requests')
      .select('invitation_id')
      .where('id', '=', r.id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('invitations')
      .set({ expires_at: new Date(TEST_NOW.getTime() - 1000).toISOString() })
      .where('id', '=', invitation_id!)
      .execute();
    expect((await row(r.id)).invitation?.expired).toBe(true);
    expect((await post('accept', { ids: [r.id] })).json().results[0].outcome).toBe('invited');
    expect((await row(r.id)).invitation?.expired).toBe(false);
  });

  it('refuses with a courteous mail, or without it, and refuses nothing twice', async () => {
    const tag = school();
    const withMail = await createRequest({ school: tag, name: 'Carla' });
    const quiet = await createRequest({ school: tag });
    const sent = mailbox.received.length;

    const first = await post('refuse', { ids: [withMail.id] });
    expect(first.json().results[0]).toMatchObject({
      outcome: 'refused',
      message: expect.stringContaining('correo'),
    });
    const mail = mailbox.lastTo(withMail.email);
    expect(mail.subject).toBe('Tu solicitud al Foro de Educadores');
    expect(mail.text).toContain('Hola, Carla:');
    expect(mail.text).toContain('Gracias por tu interés');

    const second = await post('refuse', { ids: [quiet.id, withMail.id], sendMail: false });
    expect(second.json().results.map((r: { outcome: string }) => r.outcome)).toEqual(['refused', 'skipped']);
    expect(mailbox.received.length).toBe(sent + 1);
    expect((await list(`q=${encodeURIComponent(tag)}&status=refused`)).rows).toHaveLength(2);

    // A refused request can still be accepted later.
    expect((await post('accept', { ids: [quiet.id] })).json().results[0].outcome).toBe('invited');
    expect((await row(quiet.id)).status).toBe('invited');
  });

  it('sends a member a sign-in reminder instead of an invitation', async () => {
    const member = await createMember(t.db, { name: 'Elsa' });
    const m = await createRequest({ email: member.email });
    const other = await createRequest();
    const answer = await post('remind', { ids: [m.id, other.id] });
    expect(answer.json().results.map((r: { outcome: string }) => r.outcome)).toEqual(['reminded', 'skipped']);
    const mail = mailbox.lastTo(member.email);
    expect(mail.subject).toBe('Ya tienes una cuenta en el Foro de Educadores');
    expect(mail.text).toContain('https://foro.example.org/connect?redirectTo=%2F');
    expect(mail.text).toContain('¿Olvidaste tu contraseña?');
    expect(mail.text).not.toMatch(LINK_PATTERN);
    expect((await row(m.id)).remindedAt).toBe(TEST_NOW.toISOString());
    expect((await post('refuse', { ids: [m.id] })).json().results[0].outcome).toBe('skipped');
  });

  it('refuses bad input in Spanish and changes nothing', async () => {
    const r = await createRequest();
    for (const payload of [
      { ids: [] },
      {},
      { ids: 'todo' },
      { ids: Array.from({ length: 101 }, () => r.id) },
    ]) {
      const answer = await post('accept', payload);
      expect(answer.statusCode).toBe(422);
      expect(Object.values(answer.json().errors ?? {}).join(' ')).toMatch(/[a-záéíóú]/);
    }
    expect((await post('accept', { ids: [] })).json().errors.ids).toBe('Elige al menos una solicitud.');
    expect((await row(r.id)).status).toBe('new');
    expect(await auditOf(r.id)).toHaveLength(0);
  });
});
