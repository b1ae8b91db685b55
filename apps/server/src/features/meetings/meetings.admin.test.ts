import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeetingsTable } from '../../db/schema.ts';
import type { MeetingFormValues } from '@foro/shared/meetings/admin-schemas';
import { newId } from '../../lib/ids.ts';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';

/** A meeting as the editor sends it, from nothing; each test changes what it needs. */
const meetingInput = (overrides: Partial<MeetingFormValues> = {}): MeetingFormValues => ({
  title: 'Aprender[br]con otros',
  topic: 'Colaboración',
  date: '2026-04-15',
  time: '18:00',
  time_zone: 'America/Bogota',
  duration_minutes: 90,
  state: 'auto',
  img: '/media/encuentros/portada.jpg',
  iframe_post_event: 'https://player.vimeo.com/video/76979871',
  speaker: 'Lucía Fernández',
  speaker_country: 'Uruguay',
  speaker_job: 'Maestra e investigadora',
  speaker_gender: 'f',
  speaker_ln: 'https://www.linkedin.com/in/lucia-fernandez',
  driver: 'Andrés Rojas',
  driver_country: 'Colombia',
  driver_job: 'Periodista',
  driver_claim: 'Conversar es aprender.',
  objectives: [{ img: '', title: 'Escuchar', excerpt: 'Aprender a escuchar a los colegas.' }],
  ...overrides,
});

describe.each(engines)('meetings in the back office on %s (docs/product/admin.md)', (engine) => {
  let t: TestApp;
  let staff: Browser;
  let otherStaff: Browser;
  let member: Browser;
  const counts = async () => ({
    meetings: (await t.db.selectFrom('meetings').select('id').execute()).length,
    audit: (await t.db.selectFrom('audit_log').select('id').execute()).length,
  });
  const create = async (overrides: Partial<MeetingFormValues> = {}) => {
    const answer = await staff.request({
      method: 'POST',
      url: '/api/admin/meetings',
      payload: meetingInput(overrides),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as { id: string; revision: number; values: { slug: string } };
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    staff = new Browser(t.app);
    await staff.signIn('admin@example.org');
    otherStaff = new Browser(t.app);
    await otherStaff.signIn('admin@example.org');
    member = new Browser(t.app);
    await member.signIn('docente@example.org');
  });
  afterAll(() => t.close());

  it('keeps the minutes of attendance per meeting: 30 unless staff set others, never over the duration', async () => {
    const plain = await create({ title: 'Asistencia por defecto' });
    expect(plain.values).toMatchObject({ attendance_minutes: 30 });
    const short = await create({ title: 'Asistencia corta', attendance_minutes: 5 });
    expect(short.values).toMatchObject({ attendance_minutes: 5 });
    const stored = await t.db
      .selectFrom('meetings')
      .select('attendance_minutes')
      .where('id', '=', short.id)
      .executeTakeFirstOrThrow();
    expect(stored.attendance_minutes).toBe(5);
    for (const [value, message] of [
      [0, 'Indica los minutos de asistencia: un número entero entre 1 y 600.'],
      [2.5, 'Indica los minutos de asistencia: un número entero entre 1 y 600.'],
      [91, 'Los minutos de asistencia no pueden superar la duración del encuentro.'],
    ] as const) {
      const res = await staff.request({
        method: 'POST',
        url: '/api/admin/meetings',
        payload: meetingInput({ title: 'Asistencia mal', attendance_minutes: value }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ attendance_minutes: message });
    }
  });

  it('creates a draft that members do not see and staff preview; once published members see it with every country’s time', async () => {
    const created = await create();
    expect(created).toMatchObject({ revision: 0, publication: 'draft', published_at: null });
    expect(created.values.slug).toBe('aprender-con-otros');

    const slugsFor = async (who: Browser) =>
      ((await who.request({ url: '/api/meetings' })).json() as Array<{ slug: string }>).map((m) => m.slug);
    expect(await slugsFor(member)).not.toContain('aprender-con-otros');
    expect((await member.request({ url: '/api/meeting/aprender-con-otros' })).statusCode).toBe(404);
    expect(
      (await new Browser(t.app).request({ url: '/api/meeting/aprender-con-otros/calendar' })).statusCode,
    ).toBe(404);
    const preview = await staff.request({ url: '/api/meeting/aprender-con-otros' });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ preview: true, title: 'Aprender[br]con otros' });
    expect(await slugsFor(staff)).toContain('aprender-con-otros');

    const published = await staff.request({
      method: 'POST',
      url: `/api/admin/meetings/${created.id}/publish`,
      payload: { revision: created.revision },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ publication: 'published', revision: 1 });

    const cards = (await member.request({ url: '/api/meetings' })).json() as Array<Record<string, unknown>>;
    const card = cards.find((m) => m.slug === 'aprender-con-otros')!;
    expect(card).toBeDefined();
    expect(card.preview).toBeUndefined();
    // 18:00 in Bogotá (UTC-5) on 15 April 2026 is 23:00 UTC.
    expect(card).toMatchObject({
      starts_at: '2026-04-15T23:00:00.000Z',
      hour_formated: '18:00',
      time_zone: 'GMT-5',
    });
    const schedule = card.schedule as Array<{ country: string; date: string; hour: string }>;
    const at = (country: string) => schedule.find((row) => row.country === country);
    expect(at('Colombia')).toMatchObject({ date: '15/04/2026', hour: '18:00' });
    expect(at('Chile')).toMatchObject({ date: '15/04/2026', hour: '19:00' });
    expect(at('Argentina')).toMatchObject({ hour: '20:00' });
    expect(at('México (Ciudad de México)')).toMatchObject({ hour: '17:00' });
    expect(at('México (Tijuana)')).toMatchObject({ hour: '16:00' });
    expect(at('España')).toMatchObject({ date: '16/04/2026', hour: '01:00' });
    const detail = (await member.request({ url: '/api/meeting/aprender-con-otros' })).json();
    expect(detail.iframe_post_event).toBe('https://player.vimeo.com/video/76979871');
    expect(detail.speakers[0]).toMatchObject({
      speaker: 'Lucía Fernández',
      speaker_gender: 'f',
      driver_claim: 'Conversar es aprender.',
    });

    const audit = (
      await staff.request({ url: `/api/admin/audit?itemType=meeting&itemId=${created.id}` })
    ).json();
    const byAction = (action: string) => audit.entries.find((e: { action: string }) => e.action === action);
    expect(audit.entries.map((e: { action: string }) => e.action).sort()).toEqual(['create', 'publish']);
    expect(byAction('publish').changes.published_at).toEqual({ before: null, after: TEST_NOW.toISOString() });
    expect(byAction('create')).toMatchObject({
      actor: { email: 'admin@example.org' },
      item: { type: 'meeting', label: 'Aprender con otros' },
    });
    expect(byAction('create').changes.title).toEqual({ before: null, after: 'Aprender[br]con otros' });
  });

  it('schedules a publication: members see the meeting only from that instant', async () => {
    const created = await create({ title: 'Programado' });
    const at = new Date(TEST_NOW.getTime() + 60 * 60_000).toISOString();
    const answer = await staff.request({
      method: 'POST',
      url: `/api/admin/meetings/${created.id}/publish`,
      payload: { revision: 0, at },
    });
    expect(answer.json()).toMatchObject({ publication: 'scheduled', published_at: at });
    expect((await member.request({ url: '/api/meeting/programado' })).statusCode).toBe(404);
    try {
      t.clock.set(new Date(Date.parse(at) + 1000));
      const later = new Browser(t.app);
      await later.signIn('docente@example.org');
      expect((await later.request({ url: '/api/meeting/programado' })).statusCode).toBe(200);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('refuses a player from another host, a time the zone skips and a missing title, with Spanish messages, and stores nothing', async () => {
    const before = await counts();
    const badHost = await staff.request({
      method: 'POST',
      url: '/api/admin/meetings',
      payload: meetingInput({ title: 'Malo', iframe_event: 'https://evil.example.com/embed/1' }),
    });
    expect(badHost.statusCode).toBe(422);
    expect(badHost.json().errors.iframe_event).toMatch(/^Esta dirección no es de un reproductor permitido\./);
    expect(badHost.json().errors.iframe_event).toContain('player.vimeo.com');

    // Spain moves its clocks from 02:00 to 03:00 on 29 March 2026: 02:30 never happens there.
    const gap = await staff.request({
      method: 'POST',
      url: '/api/admin/meetings',
      payload: meetingInput({
        title: 'Hueco',
        date: '2026-03-29',
        time: '02:30',
        time_zone: 'Europe/Madrid',
      }),
    });
    expect(gap.statusCode).toBe(422);
    expect(gap.json().errors).toEqual({
      time: 'Esa hora no existe en la zona horaria elegida ese día (cambio de horario). Elige otra hora.',
    });

    const untitled = await staff.request({
      method: 'POST',
      url: '/api/admin/meetings',
      payload: meetingInput({ title: '   ' }),
    });
    expect(untitled.statusCode).toBe(422);
    expect(untitled.json().errors.title).toBe('Escribe el título del encuentro.');

    const zone = await staff.request({
      method: 'POST',
      url: '/api/admin/meetings',
      payload: meetingInput({ time_zone: 'Asia/Tokyo' as MeetingFormValues['time_zone'] }),
    });
    expect(zone.statusCode).toBe(422);
    expect(zone.json().errors.time_zone).toBe('Elige la zona horaria de uno de los países del portal.');

    const created = await create({ title: 'Para editar mal' });
    const afterCreate = await counts();
    const badEdit = await staff.request({
      method: 'PUT',
      url: `/api/admin/meetings/${created.id}`,
      payload: {
        ...meetingInput({ title: 'Cambiado', iframe_chat: 'http://player.vimeo.com/chat' }),
        revision: 0,
      },
    });
    expect(badEdit.statusCode).toBe(422);
    expect(Object.keys(badEdit.json().errors)).toEqual(['iframe_chat']);
    expect(await counts()).toEqual(afterCreate);
    expect(afterCreate).toEqual({ meetings: before.meetings + 1, audit: before.audit + 1 });
    const stored = (await staff.request({ url: `/api/admin/meetings/${created.id}` })).json();
    expect(stored).toMatchObject({ revision: 0, values: { title: 'Para editar mal' } });
  });

  it('keeps one of two saves from the same copy and answers the other 409 with what changed', async () => {
    const created = await create({ title: 'Dos editores' });
    const first = await staff.request({
      method: 'PUT',
      url: `/api/admin/meetings/${created.id}`,
      payload: { ...meetingInput({ title: 'Dos editores (versión de Ana)', topic: 'Igual' }), revision: 0 },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().revision).toBe(1);
    const second = await otherStaff.request({
      method: 'PUT',
      url: `/api/admin/meetings/${created.id}`,
      payload: { ...meetingInput({ title: 'Dos editores (versión de Bruno)', topic: 'Igual' }), revision: 0 },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'CONFLICT',
      conflict: {
        revision: 1,
        by: 'admin@example.org',
        changes: { title: 'Dos editores (versión de Ana)' },
      },
    });
    expect(Object.keys(second.json().conflict.changes)).toEqual(['title']);
    const stored = (await staff.request({ url: `/api/admin/meetings/${created.id}` })).json();
    expect(stored.values.title).toBe('Dos editores (versión de Ana)');

    const audit = (await staff.request({ url: `/api/admin/audit?itemId=${created.id}` })).json();
    expect(audit.entries.find((e: { action: string }) => e.action === 'update')).toMatchObject({
      changes: {
        title: { before: 'Dos editores', after: 'Dos editores (versión de Ana)' },
        topic: { before: 'Colaboración', after: 'Igual' },
      },
    });
    // A stale publication is refused too.
    const stalePublish = await otherStaff.request({
      method: 'POST',
      url: `/api/admin/meetings/${created.id}/publish`,
      payload: { revision: 0 },
    });
    expect(stalePublish.statusCode).toBe(409);
  });

  it('moves the start, keeps the calendar event and raises its SEQUENCE; forces a state', async () => {
    const created = await create({ title: 'Calendario' });
    await staff.request({
      method: 'POST',
      url: `/api/admin/meetings/${created.id}/publish`,
      payload: { revision: 0 },
    });
    const ics = async () => (await member.request({ url: '/api/meeting/calendario/calendar' })).body;
    expect(await ics()).toContain('SEQUENCE:1');
    const moved = await staff.request({
      method: 'PUT',
      url: `/api/admin/meetings/${created.id}`,
      payload: {
        ...meetingInput({
          title: 'Calendario',
          date: '2026-05-02',
          time: '10:30',
          time_zone: 'America/Santiago',
          state: 'inactive',
        }),
        revision: 1,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      starts_at: '2026-05-02T14:30:00.000Z',
      values: { state: 'inactive' },
    });
    expect(await ics()).toContain('SEQUENCE:2');
    expect(await ics()).toContain('DTSTART:20260502T143000Z');
    const card = (await member.request({ url: '/api/meeting/calendario' })).json();
    expect(card).toMatchObject({ active: false, hour_formated: '10:30' });
  });

  it('archives a meeting members used instead of deleting it, and deletes one they never used', async () => {
    const used = await create({ title: 'Con inscripciones', date: '2026-03-20' });
    await staff.request({
      method: 'POST',
      url: `/api/admin/meetings/${used.id}/publish`,
      payload: { revision: 0 },
    });
    expect((await member.request({ url: '/api/meeting/con-inscripciones/inscription' })).statusCode).toBe(
      200,
    );
    const removed = await staff.request({
      method: 'DELETE',
      url: `/api/admin/meetings/${used.id}?revision=1`,
    });
    expect(removed.json()).toEqual({ result: 'archived' });
    expect((await member.request({ url: '/api/meeting/con-inscripciones' })).statusCode).toBe(404);
    expect(
      await t.db.selectFrom('meeting_inscriptions').selectAll().where('meeting_id', '=', used.id).execute(),
    ).toHaveLength(1);
    const archived = (await staff.request({ url: `/api/admin/meetings/${used.id}` })).json();
    expect(archived).toMatchObject({ publication: 'archived', used: true });
    const restored = await staff.request({
      method: 'POST',
      url: `/api/admin/meetings/${used.id}/restore`,
      payload: { revision: archived.revision },
    });
    expect(restored.json()).toMatchObject({ publication: 'draft' });

    const unused = await create({ title: 'Sin uso' });
    const deleted = await staff.request({
      method: 'DELETE',
      url: `/api/admin/meetings/${unused.id}?revision=0`,
    });
    expect(deleted.json()).toEqual({ result: 'deleted' });
    expect((await staff.request({ url: `/api/admin/meetings/${unused.id}` })).statusCode).toBe(404);
    const audit = (await staff.request({ url: `/api/admin/audit?itemId=${unused.id}` })).json();
    expect(audit.entries.map((e: { action: string }) => e.action).sort()).toEqual(['create', 'delete']);
  });

  it('lists 500 meetings in keyset pages, newest first, with search and filters', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => ({
      id: newId(),
      slug: `lote-${i}`,
      title: i === 250 ? 'Neurociencia y aula' : `Encuentro del lote ${i}`,
      starts_at: new Date(Date.UTC(2027, 0, 1) + i * 86_400_000).toISOString(),
      time_zone: 'America/Bogota',
      duration_minutes: 60,
      published_at: i % 2 ? TEST_NOW.toISOString() : null,
      created_at: TEST_NOW.toISOString(),
      updated_at: TEST_NOW.toISOString(),
    })) as Array<Insertable<MeetingsTable>>; // the other columns have their defaults
    for (let i = 0; i < rows.length; i += 100)
      await t.db
        .insertInto('meetings')
        .values(rows.slice(i, i + 100))
        .execute();

    const started = performance.now();
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const answer = await staff.request({
        url: `/api/admin/meetings?from=2027-01-01&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      });
      expect(answer.statusCode).toBe(200);
      const page = answer.json();
      seen.push(...page.meetings.map((m: { starts_at: string }) => m.starts_at));
      cursor = page.nextCursor;
    } while (cursor);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(seen).toHaveLength(500);
    expect([...seen].sort().reverse()).toEqual(seen);

    const search = (await staff.request({ url: '/api/admin/meetings?q=NEUROCIENCIA' })).json();
    expect(search.meetings.map((m: { title: string }) => m.title)).toEqual(['Neurociencia y aula']);
    const drafts = (
      await staff.request({ url: '/api/admin/meetings?publication=draft&from=2027-01-01&limit=100' })
    ).json();
    expect(drafts.meetings).toHaveLength(100);
    expect(drafts.meetings.every((m: { publication: string }) => m.publication === 'draft')).toBe(true);
    const range = (await staff.request({ url: '/api/admin/meetings?from=2027-01-01&to=2027-01-03' })).json();
    expect(range.meetings.map((m: { slug: string }) => m.slug)).toEqual(['lote-2', 'lote-1', 'lote-0']);
    // The members' home still lists only what is published.
    const home = (await member.request({ url: '/api/meetings' })).json() as Array<{ slug: string }>;
    expect(home.some((m) => m.slug === 'lote-0')).toBe(false);
    expect(home.some((m) => m.slug === 'lote-1')).toBe(true);
  });

  it('tells the editor which hosts may be embedded', async () => {
    const answer = await staff.request({ url: '/api/admin/meetings/form-options' });
    expect(answer.json()).toEqual({ embedHosts: t.config.embedHosts });
  });
});
