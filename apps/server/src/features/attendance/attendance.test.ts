import { livePaths } from '@foro/shared/live/schemas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createMeeting, createMember, type Member, signedInMember } from '../../test/factories.ts';
import { CERTIFICATE_REVOKED, notAttended } from '../certificates/index.ts';
import { Stream } from '../../test/event-stream.ts';

const MINUTE = 60_000;

/** The text of the PDF's page, as a person could select it. */
async function pdfText(bytes: Uint8Array) {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false })
    .promise;
  try {
    const content = await (await doc.getPage(1)).getTextContent();
    return content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
  } finally {
    await doc.destroy();
  }
}

describe.each(engines)('attendance on %s (docs/product/meetings.md#attendance)', (engine) => {
  let t: TestApp;
  let staffUser: Member;
  let staff: Browser;
  afterEach(() => t.clock.set(TEST_NOW));
  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ user: staffUser, browser: staff } = await signedInMember(t, { role: 'staff' }));
  });
  afterAll(() => t.close());

  const signedIn = async (member: Member) => {
    const browser = new Browser(t.app);
    expect((await browser.signIn(member.email, member.password)).statusCode).toBe(303);
    return browser;
  };
  /** The minute counted for these members' open live pages, as the process does once a minute. */
  const countMinute = (meetingId: string, ...userIds: string[]) =>
    t.app.services.attendance.recordPresence(meetingId, userIds);
  /** A meeting on now (started 10 minutes before TEST_NOW, 90 minutes long) with a replay. */
  const liveMeeting = (values: Parameters<typeof createMeeting>[1] = {}) =>
    createMeeting(t.db, {
      starts_at: new Date(TEST_NOW.getTime() - 10 * MINUTE).toISOString(),
      iframe_post_event: 'https://player.vimeo.com/video/76979871',
      ...values,
    });
  const rows = (meetingId: string) =>
    t.db.selectFrom('meeting_attendance').selectAll().where('meeting_id', '=', meetingId).execute();
  const afterEnd = () => t.clock.set(new Date(TEST_NOW.getTime() + 81 * MINUTE));

  describe('minutes counted from the live page’s stream (decision 0133)', () => {
    let base = '';
    const streams: Stream[] = [];
    const open = async (path: string, who: Browser) => {
      const s = await Stream.open(base, path, who.cookieHeader);
      streams.push(s);
      expect(s.status).toBe(200);
      // Registered once the stream has begun.
      await s.until((x) => x.frames.some((f) => f.comment === 'connected'));
      return s;
    };
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    afterAll(async () => {
      for (const s of streams) await s.close();
    });

    it('counts each minute of an open live page once, tells the page when it counts, and stops when it closes', async () => {
      const meeting = await liveMeeting({ attendance_minutes: 2 });
      const [ana, luis] = [await createMember(t.db), await createMember(t.db)];
      const [anaBrowser, luisBrowser] = [await signedIn(ana), await signedIn(luis)];
      // Ana's live page in two tabs; Luis on the meeting's other page (its stream does not attend).
      const tab = await open(livePaths.meetingPage(meeting.slug), anaBrowser);
      const otherTab = await open(livePaths.meetingPage(meeting.slug), anaBrowser);
      const interact = await open(livePaths.meeting(meeting.slug), luisBrowser);
      await t.app.presence.tick();
      expect((await rows(meeting.id)).map((r) => [r.user_id, r.mode])).toEqual([[ana.id, 'live']]);
      t.clock.advance(MINUTE);
      await t.app.presence.tick();
      // The second of the 2 minutes: both of her pages are told, read the meeting and see it count.
      await tab.until((x) => x.frames.some((f) => f.event === 'attendance'));
      await otherTab.until((x) => x.frames.some((f) => f.event === 'attendance'));
      expect((await anaBrowser.request({ url: `/api/meeting/${meeting.slug}` })).json().attendance).toEqual({
        live_minutes: 2,
        replay_minutes: 0,
        required_minutes: 2,
        attended: 'live',
      });
      expect(interact.frames.some((f) => f.event === 'attendance')).toBe(false);
      // Told once: the next minute counts but changes nothing.
      t.clock.advance(MINUTE);
      await t.app.presence.tick();
      expect(await rows(meeting.id)).toHaveLength(3);
      await tab.close();
      await otherTab.close();
      // A closed page (hidden: the page closes its stream) counts nothing more.
      await new Promise((resolve) => setTimeout(resolve, 100));
      t.clock.advance(MINUTE);
      await t.app.presence.tick();
      expect(await rows(meeting.id)).toHaveLength(3);
      expect(tab.frames.filter((f) => f.event === 'attendance')).toHaveLength(1);
    });

    it('refuses a stream that says anything else than attending=1 (422), and a visitor (401)', async () => {
      const meeting = await liveMeeting();
      const member = await signedIn(await createMember(t.db));
      const odd = await member.request({ url: `/api/live/meeting/${meeting.slug}?attending=yes` });
      expect(odd.statusCode).toBe(422);
      const visitor = await new Browser(t.app).request({ url: livePaths.meetingPage(meeting.slug) });
      expect(visitor.statusCode).toBe(401);
      expect(await rows(meeting.id)).toEqual([]);
    });

    it('counts nothing before the meeting starts, after it without a replay, or for a draft', async () => {
      const upcoming = await createMeeting(t.db);
      const noReplay = await liveMeeting({ iframe_post_event: '' });
      const draft = await liveMeeting({ published_at: null });
      const member = await createMember(t.db);
      expect(await countMinute(upcoming.id, member.id)).toEqual([]);
      expect(await countMinute(draft.id, member.id)).toEqual([]);
      afterEnd();
      expect(await countMinute(noReplay.id, member.id)).toEqual([]);
      expect([...(await rows(upcoming.id)), ...(await rows(noReplay.id)), ...(await rows(draft.id))]).toEqual(
        [],
      );
    });

    it('counts the replay once the meeting is over, apart from the live minutes', async () => {
      const meeting = await liveMeeting({ attendance_minutes: 1 });
      const member = await createMember(t.db);
      expect(await countMinute(meeting.id, member.id)).toEqual([member.id]);
      afterEnd();
      // She already attended live: a replay minute does not change how she attended.
      expect(await countMinute(meeting.id, member.id)).toEqual([]);
      const browser = await signedIn(member);
      expect(
        (await browser.request({ url: `/api/meeting/${meeting.slug}` })).json().attendance,
      ).toMatchObject({
        live_minutes: 1,
        replay_minutes: 1,
        attended: 'live',
      });
    });

    it('counts a minute once however often it is counted (two processes, two devices)', async () => {
      const meeting = await liveMeeting();
      const member = await createMember(t.db);
      for (let i = 0; i < 3; i++) await countMinute(meeting.id, member.id, member.id);
      expect(await rows(meeting.id)).toHaveLength(1);
    });

    it('keeps each member’s total of minutes with every new minute, however it is stored (migration 072)', async () => {
      const meeting = await liveMeeting();
      const [ana, luis] = [await createMember(t.db), await createMember(t.db)];
      const totals = () =>
        t.db
          .selectFrom('meeting_presence')
          .select(['user_id', 'mode', 'minutes'])
          .where('meeting_id', '=', meeting.id)
          .orderBy('minutes', 'desc')
          .execute();
      await countMinute(meeting.id, ana.id);
      await countMinute(meeting.id, ana.id);
      t.clock.advance(MINUTE);
      await countMinute(meeting.id, ana.id);
      expect(await totals()).toEqual([{ user_id: ana.id, mode: 'live', minutes: 2 }]);
      // Minutes written by other means (the demo seed, an import): each new one counts once, a repeat none.
      const minute = (user_id: string, n: number) => ({
        meeting_id: meeting.id,
        user_id,
        mode: 'replay' as const,
        minute: n,
        created_at: TEST_NOW.toISOString(),
      });
      const store = (values: ReturnType<typeof minute>[]) =>
        t.db
          .insertInto('meeting_attendance')
          .values(values)
          .onConflict((oc) => oc.columns(['meeting_id', 'user_id', 'mode', 'minute']).doNothing())
          .execute();
      await store([minute(luis.id, 1), minute(luis.id, 2), minute(luis.id, 3)]);
      await store([minute(luis.id, 3), minute(luis.id, 4)]);
      expect(await totals()).toEqual([
        { user_id: luis.id, mode: 'replay', minutes: 4 },
        { user_id: ana.id, mode: 'live', minutes: 2 },
      ]);
    });
  });

  describe('thresholds and certificates', () => {
    const issue = (who: Browser, slug: string) =>
      who.request({ method: 'POST', url: `/api/certificates/meeting/${slug}` });
    const download = async (who: Browser, slug: string) => {
      const issued = await issue(who, slug);
      expect(issued.statusCode, issued.body).toBe(200);
      const file = await who.request({ url: issued.json().url });
      expect(file.headers['content-type']).toBe('application/pdf');
      return { code: issued.json().code as string, text: await pdfText(file.rawPayload) };
    };
    /** The member's live page open over `minutes` consecutive minutes from now. */
    const present = async (meetingId: string, member: Member, minutes: number) => {
      for (let i = 0; i < minutes; i++) {
        await countMinute(meetingId, member.id);
        t.clock.advance(MINUTE);
      }
    };

    it('a member attended live after N minutes: the certificate says "ha asistido en directo"', async () => {
      const meeting = await liveMeeting({ attendance_minutes: 3, title: 'Leer[br]el aula' });
      const data = await createMember(t.db, { name: 'Rosa', lastname: 'Quispe', lastname2: 'Mamani' });
      const member = await signedIn(data);
      await present(meeting.id, data, 2);
      afterEnd();
      const early = await issue(member, meeting.slug);
      expect(early.statusCode).toBe(403);
      expect(early.json()).toEqual({ code: 'FORBIDDEN', message: notAttended(3) });
      expect((await member.request({ url: `/api/meeting/${meeting.slug}` })).json()).toMatchObject({
        certificate: false,
        attendance: { live_minutes: 2, required_minutes: 3, attended: null },
      });

      t.clock.set(new Date(TEST_NOW.getTime() + 30 * MINUTE));
      await present(meeting.id, data, 1);
      afterEnd();
      expect((await member.request({ url: `/api/meeting/${meeting.slug}` })).json()).toMatchObject({
        certificate: true,
        attendance: { live_minutes: 3, attended: 'live' },
      });
      const { text } = await download(member, meeting.slug);
      expect(text).toContain('Rosa Quispe Mamani');
      expect(text).toContain('ha asistido en directo al encuentro');
      expect(text).toContain('Leer el aula');
      expect(text).toContain('1 hora y 30 minutos');
      expect(text).not.toContain('grabación');
    });

    it('a member who watched the replay for N minutes gets "ha visto la grabación"', async () => {
      const meeting = await liveMeeting({ attendance_minutes: 2, duration_minutes: 60 });
      const luis = await createMember(t.db, { name: 'Luis', lastname: 'Herrera' });
      const member = await signedIn(luis);
      await present(meeting.id, luis, 1);
      afterEnd();
      await present(meeting.id, luis, 2);
      const { code, text } = await download(member, meeting.slug);
      expect(text).toContain('ha visto la grabación del encuentro');
      expect(text).toContain('1 hora');
      const page = await new Browser(t.app).request({ url: `/certificados/${code}` });
      expect(page.body).toContain('<h1>Certificado válido</h1>');
      expect(page.body).toContain('Grabación');
    });

    it('only registering is not attending (403); the back office lists show who did what', async () => {
      const meeting = await liveMeeting({ attendance_minutes: 1 });
      const [a, b, c] = await Promise.all([
        createMember(t.db, { name: '=HYPERLINK("http://x")', lastname: 'Uno' }),
        createMember(t.db, { name: 'Beatriz', lastname: 'Dos' }),
        createMember(t.db, { name: 'Carla', lastname: 'Tres' }),
      ]);
      await t.db
        .insertInto('meeting_inscriptions')
        .values(
          [a, b, c].map((m, i) => ({
            meeting_id: meeting.id,
            user_id: m.id,
            created_at: new Date(TEST_NOW.getTime() - (3 - i) * MINUTE).toISOString(),
          })),
        )
        .execute();
      const [ba, bb, bc] = await Promise.all([signedIn(a), signedIn(b), signedIn(c)]);
      await countMinute(meeting.id, a.id);
      afterEnd();
      await countMinute(meeting.id, b.id);
      await download(ba, meeting.slug);
      t.clock.advance(MINUTE);
      await download(bb, meeting.slug);
      const refused = await issue(bc, meeting.slug);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(notAttended(1));

      const list = (query: string) =>
        staff.request({ url: `/api/admin/meetings/${meeting.id}/attendance?${query}` });
      const registered = (await list('list=registered&limit=2')).json();
      expect(registered.counts).toEqual({ registered: 3, live: 1, replay: 1, certificates: 2 });
      expect(registered.rows.map((r: { user_id: string }) => r.user_id)).toEqual([a.id, b.id]);
      const next = (await list(`list=registered&limit=2&cursor=${registered.nextCursor}`)).json();
      expect(next.rows.map((r: { user_id: string }) => r.user_id)).toEqual([c.id]);
      expect(next.nextCursor).toBeUndefined();
      expect((await list('list=live')).json().rows).toEqual([
        expect.objectContaining({ user_id: a.id, minutes: 1, email: a.email, country: 'Colombia' }),
      ]);
      expect((await list('list=replay')).json().rows).toEqual([
        expect.objectContaining({ user_id: b.id, minutes: 1 }),
      ]);
      const certificates = (await list('list=certificates')).json().rows;
      expect(
        certificates.map((r: { certificate: { attendance: string } }) => r.certificate.attendance),
      ).toEqual(['live', 'replay']);
      expect((await list('list=otra')).statusCode).toBe(422);
      expect((await list('cursor=no-es-un-cursor')).statusCode).toBe(422);
      expect((await staff.request({ url: '/api/admin/meetings/no-existe/attendance' })).statusCode).toBe(404);

      const csv = await staff.request({
        url: `/api/admin/meetings/${meeting.id}/attendance.csv?list=certificates`,
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(
        `attachment; filename="${meeting.slug}-certificates.csv"`,
      );
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      // `;` between cells, the date in the staff member's zone (Colombia: GMT-5), named in the heading.
      expect(lines[0]).toBe(
        'Nombre;Correo electrónico;País;Fecha (hora de Bogotá, GMT-5);Código;Modalidad;Estado;Reemplazado por;Motivo de la revocación',
      );
      expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/x""\) Uno";/);
      expect(lines[1]).toContain(';En directo;Válido;;');
      expect(lines[2]).toContain(';Grabación;Válido;;');
      const bogota = new Date(
        Date.parse((certificates[0] as { at: string }).at) - 5 * 60 * MINUTE,
      ).toISOString();
      expect(lines[1]!.split(';')[3]).toBe(
        `${bogota.slice(8, 10)}/${bogota.slice(5, 7)}/${bogota.slice(0, 4)} ${bogota.slice(11, 16)}`,
      );
      const registeredCsv = await staff.request({ url: `/api/admin/meetings/${meeting.id}/attendance.csv` });
      expect(registeredCsv.body.trim().split('\r\n')).toHaveLength(4);
    });
  });

  describe('revocation', () => {
    it('staff revoke with a reason (audited); the page says "revocado" and the member cannot download it', async () => {
      const meeting = await liveMeeting({ attendance_minutes: 1 });
      const data = await createMember(t.db);
      const member = await signedIn(data);
      await countMinute(meeting.id, data.id);
      afterEnd();
      const code = (
        await member.request({ method: 'POST', url: `/api/certificates/meeting/${meeting.slug}` })
      ).json().code as string;
      const revoke = (who: Browser, reason: unknown, target = code) =>
        who.request({ method: 'POST', url: `/api/admin/certificates/${target}/revoke`, payload: { reason } });

      const short = await revoke(staff, 'no');
      expect(short.statusCode).toBe(422);
      const { browser: coach } = await signedInMember(t, { role: 'coach' });
      expect((await revoke(coach, 'Datos falsos en la inscripción')).statusCode).toBe(403);
      expect((await revoke(member, 'Datos falsos en la inscripción')).statusCode).toBe(403);
      const visitor = new Browser(t.app);
      await visitor.request({ url: '/api/sanctum/csrf-cookie' });
      expect((await revoke(visitor, 'Datos falsos en la inscripción')).statusCode).toBe(401);
      expect(
        (
          await t.db
            .selectFrom('certificates')
            .select('revoked_at')
            .where('code', '=', code)
            .executeTakeFirst()
        )?.revoked_at,
      ).toBeNull();

      const done = await revoke(staff, '  Datos falsos en la inscripción ');
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({
        code,
        revoked_at: t.clock.now().toISOString(),
        revoked_reason: 'Datos falsos en la inscripción',
      });
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('item_type', '=', 'certificate')
        .where('item_id', '=', code)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'revoke', actor_email: staffUser.email });
      expect(JSON.parse(audit[0]!.changes_json)).toMatchObject({
        revoked_reason: { before: null, after: 'Datos falsos en la inscripción' },
      });

      const page = await new Browser(t.app).request({ url: `/certificados/${code}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>Certificado revocado</h1>');
      expect(page.body).toContain('revocó este certificado');
      for (const res of [
        await member.request({ method: 'POST', url: `/api/certificates/meeting/${meeting.slug}` }),
        await member.request({ url: `/certificado/encuentro/${meeting.slug}` }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(CERTIFICATE_REVOKED);
      }
      expect((await revoke(staff, 'Otra vez el mismo motivo')).statusCode).toBe(409);
      expect((await revoke(staff, 'Un código que no existe', 'ZZZZZZZZZZ')).statusCode).toBe(404);
      const listed = await staff.request({
        url: `/api/admin/meetings/${meeting.id}/attendance?list=certificates`,
      });
      expect(listed.json().rows[0].certificate).toMatchObject({
        state: 'revoked',
        revoked_reason: 'Datos falsos en la inscripción',
      });
    });
  });

  describe('who may use the back office lists', () => {
    it('answers 401 to a visitor and 403 to a member and a coach', async () => {
      const meeting = await liveMeeting();
      const visitor = new Browser(t.app);
      const member = await signedIn(await createMember(t.db));
      const { browser: coach } = await signedInMember(t, { role: 'coach' });
      for (const url of [
        `/api/admin/meetings/${meeting.id}/attendance`,
        `/api/admin/meetings/${meeting.id}/attendance.csv?list=registered`,
      ]) {
        expect((await visitor.request({ url })).statusCode).toBe(401);
        expect((await member.request({ url })).statusCode).toBe(403);
        expect((await coach.request({ url })).statusCode).toBe(403);
      }
    });
  });
});
