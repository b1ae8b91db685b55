import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminQuestion } from '@foro/shared/questions/admin-schemas';
import { livePaths } from '@foro/shared/live/schemas';
import { HOST_NOT_FOUND } from '@foro/shared/meetings/admin-schemas';
import { newId } from '../../lib/ids.ts';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createAxis, createCoach, createMeeting, createMember, type Member } from '../../test/factories.ts';

/**
 * A meeting's host runs that meeting's questions, and nothing else of the back office
 * (docs/decisions/0050-meeting-hosts.md).
 */
describe.each(engines)('the meeting host on %s (docs/decisions/0050-meeting-hosts.md)', (engine) => {
  let t: TestApp;
  let staffUser: Member;
  let staff: Browser;

  async function askMeeting(meetingId: string, userId: string, question: string) {
    const id = newId();
    await t.db
      .insertInto('meeting_questions')
      .values({ id, meeting_id: meetingId, user_id: userId, question, created_at: TEST_NOW.toISOString() })
      .execute();
    return id;
  }
  async function askAxis(axisId: string, userId: string, question: string) {
    const id = newId();
    await t.db
      .insertInto('axis_questions')
      .values({ id, axis_id: axisId, user_id: userId, question, created_at: TEST_NOW.toISOString() })
      .execute();
    return id;
  }
  const signedIn = async (email: string) => {
    const browser = new Browser(t.app);
    expect((await browser.signIn(email)).statusCode).toBe(303);
    return browser;
  };

  /** Meeting A hosted by `host`, meeting B by nobody, a route with an expert question. */
  async function world() {
    const host = await createMember(t.db, { name: 'Rocío', lastname: 'Paz' });
    const asker = await createMember(t.db, { name: 'Ana', lastname: 'Rojas', country: 'chile' });
    const a = await createMeeting(t.db, { host_user_id: host.id });
    const b = await createMeeting(t.db);
    const axis = await createAxis(t.db);
    return {
      host,
      asker,
      a,
      b,
      axis,
      qa: await askMeeting(a.id, asker.id, '¿Habrá materiales para descargar?'),
      qb: await askMeeting(b.id, asker.id, '¿Se puede ver la grabación?'),
      qx: await askAxis(axis.id, asker.id, '¿Qué libro recomienda?'),
      browser: await signedIn(host.email),
    };
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    staffUser = await createMember(t.db, { role: 'staff' });
    staff = await signedIn(staffUser.email);
  });
  afterAll(() => t.close());

  it('lets the host list, star, answer, name "Responder ahora", hide, export and stream their meeting', async () => {
    const w = await world();
    const host = w.browser;
    const list = await host.request({ url: `/api/admin/questions?source=meeting&id=${w.a.id}` });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toMatch(/private/);
    expect((list.json() as { rows: AdminQuestion[] }).rows.map((q) => q.id)).toEqual([w.qa]);

    const flag = (payload: unknown) =>
      host.request({ method: 'POST', url: `/api/admin/questions/meeting/${w.qa}`, payload });
    expect((await flag({ starred: true })).json()).toMatchObject({ starred: true });
    const now = await host.request({
      method: 'POST',
      url: `/api/admin/questions/meetings/${w.a.id}/answering`,
      payload: { questionId: w.qa },
    });
    expect(now.statusCode).toBe(200);
    expect(now.json()).toEqual({ answeringQuestionId: w.qa });
    const answered = await flag({ answered: true });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ answering: false, answeredAt: expect.any(String) });

    const csv = await host.request({ url: `/api/admin/questions/export?source=meeting&id=${w.a.id}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('¿Habrá materiales para descargar?');
    expect(csv.body).not.toContain('¿Se puede ver la grabación?');

    // The console's stream (a client that cannot hold a stream gets what it missed and the end).
    const stream = await host.request({ url: livePaths.questions('meeting', w.a.id) });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);

    expect((await flag({ hidden: true })).json()).toMatchObject({ hiddenAt: expect.any(String) });

    // Each change is audited with the host as its author.
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_email', 'item_type'])
      .where('item_id', 'in', [w.qa, w.a.id])
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(4);
    expect(new Set(audit.map((row) => row.actor_email))).toEqual(new Set([w.host.email]));
  });

  it('refuses the host of meeting A anything of meeting B, the route questions and the rest of /api/admin', async () => {
    const w = await world();
    const host = w.browser;
    const refused = [
      { url: `/api/admin/questions?source=meeting&id=${w.b.id}` },
      { url: `/api/admin/questions/export?source=meeting&id=${w.b.id}` },
      { method: 'POST' as const, url: `/api/admin/questions/meeting/${w.qb}`, payload: { starred: true } },
      {
        method: 'POST' as const,
        url: `/api/admin/questions/meetings/${w.b.id}/answering`,
        payload: { questionId: w.qb },
      },
      { url: livePaths.questions('meeting', w.b.id) },
      // A question of B named through A's meeting, and an unknown one, are no better.
      {
        method: 'POST' as const,
        url: `/api/admin/questions/meetings/${w.a.id}/answering`,
        payload: { questionId: w.qb },
      },
      { method: 'POST' as const, url: `/api/admin/questions/meeting/${newId()}`, payload: { starred: true } },
      // The route's expert questions are staff's.
      { url: `/api/admin/questions?source=axis&id=${w.axis.id}` },
      { url: `/api/admin/questions/export?source=axis&id=${w.axis.id}` },
      { method: 'POST' as const, url: `/api/admin/questions/axis/${w.qx}`, payload: { starred: true } },
      { url: livePaths.questions('axis', w.axis.id) },
      // Not the mode, the list of sources, nor any other screen.
      {
        method: 'POST' as const,
        url: `/api/admin/questions/meetings/${w.a.id}/mode`,
        payload: { mode: 'shared' },
      },
      { url: '/api/admin/questions/sources' },
      { url: `/api/admin/meetings/${w.a.id}` },
      { url: '/api/admin/members' },
      { url: '/api/admin/audit' },
    ];
    for (const call of refused) {
      const answer = await host.request(call);
      // "Responder ahora" of B's question through A is the meeting's own check (404): it is not A's.
      const expected = call.url.endsWith(`${w.a.id}/answering`) ? 404 : 403;
      expect(answer.statusCode, `${call.method ?? 'GET'} ${call.url}`).toBe(expected);
    }
    // Nothing changed on B's question.
    const qb = await t.db
      .selectFrom('meeting_questions')
      .select(['starred'])
      .where('id', '=', w.qb)
      .executeTakeFirstOrThrow();
    expect(Number(qb.starred)).toBe(0);
  });

  it('answers 403 to a plain member and a coach, 401 to a visitor, and still serves staff', async () => {
    const w = await world();
    const member = await signedIn(w.asker.email);
    const coach = await signedIn((await createCoach(t.db)).email);
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    const calls = [
      { url: `/api/admin/questions?source=meeting&id=${w.a.id}` },
      { url: `/api/admin/questions/export?source=meeting&id=${w.a.id}` },
      { method: 'POST' as const, url: `/api/admin/questions/meeting/${w.qa}`, payload: { starred: true } },
      {
        method: 'POST' as const,
        url: `/api/admin/questions/meetings/${w.a.id}/answering`,
        payload: { questionId: w.qa },
      },
      { url: livePaths.questions('meeting', w.a.id) },
    ];
    for (const call of calls) {
      const label = `${call.method ?? 'GET'} ${call.url}`;
      expect((await visitor.request(call)).statusCode, label).toBe(401);
      expect((await member.request(call)).statusCode, label).toBe(403);
      expect((await coach.request(call)).statusCode, label).toBe(403);
      expect((await staff.request(call)).statusCode, label).toBe(200);
    }
    // Staff still reach the route questions and get 404 for what does not exist.
    expect(
      (await staff.request({ url: `/api/admin/questions?source=axis&id=${w.axis.id}` })).statusCode,
    ).toBe(200);
    expect(
      (
        await staff.request({
          method: 'POST',
          url: `/api/admin/questions/meeting/${newId()}`,
          payload: { starred: true },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists the meetings a member hosts for /perfil, archived ones aside', async () => {
    const w = await world();
    await createMeeting(t.db, { host_user_id: w.host.id, archived_at: TEST_NOW.toISOString() });
    const hosted = await w.browser.request({ url: '/api/users/hosted-meetings' });
    expect(hosted.statusCode).toBe(200);
    expect(hosted.json()).toEqual([
      {
        id: w.a.id,
        slug: w.a.slug,
        title: w.a.title,
        starts_at: w.a.starts_at,
        time_zone: w.a.time_zone,
      },
    ]);
    const member = await signedIn(w.asker.email);
    expect((await member.request({ url: '/api/users/hosted-meetings' })).json()).toEqual([]);
  });

  it('lets staff name the host by e-mail in the meeting editor, audited; an unknown e-mail is a field error', async () => {
    const w = await world();
    const editor = await staff.request({ url: `/api/admin/meetings/${w.b.id}` });
    expect(editor.statusCode).toBe(200);
    const { values, revision } = editor.json() as { values: Record<string, unknown>; revision: number };
    expect(values.host_email).toBe('');
    const save = (hostEmail: string, rev: number) =>
      staff.request({
        method: 'PUT',
        url: `/api/admin/meetings/${w.b.id}`,
        payload: { ...values, host_email: hostEmail, revision: rev },
      });

    const unknown = await save('nadie@example.org', revision);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ host_email: HOST_NOT_FOUND });
    const invalid = await save('no es un correo', revision);
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors)).toEqual(['host_email']);

    const saved = await save(`  ${w.host.email.toUpperCase()} `, revision);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().values.host_email).toBe(w.host.email);
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['changes_json', 'actor_email'])
      .where('item_type', '=', 'meeting')
      .where('item_id', '=', w.b.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.actor_email).toBe(staffUser.email);
    expect(entry.changes_json).toContain(w.host.email);
    // Now B is theirs too.
    expect(
      (await w.browser.request({ url: `/api/admin/questions?source=meeting&id=${w.b.id}` })).statusCode,
    ).toBe(200);

    // Emptied: no host, and the console is closed to them again.
    const cleared = await save('', saved.json().revision);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().values.host_email).toBe('');
    expect(
      (await w.browser.request({ url: `/api/admin/questions?source=meeting&id=${w.b.id}` })).statusCode,
    ).toBe(403);
  });
});
