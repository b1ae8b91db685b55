import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEFT_MEMBER_NAME } from '@foro/shared/members/admin-schemas';
import {
  CLOSE_CONFIRM_EMAIL,
  OWN_CLOSURE_REASON,
  STAFF_CANNOT_CLOSE_OWN,
  WRONG_CURRENT_PASSWORD,
} from '@foro/shared/profile/account';
import { newId } from '../../lib/ids.ts';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import {
  createMeeting,
  createMeetingPost,
  createMember,
  type Member,
  signedInMember,
} from '../../test/factories.ts';
import { EXPORTED_TABLES } from '../members/index.ts';

const EXPORT = '/api/users/export';
const CLOSE = '/api/users/close';

/** "Descargar mis datos" and "Darme de baja" in /perfil (decision 0070, issue 35 item 13). */
describe.each(engines)('a member’s own data and closure on %s', (engine) => {
  let t: TestApp;
  let staffUser: Member;
  let staff: Browser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ user: staffUser, browser: staff } = await signedInMember(t, { role: 'staff' }));
  });
  afterAll(async () => {
    await t.close();
  });

  const at = TEST_NOW.toISOString();
  const close = (browser: Browser, payload: Record<string, unknown>) =>
    browser.request({ method: 'POST', url: CLOSE, payload });
  const whoAmI = async (browser: Browser) =>
    ((await browser.request({ url: '/api/users/username' })).json() as { username: string }).username;
  async function signedIn(member: Member) {
    const browser = new Browser(t.app);
    expect((await browser.signIn(member.email, member.password)).statusCode).toBe(303);
    return browser;
  }

  /** A member with something in most places the closure touches: posts, a certificate, pending rows. */
  async function memberWithHistory(name: string) {
    const m = await createMember(t.db, { name, lastname: 'Salas', phone: '3001234567', doc: '12345678' });
    const meeting = await createMeeting(t.db);
    await createMeetingPost(t.db, { meeting_id: meeting.id, user_id: m.id, post: 'Mi aporte' });
    await t.db
      .insertInto('certificates')
      .values({
        code: `C${m.id.replace(/-/g, '').slice(0, 9).toUpperCase()}`,
        kind: 'meeting',
        subject_id: meeting.id,
        user_id: m.id,
        full_name: `${name} Salas`,
        title: meeting.title,
        detail: 'Encuentro celebrado',
        issued_at: at,
        attendance: 'live',
      })
      .execute();
    await t.db
      .insertInto('meeting_contacts')
      .values({ id: newId(), meeting_id: meeting.id, user_id: m.id, msg: 'No veo el video', created_at: at })
      .execute();
    await t.db
      .insertInto('email_changes')
      .values({
        id: newId(),
        user_id: m.id,
        new_email: `nuevo-${m.id.slice(0, 8)}@example.org`,
        secret_digest: newId(),
        created_at: at,
        expires_at: at,
        used_at: null,
      })
      .execute();
    await t.db
      .insertInto('contact_requests')
      .values({
        id: newId(),
        email: m.email,
        country: 'chile',
        name,
        lastname: 'Salas',
        school: 'Liceo',
        city: 'Temuco',
        school_type: 'Público',
        privacy_accepted_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return m;
  }

  /** What an account holds after its closure, with what differs between two accounts taken out. */
  async function closedShape(id: string) {
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const counts: Record<string, number> = {};
    for (const table of EXPORTED_TABLES)
      counts[table] = (
        await t.db
          .selectFrom(table as 'sessions')
          .select('user_id')
          .where('user_id', '=', id)
          .execute()
      ).length;
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'item_label', 'actor_email'])
      .where('item_id', '=', id)
      .execute();
    const { id: _id, email, search_text, created_at: _c, updated_at: _u, closed_at, ...rest } = user;
    return {
      user: {
        ...rest,
        email: email.replace(id, 'ID'),
        search_text: search_text.replace(id, 'ID'),
        closed: Boolean(closed_at),
      },
      counts,
      audit: audit.map((row) => ({ ...row, actor_email: row.actor_email.replace(id, 'ID') })),
    };
  }

  it('downloads everything held about the signed-in member as a readable JSON file', async () => {
    const m = await memberWithHistory('Aurora');
    const other = await memberWithHistory('Olga');
    const browser = await signedIn(m);
    await signedIn(other);

    const answer = await browser.request({ url: EXPORT });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="mis-datos-foro-de-educadores-${at.slice(0, 10)}.json"`,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    // Indented, one value a line: readable in any text editor.
    expect(answer.body.split('\n').length).toBeGreaterThan(50);
    const data = answer.json();
    expect(data.guide.about).toContain('Foro de Educadores');
    expect(Object.keys(data.guide.tables).sort()).toEqual(Object.keys(data.tables).sort());
    expect(data.account).toMatchObject({ id: m.id, email: m.email, name: 'Aurora', doc: '12345678' });
    expect(data.tables.meeting_posts).toEqual([expect.objectContaining({ post: 'Mi aporte' })]);
    expect(data.tables.certificates).toHaveLength(1);
    expect(data.tables.sessions).toHaveLength(1);
    expect(data.byEmail.contact_requests).toEqual([expect.objectContaining({ email: m.email })]);
    expect(answer.body).not.toMatch(/password_hash|id_hash|secret_digest/);
    // Nothing of anyone else, whatever the request names.
    expect(answer.body).not.toContain(other.id);
    expect(answer.body).not.toContain(other.email);
    for (const url of [`${EXPORT}?id=${other.id}`, `${EXPORT}?userId=${other.id}`, `${EXPORT}/${other.id}`]) {
      const tried = await browser.request({ url });
      expect(tried.body).not.toContain(other.email);
    }
  });

  it('refuses both to a visitor (401)', async () => {
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    expect((await visitor.request({ url: EXPORT })).statusCode).toBe(401);
    const m = await createMember(t.db);
    const tried = await close(visitor, { confirmEmail: m.email, currentPassword: m.password });
    expect(tried.statusCode).toBe(401);
    expect(
      (await t.db.selectFrom('users').select('closed_at').where('id', '=', m.id).executeTakeFirstOrThrow())
        .closed_at,
    ).toBeNull();
  });

  it('answers a wrong or missing confirmation with 422 in Spanish, and changes nothing', async () => {
    const m = await memberWithHistory('Berta');
    const browser = await signedIn(m);
    const before = await closedShape(m.id);
    const auditBefore = await t.db.selectFrom('audit_log').select('id').execute();

    const wrong = await close(browser, { confirmEmail: 'otra@example.org', currentPassword: 'no-es-esta' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      confirmEmail: CLOSE_CONFIRM_EMAIL,
      currentPassword: WRONG_CURRENT_PASSWORD,
    });
    const wrongPassword = await close(browser, { confirmEmail: m.email, currentPassword: 'no-es-esta' });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });
    const empty = await close(browser, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['confirmEmail', 'currentPassword']);
    expect(empty.json().errors.confirmEmail).toBe(CLOSE_CONFIRM_EMAIL);

    expect(await closedShape(m.id)).toEqual(before);
    expect(await t.db.selectFrom('audit_log').select('id').execute()).toHaveLength(auditBefore.length);
    expect(await whoAmI(browser)).toBe(m.email);
  });

  it('closes the account exactly as staff do, signs the member out and records who closed it', async () => {
    const byStaff = await memberWithHistory('Carla');
    const bySelf = await memberWithHistory('Carla');
    const selfBrowser = await signedIn(bySelf);
    const otherDevice = await signedIn(bySelf);

    const staffAnswer = await staff.request({
      method: 'POST',
      url: `/api/admin/members/${byStaff.id}/close`,
      payload: { reason: 'Lo pidió por correo electrónico.', confirmEmail: byStaff.email },
    });
    expect(staffAnswer.statusCode, staffAnswer.body).toBe(200);

    const answer = await close(selfBrowser, {
      confirmEmail: ` ${bySelf.email.toUpperCase()} `,
      currentPassword: bySelf.password,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toContain('Tu cuenta se dio de baja');
    expect(answer.headers['clear-site-data']).toBe('"cache"');
    expect(await whoAmI(selfBrowser)).toBe('');
    expect(await whoAmI(otherDevice)).toBe('');
    expect((await new Browser(t.app).signIn(bySelf.email, bySelf.password)).statusCode).toBe(401);

    const self = await closedShape(bySelf.id);
    const staffs = await closedShape(byStaff.id);
    expect(self.user).toEqual(staffs.user);
    expect(self.counts).toEqual(staffs.counts);
    expect(self.user).toMatchObject({ name: LEFT_MEMBER_NAME, lastname: '', doc: '', password_hash: '' });
    expect(self.counts).toMatchObject({
      sessions: 0,
      email_changes: 0,
      meeting_contacts: 0,
      certificates: 1,
    });
    const requests = await t.db
      .selectFrom('contact_requests')
      .select('email')
      .where('email', 'in', [bySelf.email, byStaff.email])
      .execute();
    expect(requests).toEqual([]);

    // The log says the member closed it themselves, and names nobody.
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('item_id', '=', bySelf.id)
      .where('action', '=', 'delete')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_id: bySelf.id, item_label: LEFT_MEMBER_NAME });
    expect(entry.actor_email).not.toContain(bySelf.email);
    expect(JSON.parse(entry.changes_json)).toMatchObject({
      reason: { after: OWN_CLOSURE_REASON },
      byTheMember: { after: true },
    });
    const all = JSON.stringify(await t.db.selectFrom('audit_log').selectAll().execute());
    expect(all).not.toContain(bySelf.email);

    // A closed account's old session answers as a visitor's.
    expect((await selfBrowser.request({ url: EXPORT })).statusCode).toBe(401);
  });

  it('does not let staff close their own account from the profile (409)', async () => {
    const answer = await close(staff, { confirmEmail: staffUser.email, currentPassword: 'demo1234' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(STAFF_CANNOT_CLOSE_OWN);
    expect(await whoAmI(staff)).toBe(staffUser.email);
  });
});
