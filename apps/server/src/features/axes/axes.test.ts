import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { masterclassHours } from './axes.service.ts';

const MAIN = 'claves-para-conectar-con-tus-estudiantes';
const SECOND = 'aprendizaje-basado-en-proyectos';

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
  const userId = async (email: string) =>
    (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  let docente: Browser;
  let completo: Browser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    docente = new Browser(t.app);
    await docente.signIn('docente@example.org');
    completo = new Browser(t.app);
    await completo.signIn('completo@example.org');
  });
  afterAll(() => t.close());

  const info = async (b: Browser, slug = MAIN) => (await b.request({ url: `/api/axis/info/${slug}` })).json();

  it('shows the teacher stops 1–4 visited and the rest open, with her progress', async () => {
    const res = await info(docente);
    expect(res.axis.slug).toBe(MAIN);
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
    expect(res.steps.map((s: { kind: string }) => s.kind)).toEqual([
      'stop',
      'stop',
      'stop',
      'stop',
      'masterclass',
      'stop',
      'test',
      'certificate',
    ]);
    expect(res.masterclass.slug).toBe(res.steps[4].slug);
    expect(res.progress).toEqual({ visited: 4, total: 8 });
  });

  it('keeps a stop that has not opened closed, even when its address is typed', async () => {
    const steps = (await info(docente, SECOND)).steps as Array<{
      slug: string;
      opened: boolean;
      step_count: number;
    }>;
    expect(steps.filter((s) => !s.opened).map((s) => s.step_count)).toEqual([3, 4, 5, 6, 7, 8]);
    const blocked = steps.find((s) => s.step_count === 3)!;
    const res = await docente.request({ url: `/api/axis/${SECOND}/steps/${blocked.slug}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(
      /^Esta parada todavía no está abierta\. Se abrirá el \d{2}\/\d{2}\/\d{4}\.$/,
    );
    const visit = await docente.request({
      method: 'POST',
      url: `/api/axis/${SECOND}/registersteps/${blocked.slug}`,
    });
    expect(visit.statusCode).toBe(403);
    expect((await info(docente, SECOND)).progress.visited).toBe(0);
  });

  it('serves a stop with sanitized text, iframes and buttons, and records its visit once', async () => {
    const step6 = (await info(docente)).steps[5];
    const stop = (await docente.request({ url: `/api/axis/${MAIN}/steps/${step6.slug}` })).json();
    expect(stop).toMatchObject({ step_count: 6, opened: true, title: step6.title });
    expect(stop.text_inner).not.toMatch(/<script|onerror|javascript:/);
    for (let i = 0; i < 2; i++) {
      const res = await docente.request({
        method: 'POST',
        url: `/api/axis/${MAIN}/registersteps/${step6.slug}`,
      });
      expect(res.json()).toEqual({ status: true, visited: true });
    }
    const rows = await t.db
      .selectFrom('step_visits')
      .select('user_id')
      .where('step_id', '=', step6.id)
      .where('user_id', '=', await userId('docente@example.org'))
      .execute();
    expect(rows).toHaveLength(1);
    expect((await info(docente)).progress.visited).toBe(5);
  });

  it('counts the practical case only when it is submitted, not when it is opened', async () => {
    const step7 = (await info(docente)).steps[6];
    const res = await docente.request({
      method: 'POST',
      url: `/api/axis/${MAIN}/registersteps/${step7.slug}`,
    });
    expect(res.statusCode).toBe(409);
  });

  it('lists the stops still missing on the certificate stop, in order', async () => {
    const step8 = (await info(docente)).steps[7];
    const stop = (await docente.request({ url: `/api/axis/${MAIN}/steps/${step8.slug}` })).json();
    const steps = (await info(docente)).steps as Array<{ title: string; visited: boolean; kind: string }>;
    expect(stop.infoCert.notVisited).toEqual(
      steps.filter((s) => s.kind !== 'certificate' && !s.visited).map((s) => s.title),
    );
    expect(stop.infoCert.notVisited.length).toBeGreaterThanOrEqual(2);
    const done = (await completo.request({ url: `/api/axis/${MAIN}/steps/${step8.slug}` })).json();
    expect(done.infoCert.notVisited).toEqual([]);
  });

  it('serves the masterclass with its hours and records the visit', async () => {
    const step5 = (await info(docente)).steps[4];
    const mc = (await docente.request({ url: `/api/axis/${MAIN}/masterclass/${step5.slug}` })).json();
    expect(mc.hours.length).toBeGreaterThan(3);
    expect(mc.iframes[0].url).toBeTruthy();
    const res = await docente.request({
      method: 'POST',
      url: `/api/axis/${MAIN}/registermasterclass/${step5.slug}`,
    });
    expect(res.statusCode).toBe(200);
    expect((await info(docente)).steps[4].visited).toBe(true);
    // The masterclass address does not serve another stop.
    expect(
      (await docente.request({ url: `/api/axis/${MAIN}/masterclass/${(await info(docente)).steps[0].slug}` }))
        .statusCode,
    ).toBe(404);
  });

  it('records a button click once per member', async () => {
    const open = await t.db
      .selectFrom('step_buttons')
      .innerJoin('axis_steps', 'axis_steps.id', 'step_buttons.step_id')
      .select(['step_buttons.id', 'axis_steps.open_date'])
      .where('axis_steps.open_date', '<', t.clock.now().toISOString())
      .execute();
    const bid = open[0]!.id;
    const closed = await t.db
      .selectFrom('step_buttons')
      .innerJoin('axis_steps', 'axis_steps.id', 'step_buttons.step_id')
      .select('step_buttons.id')
      .where('axis_steps.open_date', '>', t.clock.now().toISOString())
      .executeTakeFirst();
    if (closed) {
      expect(
        (await docente.request({ method: 'POST', url: '/api/click', payload: { bid: closed.id } }))
          .statusCode,
      ).toBe(403);
    }
    for (let i = 0; i < 3; i++) {
      expect(
        (await docente.request({ method: 'POST', url: '/api/click', payload: { bid } })).statusCode,
      ).toBe(200);
    }
    expect(
      await t.db.selectFrom('button_clicks').select('user_id').where('button_id', '=', bid).execute(),
    ).toHaveLength(1);
    const unknown = await docente.request({
      method: 'POST',
      url: '/api/click',
      payload: { bid: 'no-existe' },
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('shows the expert and three coaches, and takes questions for the masterclass', async () => {
    const res = (await docente.request({ url: `/api/axis/${MAIN}/experts` })).json();
    expect(res.expert.speaker).toBeTruthy();
    expect(res.coachesForum).toHaveLength(3);
    const empty = await docente.request({
      method: 'POST',
      url: `/api/axis/${MAIN}/question`,
      payload: { question: ' ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ question: 'Debes introducir tu pregunta' });
    const ok = await docente.request({
      method: 'POST',
      url: `/api/axis/${MAIN}/question`,
      payload: { question: '¿Cómo acompañar a un estudiante que no quiere hablar?' },
    });
    expect(ok.json()).toEqual({ status: true });
  });

  it('groups the related content in the five kinds', async () => {
    const res = (await docente.request({ url: `/api/axis/${MAIN}/related` })).json();
    expect(res.groups.map((g: { key: string }) => g.key)).toEqual([
      'expert',
      'documentos',
      'podcast',
      'animaciones',
      'videos',
    ]);
    expect(res.groups[1].label).toBe('Documentos');
  });

  it('issues the route certificate only to a member who finished the route, and enters her in the tablet draw once', async () => {
    const axisId = (await info(completo)).axis.id;
    const issueUrl = `/api/certificates/axis/${axisId}`;
    const entries = () =>
      t.db.selectFrom('raffle_entries').selectAll().where('axis_id', '=', axisId).execute();
    const refused = await docente.request({ method: 'POST', url: issueUrl });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Completa todas las paradas de la ruta para descargar tu certificado.',
    );
    expect((await docente.request({ url: `/certificado/eje/${axisId}` })).statusCode).toBe(403);
    expect((await completo.request({ method: 'POST', url: issueUrl, xsrf: false })).statusCode).toBe(419);
    expect(await entries()).toEqual([]);

    // The download alone issues nothing and enters no draw: it offers the button.
    const page = await completo.request({ url: `/certificado/eje/${axisId}` });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Obtener mi certificado');
    expect(await entries()).toEqual([]);

    const first = await completo.request({ method: 'POST', url: issueUrl });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: expect.any(String), url: `/certificado/eje/${axisId}` });
    const again = await completo.request({ method: 'POST', url: issueUrl });
    expect(again.json()).toEqual(first.json());
    expect((await entries()).map((e) => e.raffle)).toEqual(['tablet']);

    const res = await completo.request({ url: first.json().url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const cert = await t.db.selectFrom('certificates').selectAll().where('kind', '=', 'axis').execute();
    expect(cert).toHaveLength(1);
    expect(cert[0]?.full_name).toBe('Camila Fuentes Araya');
    expect(cert[0]?.code).toBe(first.json().code);
    expect((await t.app.inject({ url: `/certificado/eje/${axisId}` })).statusCode).toBe(401);
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    expect((await visitor.request({ method: 'POST', url: issueUrl })).statusCode).toBe(401);
  });

  it('issues the route certificate to staff without entering them in the draw', async () => {
    const axisId = (await info(completo)).axis.id;
    const admin = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'completo@example.org')
      .executeTakeFirstOrThrow();
    // The member who finished the route, counted as Compartir staff by her rol.
    await t.db.updateTable('users').set({ rol: 'EQUIPO COMPARTIR' }).where('id', '=', admin.id).execute();
    await t.db.deleteFrom('raffle_entries').execute();
    await t.db.deleteFrom('certificates').execute();
    try {
      const res = await completo.request({ method: 'POST', url: `/api/certificates/axis/${axisId}` });
      expect(res.statusCode).toBe(200);
      expect(await t.db.selectFrom('raffle_entries').selectAll().execute()).toEqual([]);
      expect(await t.db.selectFrom('certificates').select('code').execute()).toEqual([
        { code: res.json().code },
      ]);
    } finally {
      await t.db.updateTable('users').set({ rol: 'DIRECTOR / RECTOR' }).where('id', '=', admin.id).execute();
    }
  });

  it('never enters staff in a draw', async () => {
    const admin = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@example.org')
      .executeTakeFirstOrThrow();
    expect(await t.app.services.axes.mayEnterTabletDraw(admin.id)).toBe(false);
  });
});
