import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEFT_MEMBER_NAME, type MemberDetail, type MemberPage } from '@foro/shared/members/admin-schemas';
import type { MailMessage, Mailer } from '../../lib/mailer.ts';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import {
  createAxis,
  createAxisCoach,
  createCoach,
  createMeeting,
  createMeetingPost,
  createMember,
  signedInMember,
} from '../../test/factories.ts';

const BASE = '/api/admin/members';
const REASON = 'Lo pidió por correo electrónico.';

describe.each(engines)('the members’ back office on %s (decision 0039)', (engine) => {
  let t: TestApp;
  let staff: Browser;
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      sent.push(message);
      return { id: String(sent.length), transport: 'outbox' };
    },
  };

  const post = (browser: Browser, url: string, payload: unknown) =>
    browser.request({ method: 'POST', url, payload: payload as object });
  const search = async (query: string) => {
    const answer = await staff.request({ url: `${BASE}?${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as MemberPage;
  };
  const detail = async (id: string) => (await staff.request({ url: `${BASE}/${id}` })).json() as MemberDetail;
  const whoIs = async (browser: Browser) =>
    ((await browser.request({ url: '/api/users/username' })).json() as { userId: string }).userId;
  const auditOf = (id: string) =>
    t.db.selectFrom('audit_log').selectAll().where('item_id', '=', id).orderBy('created_at').execute();
  const issueCertificate = async (userId: string, fullName: string, code: string, extra = {}) => {
    const meeting = await createMeeting(t.db);
    await t.db
      .insertInto('certificates')
      .values({
        code,
        kind: 'meeting',
        subject_id: meeting.id,
        user_id: userId,
        full_name: fullName,
        title: meeting.title,
        detail: 'Encuentro celebrado',
        issued_at: TEST_NOW.toISOString(),
        attendance: 'live',
        ...extra,
      })
      .execute();
    return meeting;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { mailer });
    ({ browser: staff } = await signedInMember(t, { role: 'staff' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 to a visitor and 403 to a member and a coach on every route', async () => {
    const target = await createMember(t.db);
    const member = new Browser(t.app);
    await member.signIn((await createMember(t.db)).email);
    const coach = new Browser(t.app);
    await coach.signIn((await createCoach(t.db)).email);
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    const reason = { reason: REASON };
    const calls = [
      { url: BASE },
      { url: `${BASE}/${target.id}` },
      { url: `${BASE}/${target.id}/export` },
      {
        method: 'POST' as const,
        url: `${BASE}/${target.id}/name`,
        payload: { name: 'A', lastname: 'B', ...reason },
      },
      {
        method: 'POST' as const,
        url: `${BASE}/${target.id}/email`,
        payload: { email: 'x@example.org', ...reason },
      },
      ...['deactivate', 'reactivate', 'suspend', 'unsuspend'].map((a) => ({
        method: 'POST' as const,
        url: `${BASE}/${target.id}/${a}`,
        payload: reason,
      })),
      {
        method: 'POST' as const,
        url: `${BASE}/${target.id}/close`,
        payload: { ...reason, confirmEmail: target.email },
      },
      { method: 'POST' as const, url: `${BASE}/${target.id}/password-reset`, payload: {} },
    ];
    for (const call of calls) {
      expect((await visitor.request(call)).statusCode, call.url).toBe(401);
      expect((await member.request(call)).statusCode, call.url).toBe(403);
      expect((await coach.request(call)).statusCode, call.url).toBe(403);
    }
    expect((await detail(target.id)).member.state).toBe('active');
  });

  it('finds members by the start of a name, surname or e-mail, by country and by school, in keyset pages', async () => {
    const a = await createMember(t.db, {
      name: 'Zoraida',
      lastname: 'Quintanilla',
      country: 'chile',
      school: 'Liceo Andes',
    });
    const b = await createMember(t.db, {
      name: 'Quintín',
      lastname: 'Zapata',
      country: 'peru',
      school: 'Colegio Sol',
    });
    const c = await createMember(t.db, {
      name: 'Ana',
      lastname: 'Quintero',
      country: 'chile',
      email: 'quintero.ana@example.org',
    });

    const byName = await search('q=QUIN');
    // Any case; first name or first surname; ordered by first surname: Quintanilla, Quintero, Zapata.
    expect(byName.rows.map((r) => r.id)).toEqual([a.id, c.id, b.id]);

    const first = await search('q=quin&limit=2');
    expect(first.rows.map((r) => r.id)).toEqual([a.id, c.id]);
    const second = await search(`q=quin&limit=2&cursor=${first.nextCursor}`);
    expect(second.rows.map((r) => r.id)).toEqual([b.id]);
    expect(second.nextCursor).toBeUndefined();

    expect((await search('q=quintero.ana@')).rows.map((r) => r.id)).toEqual([c.id]);
    expect((await search('q=quin&country=chile')).rows.map((r) => r.id)).toEqual([a.id, c.id]);
    expect((await search('school=liceo%20and')).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await search('q=zzzz-nadie')).rows).toEqual([]);

    const bad = await staff.request({ url: `${BASE}?cursor=nope` });
    expect(bad.statusCode).toBe(422);
    expect((await staff.request({ url: `${BASE}?country=atlantida` })).statusCode).toBe(422);
  });

  it('shows a member page with their data, routes, posts, certificates and draw entries', async () => {
    const m = await createMember(t.db, { name: 'Lucía', lastname: 'Pardo', lastname2: 'Gil' });
    const meeting = await issueCertificate(m.id, 'Lucía Pardo Gil', 'PAGE000001');
    await createMeetingPost(t.db, {
      meeting_id: meeting.id,
      user_id: m.id,
      post: 'Gracias por el encuentro',
    });
    const axis = await createAxis(t.db);
    await t.db
      .insertInto('raffle_entries')
      .values({ raffle: 'tablet', axis_id: axis.id, user_id: m.id, created_at: TEST_NOW.toISOString() })
      .execute();
    const page = await detail(m.id);
    expect(page.member).toMatchObject({
      name: 'Lucía',
      lastname: 'Pardo',
      lastname2: 'Gil',
      state: 'active',
    });
    expect(page.certificates).toEqual([expect.objectContaining({ code: 'PAGE000001', state: 'current' })]);
    expect(page.posts).toEqual([expect.objectContaining({ text: 'Gracias por el encuentro' })]);
    expect(page.postCount).toBe(1);
    expect(page.draws).toEqual([expect.objectContaining({ draw: `Tablet · ${axis.title}` })]);
    expect((await staff.request({ url: `${BASE}/nadie` })).statusCode).toBe(404);
  });

  it('corrects a name with a reason and reissues the current certificates at once; the old code reads replaced', async () => {
    const m = await createMember(t.db, { name: 'Jose', lastname: 'Perez', lastname2: '' });
    await issueCertificate(m.id, 'Jose Perez', 'KDC7DE0001');
    await issueCertificate(m.id, 'Jose Perez', 'REV0KED001', {
      revoked_at: TEST_NOW.toISOString(),
      revoked_reason: 'Error',
    });

    const missing = await post(staff, `${BASE}/${m.id}/name`, { name: '', lastname: 'Pérez', reason: '' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['name', 'reason']);

    const answer = await post(staff, `${BASE}/${m.id}/name`, {
      name: 'José',
      lastname: 'Pérez',
      lastname2: 'Núñez',
      reason: REASON,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toContain('Se reemitió 1 certificado');

    const certificates = (await detail(m.id)).certificates;
    const current = certificates.filter((c) => c.state === 'current');
    expect(current).toEqual([expect.objectContaining({ fullName: 'José Pérez Núñez' })]);
    expect(certificates.find((c) => c.code === 'KDC7DE0001')?.state).toBe('replaced');
    expect(certificates.find((c) => c.code === 'REV0KED001')?.state).toBe('revoked');
    const verify = await staff.request({ url: '/certificados/KDC7DE0001' });
    expect(verify.body).toContain('reemplazado');

    const audit = await auditOf(m.id);
    expect(JSON.parse(audit.at(-1)!.changes_json)).toMatchObject({
      lastname2: { before: '', after: 'Núñez' },
      reason: { before: null, after: REASON },
    });
  });

  it('changes the sign-in e-mail only when the new address confirms it (the profile’s flow)', async () => {
    const m = await createMember(t.db);
    sent.length = 0;
    const same = await post(staff, `${BASE}/${m.id}/email`, { email: m.email, reason: REASON });
    expect(same.statusCode).toBe(422);
    const answer = await post(staff, `${BASE}/${m.id}/email`, {
      email: 'Nueva.Direccion@Example.org',
      reason: REASON,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    // Through the durable queue (decision 0073); due at the same instant, in any order.
    await t.app.jobWorker.drain();
    expect(sent.map((mail) => mail.to).sort()).toEqual([m.email, 'nueva.direccion@example.org'].sort());
    const page = await detail(m.id);
    expect(page.member.email).toBe(m.email);
    expect(page.member.pendingEmail).toBe('nueva.direccion@example.org');
    const confirmation = sent.find((mail) => mail.to === 'nueva.direccion@example.org')!;
    const link = /\/connect\/email-change\/[A-Za-z0-9_-]+/.exec(confirmation.text)?.[0];
    expect(link).toBeTruthy();
  });

  it('mails a member a link to choose a new password, which works once; audited', async () => {
    const m = await createMember(t.db);
    sent.length = 0;
    const answer = await post(staff, `${BASE}/${m.id}/password-reset`, {});
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toContain(m.email);
    // Through the durable queue (decision 0046): the worker hands it to the mailer.
    await t.app.jobWorker.drain();
    expect(sent.map((mail) => mail.to)).toEqual([m.email]);
    const link = /\/connect\/password-reset\/[A-Za-z0-9_-]{43}/.exec(sent[0]!.text)?.[0];
    expect(link).toBeTruthy();
    // The link opens the form to choose the password (the member's own flow, tested in session/).
    expect((await new Browser(t.app).request({ url: link! })).statusCode).toBe(200);
    const audit = await auditOf(m.id);
    expect(audit.map((a) => a.action)).toEqual(['send']);
    // A suspended account cannot sign in: no link is sent to it.
    await post(staff, `${BASE}/${m.id}/suspend`, { reason: REASON });
    sent.length = 0;
    expect((await post(staff, `${BASE}/${m.id}/password-reset`, {})).statusCode).toBe(409);
    await t.app.jobWorker.drain();
    expect(sent).toEqual([]);
  });

  it('suspends with a reason: the open session stops at once, sign-in is refused, reactivation restores it', async () => {
    const m = await createMember(t.db);
    const browser = new Browser(t.app);
    await browser.signIn(m.email);
    expect(await whoIs(browser)).toBe(m.id);

    expect((await post(staff, `${BASE}/${m.id}/suspend`, { reason: 'x' })).statusCode).toBe(422);
    const answer = await post(staff, `${BASE}/${m.id}/suspend`, { reason: 'Mensajes ofensivos en el foro.' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await whoIs(browser)).toBe('');
    const again = new Browser(t.app);
    const refused = await again.signIn(m.email);
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toContain('Tu cuenta está suspendida');
    expect((await detail(m.id)).member).toMatchObject({
      state: 'suspended',
      suspendedReason: 'Mensajes ofensivos en el foro.',
    });
    expect((await post(staff, `${BASE}/${m.id}/suspend`, { reason: REASON })).statusCode).toBe(409);
    const audit = await auditOf(m.id);
    expect(JSON.parse(audit.at(-1)!.changes_json)).toMatchObject({
      state: { before: 'active', after: 'suspended' },
      reason: { after: 'Mensajes ofensivos en el foro.' },
    });

    expect((await post(staff, `${BASE}/${m.id}/unsuspend`, { reason: REASON })).statusCode).toBe(200);
    expect((await again.signIn(m.email)).statusCode).toBe(303);
    expect(await whoIs(again)).toBe(m.id);
  });

  it('deactivates and reactivates; staff cannot suspend or deactivate themselves', async () => {
    const m = await createMember(t.db);
    const browser = new Browser(t.app);
    await browser.signIn(m.email);
    expect((await post(staff, `${BASE}/${m.id}/deactivate`, { reason: REASON })).statusCode).toBe(200);
    expect(await whoIs(browser)).toBe('');
    expect((await new Browser(t.app).signIn(m.email)).body).toContain('Tu cuenta está desactivada');
    expect((await post(staff, `${BASE}/${m.id}/reactivate`, { reason: REASON })).statusCode).toBe(200);
    expect((await new Browser(t.app).signIn(m.email)).statusCode).toBe(303);

    const self = await whoIs(staff);
    expect((await post(staff, `${BASE}/${self}/suspend`, { reason: REASON })).statusCode).toBe(409);
    expect((await post(staff, `${BASE}/${self}/deactivate`, { reason: REASON })).statusCode).toBe(409);
  });

  it('closes an account: personal data gone, posts kept as a member who left, certificates and draws kept', async () => {
    const m = await createMember(t.db, {
      name: 'Berta',
      lastname: 'Salas',
      phone: '3001234567',
      doc: '12345678',
    });
    const meeting = await issueCertificate(m.id, 'Berta Salas', 'CLOSED0001');
    await createMeetingPost(t.db, { meeting_id: meeting.id, user_id: m.id, post: 'Mi aporte' });
    const axis = await createAxis(t.db);
    await t.db
      .insertInto('raffle_entries')
      .values({ raffle: 'tablet', axis_id: axis.id, user_id: m.id, created_at: TEST_NOW.toISOString() })
      .execute();
    const browser = new Browser(t.app);
    await browser.signIn(m.email);

    const wrong = await post(staff, `${BASE}/${m.id}/close`, {
      reason: REASON,
      confirmEmail: 'otra@example.org',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toHaveProperty('confirmEmail');

    const answer = await post(staff, `${BASE}/${m.id}/close`, {
      reason: REASON,
      confirmEmail: m.email.toUpperCase(),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await whoIs(browser)).toBe('');
    expect((await new Browser(t.app).signIn(m.email)).statusCode).toBe(401);

    const user = await t.db.selectFrom('users').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      name: LEFT_MEMBER_NAME,
      lastname: '',
      phone: '',
      doc: '',
      password_hash: '',
    });
    expect(user.email).not.toContain(m.email);
    expect(user.closed_at).not.toBeNull();

    const page = await detail(m.id);
    expect(page.member.state).toBe('closed');
    expect(page.certificates).toEqual([
      expect.objectContaining({ code: 'CLOSED0001', fullName: 'Berta Salas' }),
    ]);
    expect(page.draws).toHaveLength(1);
    const posts = await t.db
      .selectFrom('meeting_posts')
      .innerJoin('users', 'users.id', 'meeting_posts.user_id')
      .select(['users.name', 'meeting_posts.post'])
      .where('meeting_posts.user_id', '=', m.id)
      .execute();
    expect(posts).toEqual([{ name: LEFT_MEMBER_NAME, post: 'Mi aporte' }]);
    expect((await post(staff, `${BASE}/${m.id}/suspend`, { reason: REASON })).statusCode).toBe(409);
    expect((await auditOf(m.id)).at(-1)).toMatchObject({ action: 'delete', item_label: LEFT_MEMBER_NAME });
  });

  it('leaves no address or name of a closed account in the audit log (issue 35, item 11)', async () => {
    const m = await createCoach(t.db, { name: 'Clara', lastname: 'Quiroga' });
    const axis = await createAxis(t.db);
    await createAxisCoach(t.db, { axis_id: axis.id, user_id: m.id });
    const coach = new Browser(t.app);
    await coach.signIn(m.email);
    // The account acts (its address is the entry's actor) and is acted on (its address is the label).
    const opened = await post(coach, `/api/axis/${axis.slug}/threads`, {
      title: 'Preguntas de la semana',
      postContent: 'Bienvenidos',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await post(staff, `${BASE}/${m.id}/suspend`, { reason: REASON })).statusCode).toBe(200);
    expect((await post(staff, `${BASE}/${m.id}/unsuspend`, { reason: REASON })).statusCode).toBe(200);
    const requested = `nueva-${m.id.slice(0, 8)}@example.org`;
    const changed = await post(staff, `${BASE}/${m.id}/email`, { email: requested, reason: REASON });
    expect(changed.statusCode, changed.body).toBe(200);
    const before = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where((eb) => eb.or([eb('actor_id', '=', m.id), eb('item_id', '=', m.id)]))
      .execute();
    const text = (rows: typeof before) => JSON.stringify(rows);
    expect(text(before)).toContain(m.email);
    expect(text(before)).toContain(requested);

    const answer = await post(staff, `${BASE}/${m.id}/close`, { reason: REASON, confirmEmail: m.email });
    expect(answer.statusCode, answer.body).toBe(200);
    const all = await t.db.selectFrom('audit_log').selectAll().execute();
    for (const secret of [m.email, requested, 'Quiroga']) expect(text(all)).not.toContain(secret);
    // The entries stay, as the account's history: the same number, the same actors and actions.
    const after = all.filter((row) => row.actor_id === m.id || row.item_id === m.id);
    expect(after).toHaveLength(before.length + 1);
    for (const row of before)
      expect(after.find((kept) => kept.id === row.id)).toMatchObject({
        actor_id: row.actor_id,
        action: row.action,
        item_type: row.item_type,
      });
  });

  it('exports everything held about one member as a JSON file, without secrets', async () => {
    const m = await createMember(t.db);
    await issueCertificate(m.id, 'Persona Prueba', 'EXPORT0001');
    await new Browser(t.app).signIn(m.email);
    const answer = await staff.request({ url: `${BASE}/${m.id}/export` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="miembro-${m.id}.json"`);
    const data = answer.json();
    expect(data.account).toMatchObject({ id: m.id, email: m.email });
    expect(data.tables.certificates).toEqual([expect.objectContaining({ code: 'EXPORT0001' })]);
    expect(data.tables.sessions).toHaveLength(1);
    expect(answer.body).not.toMatch(/password_hash|id_hash|secret_digest/);
  });
});
