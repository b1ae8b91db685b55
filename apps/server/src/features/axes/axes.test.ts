import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import type { RelatedGroup } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { STOP_KINDS, createAxisCoach, createMember, createRoute, visitStops } from '../../test/factories.ts';
import { masterclassHours } from './axes.service.ts';

describe('masterclass hours by country', () => {
  const at = (iso: string) =>
    Object.fromEntries(masterclassHours(new Date(iso)).flatMap((g) => g.countries.map((c) => [c, g.hour])));

  it('are right in June (Chile and Spain on their June time)', () => {
    const h = at('2026-06-10T20:00:00Z');
    expect(h).toMatchObject({
      'Costa Rica': '14:00',
      Guatemala: '14:00',
      'México (Ciudad de México)': '14:00',
      Colombia: '15:00',
      Perú: '15:00',
      Panamá: '15:00',
      Ecuador: '15:00',
      Chile: '16:00',
      Bolivia: '16:00',
      Argentina: '17:00',
      Uruguay: '17:00',
      'República Dominicana': '16:00',
      España: '22:00',
      'México (Tijuana)': '13:00',
    });
  });

  it('are right in December (Chile on summer time, Spain on winter time)', () => {
    const h = at('2026-12-10T20:00:00Z');
    expect(h).toMatchObject({
      Colombia: '15:00',
      Chile: '17:00',
      Bolivia: '16:00',
      España: '21:00',
      'México (Tijuana)': '12:00',
    });
  });

  it('group countries that share a time, earliest first', () => {
    const groups = masterclassHours(new Date('2026-06-10T20:00:00Z'));
    expect(groups.map((g) => g.hour)).toEqual([...groups.map((g) => g.hour)].sort());
    expect(groups.find((g) => g.hour === '15:00')?.countries).toEqual([
      'Colombia',
      'Ecuador',
      'Panamá',
      'Perú',
    ]);
  });
});

describe.each(engines)('routes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  /** A member signed in in a browser of her own. */
  const signedIn = async (values: Parameters<typeof createMember>[1] = {}) => {
    const member = await createMember(t.db, values);
    const browser = new Browser(t.app);
    await browser.signIn(member.email);
    return { member, browser };
  };
  const info = async (b: Browser, slug: string) =>
    (await b.request({ url: `/api/axis/info/${slug}` })).json();

  it('shows a member the stops she visited and the ones open, with her progress', async () => {
    const route = await createRoute(t.db);
    const { member, browser } = await signedIn();
    await visitStops(t.db, member.id, route, [1, 2, 3, 4]);
    const res = await info(browser, route.slug);
    expect(res.axis.slug).toBe(route.slug);
    expect(
      res.steps.map((s: { step_count: number; opened: boolean; visited: boolean }) => [
        s.step_count,
        s.opened,
        s.visited,
      ]),
    ).toEqual([
      [1, true, true],
      [2, true, true],
      [3, true, true],
      [4, true, true],
      [5, true, false],
      [6, true, false],
      [7, true, false],
      [8, true, false],
    ]);
    expect(res.steps.map((s: { kind: string }) => s.kind)).toEqual([...STOP_KINDS]);
    expect(res.masterclass.slug).toBe(route.stops[4]!.slug);
    expect(res.progress).toEqual({ visited: 4, total: 8 });
  });

  it('keeps a stop that has not opened closed, even when its address is typed', async () => {
    const route = await createRoute(t.db, { closedFrom: 3 });
    const { browser } = await signedIn();
    const steps = (await info(browser, route.slug)).steps as Array<{ opened: boolean; step_count: number }>;
    expect(steps.filter((s) => !s.opened).map((s) => s.step_count)).toEqual([3, 4, 5, 6, 7, 8]);
    const blocked = route.stops[2]!;
    const res = await browser.request({ url: `/api/axis/${route.slug}/steps/${blocked.slug}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(
      /^Esta parada todavía no está abierta\. Se abrirá el \d{2}\/\d{2}\/\d{4}\.$/,
    );
    const visit = await browser.request({
      method: 'POST',
      url: `/api/axis/${route.slug}/registersteps/${blocked.slug}`,
    });
    expect(visit.statusCode).toBe(403);
    expect((await info(browser, route.slug)).progress.visited).toBe(0);
  });

  it('serves a stop with sanitized text, iframes and buttons, and records its visit once', async () => {
    const route = await createRoute(t.db);
    const step6 = route.stops[5]!;
    await t.db
      .updateTable('axis_steps')
      .set({ text_inner: '<p>Texto</p><script>alert(1)</script><img src="x" onerror="alert(1)">' })
      .where('id', '=', step6.id)
      .execute();
    const { member, browser } = await signedIn();
    const stop = (await browser.request({ url: `/api/axis/${route.slug}/steps/${step6.slug}` })).json();
    expect(stop).toMatchObject({ step_count: 6, opened: true, title: step6.title });
    expect(stop.text_inner).toContain('<p>Texto</p>');
    expect(stop.text_inner).not.toMatch(/<script|onerror|javascript:/);
    for (let i = 0; i < 2; i++) {
      const res = await browser.request({
        method: 'POST',
        url: `/api/axis/${route.slug}/registersteps/${step6.slug}`,
      });
      expect(res.json()).toEqual({ status: true, visited: true });
    }
    const rows = await t.db
      .selectFrom('step_visits')
      .select('user_id')
      .where('step_id', '=', step6.id)
      .where('user_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await info(browser, route.slug)).progress).toEqual({ visited: 1, total: 8 });
  });

  it('counts the practical case only when it is submitted, not when it is opened', async () => {
    const route = await createRoute(t.db);
    const { browser } = await signedIn();
    const res = await browser.request({
      method: 'POST',
      url: `/api/axis/${route.slug}/registersteps/${route.stops[6]!.slug}`,
    });
    expect(res.statusCode).toBe(409);
    expect((await info(browser, route.slug)).progress.visited).toBe(0);
  });

  it('lists the stops still missing on the certificate stop, in order', async () => {
    const route = await createRoute(t.db);
    const step8 = route.stops[7]!;
    const halfway = await signedIn();
    await visitStops(t.db, halfway.member.id, route, [1, 2, 4, 5, 6]);
    const stop = (
      await halfway.browser.request({ url: `/api/axis/${route.slug}/steps/${step8.slug}` })
    ).json();
    expect(stop.infoCert.notVisited).toEqual(['Parada 3', 'Parada 7']);
    const finished = await signedIn();
    await visitStops(t.db, finished.member.id, route, [1, 2, 3, 4, 5, 6, 7, 8]);
    const done = (
      await finished.browser.request({ url: `/api/axis/${route.slug}/steps/${step8.slug}` })
    ).json();
    expect(done.infoCert.notVisited).toEqual([]);
  });

  it('serves the masterclass with its hours and records the visit', async () => {
    const route = await createRoute(t.db);
    const { browser } = await signedIn();
    const step5 = route.stops[4]!;
    const mc = (await browser.request({ url: `/api/axis/${route.slug}/masterclass/${step5.slug}` })).json();
    expect(mc.hours.length).toBeGreaterThan(3);
    expect(mc.iframes[0].url).toBe('https://player.vimeo.com/video/1');
    const res = await browser.request({
      method: 'POST',
      url: `/api/axis/${route.slug}/registermasterclass/${step5.slug}`,
    });
    expect(res.statusCode).toBe(200);
    expect((await info(browser, route.slug)).steps[4].visited).toBe(true);
    // The masterclass address does not serve another stop.
    const other = await browser.request({
      url: `/api/axis/${route.slug}/masterclass/${route.stops[0]!.slug}`,
    });
    expect(other.statusCode).toBe(404);
  });

  it('records a button click once per member, and none on a stop that has not opened', async () => {
    const route = await createRoute(t.db, { closedFrom: 8 });
    const { member, browser } = await signedIn();
    const open = route.stops[0]!.button.id;
    const closed = route.stops[7]!.button.id;
    const click = (bid: string) => browser.request({ method: 'POST', url: '/api/click', payload: { bid } });
    expect((await click(closed)).statusCode).toBe(403);
    for (let i = 0; i < 3; i++) expect((await click(open)).statusCode).toBe(200);
    const clicks = (bid: string) =>
      t.db.selectFrom('button_clicks').select('user_id').where('button_id', '=', bid).execute();
    expect(await clicks(open)).toEqual([{ user_id: member.id }]);
    expect(await clicks(closed)).toEqual([]);
    expect((await click('no-existe')).statusCode).toBe(422);
  });

  it('shows the expert and the coaches, and takes questions for the masterclass', async () => {
    const route = await createRoute(t.db, { speaker: 'Valentina Ríos Carvajal' });
    for (const position of [0, 1, 2]) {
      await createAxisCoach(t.db, { axis_id: route.id, position, name: `Coach ${position + 1}` });
    }
    const { member, browser } = await signedIn();
    const res = (await browser.request({ url: `/api/axis/${route.slug}/experts` })).json();
    expect(res.expert.speaker).toBe('Valentina Ríos Carvajal');
    expect(res.coachesForum.map((c: { name: string }) => c.name)).toEqual(['Coach 1', 'Coach 2', 'Coach 3']);
    const ask = (question: string) =>
      browser.request({ method: 'POST', url: `/api/axis/${route.slug}/question`, payload: { question } });
    const empty = await ask(' ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ question: 'Debes introducir tu pregunta' });
    const question = '¿Cómo acompañar a un estudiante que no quiere hablar?';
    expect((await ask(question)).json()).toEqual({ status: true });
    const stored = await t.db
      .selectFrom('axis_questions')
      .select(['user_id', 'question'])
      .where('axis_id', '=', route.id)
      .execute();
    expect(stored).toEqual([{ user_id: member.id, question }]);
  });

  it('groups the related content by kind, in the kinds order, leaving out empty kinds', async () => {
    const route = await createRoute(t.db, { speaker: 'Valentina Ríos' });
    const items: Array<[RelatedGroup, string]> = [
      ['videos', 'Un video'],
      ['documentos', 'Un documento'],
      ['expert', 'Un artículo de la experta'],
    ];
    for (const [position, [group_key, title]] of items.entries()) {
      await t.db
        .insertInto('axis_related')
        .values({
          id: newId(),
          axis_id: route.id,
          group_key,
          position,
          title,
          description: '',
          url: 'https://example.org',
        })
        .execute();
    }
    const { browser } = await signedIn();
    const res = (await browser.request({ url: `/api/axis/${route.slug}/related` })).json();
    expect(res.groups.map((g: { key: string; label: string }) => [g.key, g.label])).toEqual([
      ['expert', 'De Valentina Ríos'],
      ['documentos', 'Documentos'],
      ['videos', 'Videos'],
    ]);
  });

  it('issues the route certificate only to a member who finished the route, and enters her in the tablet draw once', async () => {
    const route = await createRoute(t.db);
    const halfway = await signedIn();
    await visitStops(t.db, halfway.member.id, route, [1, 2, 3, 4]);
    const finished = await signedIn({ name: 'Camila', lastname: 'Fuentes Araya' });
    await visitStops(t.db, finished.member.id, route, [1, 2, 3, 4, 5, 6, 7, 8]);
    const issueUrl = `/api/certificates/axis/${route.id}`;
    const entries = () =>
      t.db.selectFrom('raffle_entries').selectAll().where('axis_id', '=', route.id).execute();
    const refused = await halfway.browser.request({ method: 'POST', url: issueUrl });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Completa todas las paradas de la ruta para descargar tu certificado.',
    );
    expect((await halfway.browser.request({ url: `/certificado/eje/${route.id}` })).statusCode).toBe(403);
    expect((await finished.browser.request({ method: 'POST', url: issueUrl, xsrf: false })).statusCode).toBe(
      419,
    );
    expect(await entries()).toEqual([]);

    // The download alone issues nothing and enters no draw: it offers the button.
    const page = await finished.browser.request({ url: `/certificado/eje/${route.id}` });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Obtener mi certificado');
    expect(await entries()).toEqual([]);

    const first = await finished.browser.request({ method: 'POST', url: issueUrl });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: expect.any(String), url: `/certificado/eje/${route.id}` });
    const again = await finished.browser.request({ method: 'POST', url: issueUrl });
    expect(again.json()).toEqual(first.json());
    expect((await entries()).map((e) => [e.raffle, e.user_id])).toEqual([['tablet', finished.member.id]]);

    const res = await finished.browser.request({ url: first.json().url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const cert = await t.db
      .selectFrom('certificates')
      .selectAll()
      .where('kind', '=', 'axis')
      .where('subject_id', '=', route.id)
      .execute();
    expect(cert.map((c) => [c.full_name, c.code])).toEqual([['Camila Fuentes Araya', first.json().code]]);
    expect((await t.app.inject({ url: `/certificado/eje/${route.id}` })).statusCode).toBe(401);
    // A signed-out browser opening the address is sent to sign in and back, not shown JSON.
    const opened = await t.app.inject({
      url: `/certificado/eje/${route.id}`,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(
      `/connect?redirectTo=${encodeURIComponent(`/certificado/eje/${route.id}`)}`,
    );
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    expect((await visitor.request({ method: 'POST', url: issueUrl })).statusCode).toBe(401);
  });

  it('issues the route certificate to the publisher team without entering them in the draw', async () => {
    const route = await createRoute(t.db);
    const team = await signedIn({ rol: 'EQUIPO COMPARTIR' });
    await visitStops(t.db, team.member.id, route, [1, 2, 3, 4, 5, 6, 7, 8]);
    const res = await team.browser.request({ method: 'POST', url: `/api/certificates/axis/${route.id}` });
    expect(res.statusCode).toBe(200);
    expect(
      await t.db.selectFrom('raffle_entries').selectAll().where('axis_id', '=', route.id).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('certificates').select('code').where('subject_id', '=', route.id).execute(),
    ).toEqual([{ code: res.json().code }]);
  });

  it('never enters staff in a draw', async () => {
    const staff = await createMember(t.db, { role: 'staff' });
    const member = await createMember(t.db);
    expect(await t.app.services.axes.mayEnterTabletDraw(staff.id)).toBe(false);
    expect(await t.app.services.axes.mayEnterTabletDraw(member.id)).toBe(true);
  });
});
