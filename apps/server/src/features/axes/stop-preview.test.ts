import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createAxis, createAxisStep, createCoach, createMember, createThread } from '../../test/factories.ts';

/**
 * A stop or a masterclass before its open date: members and coaches get the "not yet open" refusal,
 * staff see it marked as a preview (docs/product/admin.md#drafts-and-publication).
 */
describe.each(engines)('a stop before its open date on %s', (engine) => {
  let t: TestApp;
  let member: Browser;
  let coach: Browser;
  let staff: Browser;
  let route = '';
  let openStop = '';
  let futureStop = '';
  let futureMasterclass = '';
  const tomorrow = new Date(TEST_NOW.getTime() + 86_400_000).toISOString();

  const signedIn = async (values: Parameters<typeof createMember>[1]) => {
    const person = await createMember(t.db, values);
    const browser = new Browser(t.app);
    await browser.signIn(person.email, person.password);
    return browser;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const axis = await createAxis(t.db);
    route = axis.slug;
    openStop = (await createAxisStep(t.db, { axis_id: axis.id, step_count: 1 })).slug;
    futureStop = (await createAxisStep(t.db, { axis_id: axis.id, step_count: 2, open_date: tomorrow })).slug;
    futureMasterclass = (
      await createAxisStep(t.db, {
        axis_id: axis.id,
        step_count: 5,
        kind: 'masterclass',
        open_date: tomorrow,
        starts_at: tomorrow,
      })
    ).slug;
    member = await signedIn({});
    const coachAccount = await createCoach(t.db);
    coach = new Browser(t.app);
    await coach.signIn(coachAccount.email, coachAccount.password);
    staff = await signedIn({ role: 'staff', rol: 'EQUIPO COMPARTIR' });
  });
  afterAll(() => t.close());

  const get = (b: Browser, url: string) => b.request({ url });
  const visits = async () => (await t.db.selectFrom('step_visits').selectAll().execute()).length;

  it('refuses members and coaches with its open date, and records no visit', async () => {
    for (const b of [member, coach]) {
      for (const url of [
        `/api/axis/${route}/steps/${futureStop}`,
        `/api/axis/${route}/masterclass/${futureMasterclass}`,
      ]) {
        const res = await get(b, url);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(
          /^Esta parada todavía no está abierta\. Se abrirá el \d{2}\/\d{2}\/\d{4}\.$/,
        );
      }
      const visit = await b.request({
        method: 'POST',
        url: `/api/axis/${route}/registersteps/${futureStop}`,
      });
      expect(visit.statusCode).toBe(403);
    }
    expect(await visits()).toBe(0);
  });

  it('shows staff the stop and the masterclass, marked as a preview and not opened', async () => {
    const stop = await get(staff, `/api/axis/${route}/steps/${futureStop}`);
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toMatchObject({ step_count: 2, opened: false, open_date: tomorrow, preview: true });
    expect(stop.json().text_inner).toBe('<p>Texto de la parada.</p>');
    expect(stop.headers['cache-control']).toMatch(/private/);

    const masterclass = await get(staff, `/api/axis/${route}/masterclass/${futureMasterclass}`);
    expect(masterclass.statusCode).toBe(200);
    expect(masterclass.json()).toMatchObject({ opened: false, open_date: tomorrow, preview: true });
  });

  it('records no visit of staff to a stop that is not open yet', async () => {
    const visit = await staff.request({
      method: 'POST',
      url: `/api/axis/${route}/registersteps/${futureStop}`,
    });
    expect(visit.statusCode).toBe(403);
    expect(await visits()).toBe(0);
  });

  it('marks nothing as a preview on an open stop of a published, active route', async () => {
    for (const b of [member, staff]) {
      const res = await get(b, `/api/axis/${route}/steps/${openStop}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().opened).toBe(true);
      expect(res.json()).not.toHaveProperty('preview');
    }
  });
});

describe.each(engines)('a draft route on %s', (engine) => {
  let t: TestApp;
  let member: Browser;
  let staff: Browser;
  let route = '';
  let stop = '';
  let thread = '';

  beforeAll(async () => {
    t = await createTestApp(engine);
    const axis = await createAxis(t.db, { published_at: null });
    route = axis.slug;
    stop = (await createAxisStep(t.db, { axis_id: axis.id })).slug;
    thread = (await createThread(t.db, { axis_id: axis.id })).slug;
    const people = await Promise.all([
      createMember(t.db),
      createMember(t.db, { role: 'staff', rol: 'EQUIPO COMPARTIR' }),
    ]);
    member = new Browser(t.app);
    staff = new Browser(t.app);
    await member.signIn(people[0].email, people[0].password);
    await staff.signIn(people[1].email, people[1].password);
  });
  afterAll(() => t.close());

  const pages = () => [
    `/api/axis/info/${route}`,
    `/api/axis/${route}/steps/${stop}`,
    `/api/axis/${route}/experts`,
    `/api/axis/${route}/related`,
    `/api/axis/${route}/threads`,
    `/api/axis/${route}/threads/${thread}/posts`,
  ];

  it('is a 404 for members on every page of it', async () => {
    for (const url of pages()) expect((await member.request({ url })).statusCode, url).toBe(404);
  });

  it('is marked as a preview for staff on every page of it', async () => {
    for (const url of pages()) {
      const res = await staff.request({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().preview, url).toBe(true);
    }
  });
});
