import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reports } from '@foro/shared/reports/schemas';
import { newId } from '../../lib/ids.ts';
import { scopeOf } from './reports.service.ts';
import { createAttendanceRepository } from '../attendance/index.ts';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import {
  createCoach,
  createMeeting,
  createMeetingPost,
  createMember,
  createPracticalCase,
  createRoute,
  visitStops,
  type Member,
} from '../../test/factories.ts';

const at = '2026-03-05T10:00:00.000Z';

describe.each(engines)('the reports dashboard on %s (docs/product/reports.md)', (engine) => {
  let t: TestApp;
  let staff: Browser;
  let meetingId: string;
  let axisId: string;
  let colombian: Member;
  let chilean: Member;

  /** Minutes of presence as the live page records them (features/attendance), totals included. */
  const minutes = async (meeting: string, user: string, mode: 'live' | 'replay', count: number) => {
    const attendance = createAttendanceRepository(t.db);
    for (let minute = 0; minute < count; minute++)
      await attendance.recordMinutes(meeting, [user], mode, minute, at);
    // A minute counted twice (two open pages, two processes) counts once.
    if (count) await attendance.recordMinutes(meeting, [user], mode, 0, at);
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const admin = await createMember(t.db, { role: 'staff', email: 'equipo@example.org' });
    colombian = await createMember(t.db, { country: 'colombia' });
    chilean = await createMember(t.db, { country: 'chile' });
    await createCoach(t.db, { email: 'coach-informes@example.org' });
    // A title a spreadsheet would run as a formula: the CSV keeps it as text.
    const meeting = await createMeeting(t.db, {
      title: '=Encuentro de marzo',
      starts_at: '2026-03-03T22:00:00.000Z',
    });
    meetingId = meeting.id;
    // A meeting of another month: the period leaves it out.
    await createMeeting(t.db, { title: 'Encuentro de enero', starts_at: '2026-01-20T22:00:00.000Z' });
    for (const user of [admin, colombian, chilean])
      await t.db
        .insertInto('meeting_inscriptions')
        .values({ meeting_id: meetingId, user_id: user.id, created_at: at })
        .execute();
    // Live for the whole minimum (30 minutes); one minute short live but the whole replay; staff never count.
    await minutes(meetingId, colombian.id, 'live', 30);
    await minutes(meetingId, chilean.id, 'live', 29);
    await minutes(meetingId, chilean.id, 'replay', 31);
    await minutes(meetingId, admin.id, 'live', 40);
    await t.db
      .insertInto('meeting_questions')
      .values({
        id: newId(),
        meeting_id: meetingId,
        user_id: colombian.id,
        question: '¿Cómo?',
        created_at: at,
      })
      .execute();
    await createMeetingPost(t.db, { meeting_id: meetingId, user_id: colombian.id });
    await createMeetingPost(t.db, { meeting_id: meetingId, user_id: chilean.id });
    await createMeetingPost(t.db, { meeting_id: meetingId, user_id: chilean.id, deleted_at: at });

    const route = await createRoute(t.db);
    axisId = route.id;
    await visitStops(t.db, colombian.id, route, [1, 2, 3]);
    await visitStops(t.db, chilean.id, route, [1]);
    await visitStops(t.db, admin.id, route, [1, 2, 3, 4, 5, 6, 7, 8]);
    await t.db
      .insertInto('axis_questions')
      .values({ id: newId(), axis_id: axisId, user_id: chilean.id, question: '¿Qué?', created_at: at })
      .execute();
    const test = await createPracticalCase(t.db, axisId);
    for (const [user, score] of [
      [colombian, 7],
      [chilean, 10],
      [admin, 0],
    ] as const)
      await t.db
        .insertInto('test_attempts')
        .values({
          id: newId(),
          axis_id: axisId,
          test_id: test.id,
          user_id: user.id,
          score,
          answers_json: '{}',
          created_at: at,
        })
        .execute();

    const lead = (country: string, created_at = at) => ({
      id: newId(),
      email: `${newId()}@example.org`,
      country,
      created_at,
      last_seen_at: created_at,
    });
    await t.db
      .insertInto('open_access_leads')
      .values([lead('colombia'), lead('colombia'), lead('chile'), lead('chile', '2025-12-01T10:00:00.000Z')])
      .execute();
    const invitation = {
      id: newId(),
      email: 'invitada@example.org',
      name: '',
      secret_digest: newId(),
      created_at: at,
      expires_at: at,
      used_at: at,
      user_id: colombian.id,
    };
    const pending = {
      ...invitation,
      id: newId(),
      email: 'otra@example.org',
      secret_digest: newId(),
      used_at: null,
      user_id: null,
    };
    await t.db.insertInto('invitations').values([invitation, pending]).execute();
    const request = (country: string, invitation_id: string | null) => ({
      id: newId(),
      email: `${newId()}@example.org`,
      country,
      name: 'Ana',
      lastname: 'Pérez',
      school: 'Liceo',
      city: 'Ciudad',
      school_type: 'public',
      privacy_accepted_at: at,
      created_at: at,
      updated_at: at,
      invitation_id,
    });
    await t.db
      .insertInto('contact_requests')
      .values([request('colombia', invitation.id), request('colombia', pending.id), request('chile', null)])
      .execute();

    staff = new Browser(t.app);
    expect((await staff.signIn('equipo@example.org', colombian.password)).statusCode).toBe(303);
  });
  afterAll(() => t.close());

  const read = async (query = '') => {
    const answer = await staff.request({ url: `/api/admin/reports${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Reports;
  };

  it('counts every figure from the records, leaving staff out', async () => {
    const reports = await read();
    expect(reports.meetings.find((m) => m.meetingId === meetingId)).toEqual({
      meetingId,
      title: '=Encuentro de marzo',
      startsAt: '2026-03-03T22:00:00.000Z',
      registered: 2,
      live: 1,
      replay: 1,
      questions: 1,
      posts: 2,
    });
    expect(reports.meetings).toHaveLength(2);
    expect(reports.routes).toEqual([expect.objectContaining({ axisId, questions: 1, posts: 0 })]);
    expect(reports.funnel).toEqual([expect.objectContaining({ axisId, members: [2, 1, 1, 0, 0, 0, 0, 0] })]);
    expect(reports.scores).toEqual({ attempts: 2, average: 8.5, counts: [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1] });
    expect(reports.countries).toEqual([
      { country: 'colombia', label: 'Colombia', leads: 2, requests: 2 },
      { country: 'chile', label: 'Chile', leads: 2, requests: 1 },
    ]);
    expect(reports.invitations).toEqual({ requested: 3, sent: 2, accounts: 1 });
  });

  it('filters by the member’s country and by a period of whole days', async () => {
    const chile = await read('?country=chile');
    expect(chile.meetings.find((m) => m.meetingId === meetingId)).toMatchObject({
      registered: 1,
      live: 0,
      replay: 1,
      questions: 0,
      posts: 1,
    });
    expect(chile.funnel[0]!.members).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(chile.scores.counts[10]).toBe(1);
    expect(chile.countries).toEqual([{ country: 'chile', label: 'Chile', leads: 2, requests: 1 }]);
    expect(chile.invitations).toEqual({ requested: 1, sent: 0, accounts: 0 });

    // The last day counts whole: a meeting at 22:00 UTC on 3 March is inside "to 2026-03-03".
    const day = await read('?from=2026-03-03&to=2026-03-03');
    expect(day.meetings.map((m) => m.meetingId)).toEqual([meetingId]);
    const march = await read('?from=2026-03-01&to=2026-03-05');
    expect(march.meetings.map((m) => m.meetingId)).toEqual([meetingId]);
    expect(march.countries.find((c) => c.country === 'chile')!.leads).toBe(1);
    const before = await read('?to=2026-03-02');
    expect(before.meetings.map((m) => m.title)).toEqual(['Encuentro de enero']);
    expect(before.scores.attempts).toBe(0);
    expect(before.funnel[0]!.members).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(before.invitations).toEqual({ requested: 0, sent: 0, accounts: 0 });
    // An empty field is no filter.
    expect((await read('?country=&from=&to=')).meetings).toHaveLength(2);
  });

  it('refuses bad filters with 422 and Spanish messages', async () => {
    for (const [query, field, message] of [
      ['?country=narnia', 'country', 'Elige un país de la lista'],
      ['?from=2026-02-30', 'from', 'Escribe una fecha válida (AAAA-MM-DD)'],
      ['?to=ayer', 'to', 'Escribe una fecha válida (AAAA-MM-DD)'],
      ['?from=2026-03-10&to=2026-03-01', 'to', 'La fecha final no puede ser anterior a la inicial'],
    ] as const) {
      const answer = await staff.request({ url: `/api/admin/reports${query}` });
      expect(answer.statusCode, query).toBe(422);
      expect(answer.json().errors[field], query).toBe(message);
      const csv = await staff.request({ url: `/api/admin/reports/meetings/export${query}` });
      expect(csv.statusCode, query).toBe(422);
    }
    const unknown = await staff.request({ url: '/api/admin/reports/nada/export' });
    expect(unknown.statusCode).toBe(422);
  });

  it('exports each report as CSV with the same filters, formulas neutralised', async () => {
    const answer = await staff.request({ url: '/api/admin/reports/meetings/export?from=2026-03-01' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="informe-meetings_2026-03-01.csv"',
    );
    // Staff in Colombia: the meeting at 22:00 UTC is 17:00 in Bogotá (decision 0078).
    expect(answer.body).toBe(
      '\uFEFFEncuentro;Fecha (hora de Bogotá, GMT-5);Inscritos;Asistieron en directo;Vieron la grabación;Preguntas;Comentarios\r\n' +
        "'=Encuentro de marzo;03/03/2026 17:00;2;1;1;1;2\r\n",
    );
    const funnel = await staff.request({ url: '/api/admin/reports/funnel/export?country=chile' });
    expect(funnel.body.split('\r\n')[1]).toMatch(/;1;0;0;0;0;0;0;0$/);
    for (const report of ['routes', 'scores', 'countries', 'invitations'])
      expect((await staff.request({ url: `/api/admin/reports/${report}/export` })).statusCode, report).toBe(
        200,
      );
    const invitations = await staff.request({ url: '/api/admin/reports/invitations/export' });
    expect(invitations.body).toBe('\uFEFFSolicitadas;Invitaciones enviadas;Cuentas creadas\r\n3;2;1\r\n');
  });

  it('gives the meetings’ hours in the staff member’s own zone, and names it (decision 0078)', async () => {
    const inChile = await createMember(t.db, { role: 'staff', country: 'chile' });
    const chileStaff = new Browser(t.app);
    expect((await chileStaff.signIn(inChile.email, inChile.password)).statusCode).toBe(303);
    const answer = await chileStaff.request({ url: '/api/admin/reports/meetings/export?from=2026-03-01' });
    expect(answer.statusCode).toBe(200);
    const [header, row] = answer.body.replace(/^\uFEFF/, '').split('\r\n');
    // Santiago keeps summer time (GMT-3) until April: 22:00 UTC is 19:00 there.
    expect(header!.split(';')[1]).toBe('Fecha (hora de Santiago de Chile, GMT-3)');
    expect(row!.split(';')[1]).toBe('03/03/2026 19:00');
  });

  it('answers 403 to members and coaches, 401 to visitors', async () => {
    const member = new Browser(t.app);
    await member.signIn(colombian.email, colombian.password);
    const coach = new Browser(t.app);
    await coach.signIn('coach-informes@example.org', colombian.password);
    const visitor = new Browser(t.app);
    for (const url of ['/api/admin/reports', '/api/admin/reports/meetings/export']) {
      expect((await member.request({ url })).statusCode, url).toBe(403);
      expect((await coach.request({ url })).statusCode, url).toBe(403);
      expect((await visitor.request({ url })).statusCode, url).toBe(401);
    }
  });
});

describe('a report’s period', () => {
  it('is made of whole days of the staff member’s zone (decision 0078)', () => {
    expect(scopeOf({ from: '2026-03-03', to: '2026-03-03' }, 'America/Santiago').period).toEqual({
      start: '2026-03-03T03:00:00.000Z',
      end: '2026-03-04T03:00:00.000Z',
    });
    expect(scopeOf({ from: '2026-03-03' }).period).toEqual({
      start: '2026-03-03T05:00:00.000Z',
      end: undefined,
    });
  });
});
