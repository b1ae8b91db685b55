import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { newId } from '../../lib/ids.ts';
import { createAxis, createMeeting, createMeetingPost, createMember } from '../../test/factories.ts';

/**
 * Five meetings in five states around TEST_NOW (2026-03-10T15:00Z), each in its own zone, on an app
 * with no demo content: one live today, one in five days (counting down), one in 45 days (not yet
 * announced), and two past ones.
 */
describe.each(engines)('meetings on %s', (engine) => {
  let t: TestApp;
  let member: Browser;
  let memberId: string;
  const slugs = {
    live: 'encuentro-en-directo',
    soon: 'la-lectura-en-la-era-digital',
    later: 'encuentro-por-anunciar',
    past: 'encuentro-con-grabacion',
    older: 'encuentro-antiguo',
  };
  beforeAll(async () => {
    t = await createTestApp(engine);
    const me = await createMember(t.db, { name: 'Mariana', lastname: 'Restrepo Ortiz', city: 'Medellín' });
    memberId = me.id;
    member = new Browser(t.app);
    await member.signIn(me.email, me.password);
    const at = (iso: string) => new Date(iso).toISOString();
    await createMeeting(t.db, {
      slug: slugs.live,
      starts_at: new Date(TEST_NOW.getTime() - 15 * 60_000).toISOString(),
      time_zone: 'America/Mexico_City',
    });
    // 18:00 in Buenos Aires.
    await createMeeting(t.db, {
      slug: slugs.soon,
      title: 'La lectura[br]en la era digital',
      starts_at: at('2026-03-15T21:00:00Z'),
      time_zone: 'America/Argentina/Buenos_Aires',
    });
    await createMeeting(t.db, {
      slug: slugs.later,
      starts_at: at('2026-04-24T22:00:00Z'),
      time_zone: 'America/Lima',
    });
    const past = await createMeeting(t.db, {
      slug: slugs.past,
      starts_at: at('2026-02-18T22:00:00Z'),
      time_zone: 'America/Bogota',
      doc: '/media/encuentros/documento.pdf',
      objectives_json: JSON.stringify(
        ['Uno', 'Dos', 'Tres'].map((title) => ({ img: '', title, excerpt: '' })),
      ),
      recommendations_json: JSON.stringify([
        { title: 'Un libro', excerpt: '', url: 'https://example.org/libro', img: '' },
      ]),
      iframe_post_event: 'https://player.vimeo.com/video/1',
    });
    await t.db
      .insertInto('meeting_inscriptions')
      .values({ meeting_id: past.id, user_id: memberId, created_at: TEST_NOW.toISOString() })
      .execute();
    // She watched it live for the certificate's 30 minutes (docs/product/meetings.md#attendance).
    const firstMinute = Date.parse(past.starts_at) / 60_000;
    await t.db
      .insertInto('meeting_attendance')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          meeting_id: past.id,
          user_id: memberId,
          mode: 'live' as const,
          minute: firstMinute + i,
          created_at: new Date((firstMinute + i) * 60_000).toISOString(),
        })),
      )
      .execute();
    await createMeeting(t.db, {
      slug: slugs.older,
      starts_at: at('2026-01-19T19:00:00Z'),
      time_zone: 'America/Santiago',
    });
  });
  afterAll(() => t.close());

  const bySlug = async () => {
    const list = (await t.app.inject({ url: '/api/meetings' })).json() as Array<Record<string, unknown>>;
    return Object.fromEntries(list.map((m) => [m.slug as string, m]));
  };

  it('lists meetings in every state for visitors, upcoming first', async () => {
    const res = await t.app.inject({ url: '/api/meetings' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ slug: string; timing: string; post_event: boolean }>;
    expect(list.map((m) => m.slug)).toEqual([slugs.live, slugs.soon, slugs.later, slugs.past, slugs.older]);
    const m = await bySlug();
    expect(m[slugs.live]).toMatchObject({ timing: 'meeting_day', meeting_day: true, active: true });
    expect(m[slugs.soon]).toMatchObject({ timing: 'before', active: true, countdown: true });
    expect(m[slugs.later]).toMatchObject({ timing: 'before', active: false, countdown: false });
    expect(m[slugs.past]).toMatchObject({ timing: 'post_event', post_event: true, past: true });
    // Visitors' list carries no stream addresses.
    expect(JSON.stringify(res.json())).not.toContain('iframe_event');
  });

  it('answers the spec’s date fields in the meeting’s own zone and the schedule of every country', async () => {
    const lectura = (await bySlug())[slugs.soon] as {
      date: string;
      hour: string;
      hour_formated: string;
      time_zone: string;
      schedule: Array<{ country: string; hour: string; zone: string }>;
    };
    expect(lectura.date).toBe('2026/03/15');
    expect(lectura.hour).toBe('18:00:00');
    expect(lectura.hour_formated).toBe('18:00');
    expect(lectura.time_zone).toBe('GMT-3');
    const hours = Object.fromEntries(lectura.schedule.map((r) => [r.country, `${r.hour} ${r.zone}`]));
    expect(Object.keys(hours)).toHaveLength(17);
    // 15 March 2026: Chile still on summer time (GMT-3), Spain on CET, Tijuana already on PDT.
    expect(hours).toMatchObject({
      Argentina: '18:00 GMT-3',
      Chile: '18:00 GMT-3',
      Colombia: '16:00 GMT-5',
      'México (Ciudad de México)': '15:00 GMT-6',
      'México (Tijuana)': '14:00 GMT-7',
      España: '22:00 CET',
    });
  });

  it('moves a meeting through its timing states with the clock', async () => {
    const start = new Date('2026-03-15T21:00:00Z');
    const soon = async () => (await bySlug())[slugs.soon];
    try {
      t.clock.set(new Date(start.getTime() - 11 * 86_400_000));
      expect(await soon()).toMatchObject({ timing: 'before', countdown: false });
      // 18:00 in Buenos Aires (GMT-3): the evening before, less than a day ahead, still counts down…
      const dayBegins = '2026-03-15T03:00:00.000Z';
      t.clock.set(new Date(start.getTime() - 20 * 3_600_000));
      expect(await soon()).toMatchObject({
        timing: 'before',
        countdown: true,
        meeting_day_starts_at: dayBegins,
      });
      t.clock.set(new Date(Date.parse(dayBegins) - 1000));
      expect(await soon()).toMatchObject({ countdown: true });
      // …until the meeting's day begins in its zone, when the meeting day takes over.
      t.clock.set(new Date(dayBegins));
      expect(await soon()).toMatchObject({ timing: 'meeting_day', meeting_day: true, countdown: false });
      t.clock.set(new Date(start.getTime() + 10 * 60_000));
      expect(await soon()).toMatchObject({ timing: 'meeting_day', countdown: false });
      t.clock.set(new Date(start.getTime() + 91 * 60_000));
      expect(await soon()).toMatchObject({ timing: 'post_event', post_event: true });
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('gives members the whole meeting with materials after the event, and 401 to visitors', async () => {
    expect((await t.app.inject({ url: `/api/meeting/${slugs.past}` })).statusCode).toBe(401);
    const res = await member.request({ url: `/api/meeting/${slugs.past}` });
    expect(res.statusCode).toBe(200);
    const m = res.json();
    expect(m.inscribed).toBe(true);
    expect(m.certificate).toBe(true);
    expect(m.doc).toBe('/media/encuentros/documento.pdf');
    expect(m.recommendations).toHaveLength(1);
    expect(m.objectives.map((o: { title: string }) => o.title)).toEqual(['Uno', 'Dos', 'Tres']);
    expect(m.calendar.google).toMatch(/^https:\/\/calendar\.google\.com\//);
    expect((await member.request({ url: '/api/meeting/no-existe' })).statusCode).toBe(404);
  });

  it('registers attendance once, however many times it is asked', async () => {
    const slug = slugs.soon;
    expect((await member.request({ url: `/api/meeting/${slug}` })).json().inscribed).toBe(false);
    for (let i = 0; i < 2; i++) {
      const res = await member.request({ url: `/api/meeting/${slug}/inscription` });
      expect(res.json()).toEqual({ status: true, inscribed: true });
    }
    expect((await member.request({ url: `/api/meeting/${slug}` })).json().inscribed).toBe(true);
    const rows = await t.db
      .selectFrom('meeting_inscriptions')
      .innerJoin('meetings', 'meetings.id', 'meeting_inscriptions.meeting_id')
      .select('user_id')
      .where('meetings.slug', '=', slug)
      .execute();
    expect(rows).toEqual([{ user_id: memberId }]);
  });

  it('saves a comment and answers the first page with it on top', async () => {
    const res = await member.request({
      method: 'POST',
      url: `/api/meeting/${slugs.older}/post`,
      payload: { post: '  Me llevo la idea de la rúbrica compartida con los estudiantes.  ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().posts[0]).toMatchObject({
      post: 'Me llevo la idea de la rúbrica compartida con los estudiantes.',
      user: { name: 'Mariana Restrepo Ortiz', country: 'Colombia', city: 'Medellín' },
    });
  });

  it('refuses empty comments, questions and contact messages with the spec’s messages, saving nothing', async () => {
    const slug = slugs.older;
    const count = async (table: 'meeting_posts' | 'meeting_questions' | 'meeting_contacts') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = [
      await count('meeting_posts'),
      await count('meeting_questions'),
      await count('meeting_contacts'),
    ];
    const post = await member.request({
      method: 'POST',
      url: `/api/meeting/${slug}/post`,
      payload: { post: '   ' },
    });
    expect(post.statusCode).toBe(422);
    expect(post.json().errors).toEqual({ post: 'Debes introducir tu comentario' });
    const question = await member.request({
      method: 'POST',
      url: `/api/meeting/${slug}/question`,
      payload: {},
    });
    expect(question.statusCode).toBe(422);
    expect(question.json().errors).toEqual({ question: 'Debes introducir tu pregunta' });
    const contact = await member.request({
      method: 'POST',
      url: '/api/meeting/contact',
      payload: { meetingSelect: '', msg: '' },
    });
    expect(contact.statusCode).toBe(422);
    expect(contact.json().errors).toEqual({
      meetingSelect: 'Este campo es obligatorio',
      msg: 'Este campo es obligatorio',
    });
    const unknown = await member.request({
      method: 'POST',
      url: '/api/meeting/contact',
      payload: { meetingSelect: 'nada', msg: 'Hola' },
    });
    expect(unknown.statusCode).toBe(422);
    expect([
      await count('meeting_posts'),
      await count('meeting_questions'),
      await count('meeting_contacts'),
    ]).toEqual(before);
  });

  it('saves a question and a contact message', async () => {
    const q = await member.request({
      method: 'POST',
      url: `/api/meeting/${slugs.live}/question`,
      payload: { question: '¿Cómo cuidar el bienestar del equipo en época de evaluaciones?' },
    });
    expect(q.json()).toEqual({ status: true });
    const c = await member.request({
      method: 'POST',
      url: '/api/meeting/contact',
      payload: { meetingSelect: slugs.live, msg: 'No consigo ver el vídeo en el móvil.' },
    });
    expect(c.json()).toEqual({ status: true });
    const saved = await t.db.selectFrom('meeting_questions').select(['question', 'user_id']).execute();
    expect(saved).toEqual([
      { question: '¿Cómo cuidar el bienestar del equipo en época de evaluaciones?', user_id: memberId },
    ]);
    const messages = await t.db.selectFrom('meeting_contacts').select(['msg', 'user_id']).execute();
    expect(messages).toEqual([{ msg: 'No consigo ver el vídeo en el móvil.', user_id: memberId }]);
  });

  it('closes the forum of a meeting whose posts staff hid', async () => {
    const setHidden = (hidden: 0 | 1) =>
      t.db.updateTable('meetings').set({ posts_hidden: hidden }).where('slug', '=', slugs.older).execute();
    await setHidden(1);
    try {
      const page = (await member.request({ url: `/api/meeting/${slugs.older}/posts` })).json();
      expect(page.hidde_posts).toBe(true);
      const res = await member.request({
        method: 'POST',
        url: `/api/meeting/${slugs.older}/post`,
        payload: { post: 'Hola' },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await setHidden(0);
    }
  });

  it('downloads an iCalendar file for a meeting', async () => {
    const res = await t.app.inject({ url: `/api/meeting/${slugs.soon}/calendar` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.body).toContain('DTSTART:20260315T210000Z');
    expect(res.body).toContain('SUMMARY:La lectura en la era digital · Foro de Educadores');
  });

  it('serves the published routes and home items of the 2022 home, drafts left out', async () => {
    const first = await createAxis(t.db, { position: 0, active: 1 });
    const second = await createAxis(t.db, { position: 1, active: 0 });
    await createAxis(t.db, { position: 2, published_at: null });
    const axes = (await t.app.inject({ url: '/api/axis' })).json();
    expect(axes.map((a: { slug: string; active: boolean }) => [a.slug, a.active])).toEqual([
      [first.slug, true],
      [second.slug, false],
    ]);
    const item = (title: string, position: number, published_at: string | null) =>
      t.db
        .insertInto('home_items')
        .values({
          id: newId(),
          position,
          img: '',
          title,
          excerpt: '',
          url: 'https://example.org',
          published_at,
          archived_at: null,
          created_at: TEST_NOW.toISOString(),
          updated_at: TEST_NOW.toISOString(),
        })
        .execute();
    await item('Segundo', 1, TEST_NOW.toISOString());
    await item('Primero', 0, TEST_NOW.toISOString());
    await item('Borrador', 2, null);
    const items = (await t.app.inject({ url: '/api/items-home' })).json();
    expect(items.map((i: { title: string }) => i.title)).toEqual(['Primero', 'Segundo']);
  });
});

/** The meeting forum on an app of its own: this test adds a meeting, which the list above must not see. */
describe.each(engines)('meeting forum pages on %s', (engine) => {
  let t: TestApp;
  let reader: Browser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const me = await createMember(t.db);
    reader = new Browser(t.app);
    await reader.signIn(me.email, me.password);
  });
  afterAll(() => t.close());

  it('pages the forum 10 at a time, newest first, without hidden posts', async () => {
    const meeting = await createMeeting(t.db, {
      starts_at: new Date(TEST_NOW.getTime() - 30 * 86_400_000).toISOString(),
    });
    const writers = [await createMember(t.db, { country: 'chile' }), await createMember(t.db)];
    const minute = (i: number) => new Date(TEST_NOW.getTime() - (30 - i) * 60_000).toISOString();
    // Written out of order: the page sorts them.
    for (const i of [...Array(25).keys()].reverse())
      await createMeetingPost(t.db, {
        meeting_id: meeting.id,
        user_id: writers[i % 2]!.id,
        post: `#${i}`,
        created_at: minute(i),
      });
    await createMeetingPost(t.db, {
      meeting_id: meeting.id,
      user_id: writers[0]!.id,
      post: 'oculto',
      hidden: 1,
    });

    const url = `/api/meeting/${meeting.slug}/posts`;
    const first = (await reader.request({ url })).json();
    expect(first).toMatchObject({ page: 1, pages: 3, total: 25, eventPast: true, hidde_posts: false });
    expect(first.posts.map((p: { post: string }) => p.post)).toEqual(
      Array.from({ length: 10 }, (_, i) => `#${24 - i}`),
    );
    expect(first.posts[0].user).toEqual(
      expect.objectContaining({ name: `Persona ${writers[0]!.lastname}`, country: 'Chile' }),
    );
    const second = (await reader.request({ url: `${url}?page=2` })).json();
    const third = (await reader.request({ url: `${url}?page=3` })).json();
    expect(third.posts.map((p: { post: string }) => p.post)).toEqual(['#4', '#3', '#2', '#1', '#0']);
    const all = [first, second, third].flatMap((p) => p.posts.map((x: { post: string }) => x.post));
    expect(new Set(all).size).toBe(25);
    expect(all).not.toContain('oculto');
  });
});
