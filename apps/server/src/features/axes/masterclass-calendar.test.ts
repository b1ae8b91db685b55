import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createMember, createRoute } from '../../test/factories.ts';
import { MASTERCLASS_CALENDAR_MINUTES } from './axes.service.ts';

/**
 * Issue 17, worth adding: the route's live masterclass as a calendar file (meetings have one) and its
 * time in the member's own zone (docs/product/axes.md#masterclass-calendar).
 */
describe.each(engines)('the masterclass in the calendar and in the member’s zone, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const signedIn = async (values: Parameters<typeof createMember>[1] = {}) => {
    const member = await createMember(t.db, values);
    const browser = new Browser(t.app);
    await browser.signIn(member.email, member.password);
    return { member, browser };
  };

  it('gives the .ics file of the masterclass: its instant in UTC, its page, a stable UID', async () => {
    const route = await createRoute(t.db);
    const step5 = route.stops[4]!;
    const { browser } = await signedIn();
    const mc = (await browser.request({ url: `/api/axis/${route.slug}/masterclass/${step5.slug}` })).json();
    const ics = `/api/axis/${route.slug}/masterclass/${step5.slug}/calendar`;
    expect(mc.calendar.ics).toBe(ics);
    expect(mc.calendar.google).toMatch(/^https:\/\/calendar\.google\.com\//);
    expect(mc.calendar.outlook).toMatch(/^https:\/\/outlook\.live\.com\//);

    const file = await browser.request({ url: ics });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="masterclass-${step5.slug}.ics"`);
    const text = file.body.replace(/\r\n[ \t]/g, '');
    const start = new Date(step5.starts_at);
    const basic = (d: Date) =>
      d
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/[-:]/g, '');
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain(`UID:${step5.id}@foro-de-educadores`);
    expect(text).toContain(`DTSTART:${basic(start)}`);
    expect(text).toContain(
      `DTEND:${basic(new Date(start.getTime() + MASTERCLASS_CALENDAR_MINUTES * 60_000))}`,
    );
    expect(text).toContain(`SUMMARY:Masterclass: ${step5.title_inner} · Foro de Educadores`);
    expect(text).toContain(`/eje/${route.slug}/masterclass/${step5.slug}`);
    expect(file.body.endsWith('\r\n')).toBe(true);
  });

  it('is for signed-in members only, and only for a masterclass', async () => {
    const route = await createRoute(t.db);
    const url = `/api/axis/${route.slug}/masterclass/${route.stops[4]!.slug}/calendar`;
    expect((await new Browser(t.app).request({ url })).statusCode).toBe(401);
    const { browser } = await signedIn();
    const notMasterclass = `/api/axis/${route.slug}/masterclass/${route.stops[0]!.slug}/calendar`;
    expect((await browser.request({ url: notMasterclass })).statusCode).toBe(404);
    expect((await browser.request({ url: `/api/axis/no-existe/masterclass/x/calendar` })).statusCode).toBe(
      404,
    );
  });

  it('offers the file before the masterclass opens (from the route map), while its page waits for the date', async () => {
    const route = await createRoute(t.db, { closedFrom: 5 });
    const step5 = route.stops[4]!;
    const { browser } = await signedIn();
    const page = await browser.request({ url: `/api/axis/${route.slug}/masterclass/${step5.slug}` });
    expect(page.statusCode).toBe(403);
    const info = (await browser.request({ url: `/api/axis/info/${route.slug}` })).json();
    expect(info.masterclass.opened).toBe(false);
    expect(info.masterclass.calendar.ics).toBe(`/api/axis/${route.slug}/masterclass/${step5.slug}/calendar`);
    expect(info.masterclass.member_time.zone).toBe('GMT-5');
    const file = await browser.request({ url: info.masterclass.calendar.ics });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('BEGIN:VEVENT');
  });

  it('offers no calendar once the masterclass has ended', async () => {
    const route = await createRoute(t.db);
    const step5 = route.stops[4]!;
    await t.db
      .updateTable('axis_steps')
      .set({ starts_at: new Date(TEST_NOW.getTime() - 2 * 86_400_000).toISOString() })
      .where('id', '=', step5.id)
      .execute();
    const { browser } = await signedIn();
    const mc = (await browser.request({ url: `/api/axis/${route.slug}/masterclass/${step5.slug}` })).json();
    expect(mc.calendar).toBeNull();
    expect(
      (await browser.request({ url: `/api/axis/info/${route.slug}` })).json().masterclass.calendar,
    ).toBeNull();
  });

  it('shows the masterclass in the member’s zone: the country’s, or the region’s own', async () => {
    const route = await createRoute(t.db);
    const step5 = route.stops[4]!;
    const url = `/api/axis/${route.slug}/masterclass/${step5.slug}`;
    // TEST_NOW + 1 day, 15:00 UTC: 10:00 in Bogotá (GMT-5), 12:00 in Santiago (summer, GMT-3).
    expect(step5.starts_at).toBe(new Date(TEST_NOW.getTime() + 86_400_000).toISOString());

    const colombian = await signedIn({ country: 'colombia' });
    const co = (await colombian.browser.request({ url })).json();
    expect(co.member_time).toMatchObject({
      time_zone: 'America/Bogota',
      date: '11/03/2026',
      hour: '10:00',
      zone: 'GMT-5',
    });
    expect(co.member_time.text).toBe('miércoles, 11 de marzo de 2026, a las 10:00 (GMT-5)');

    const stateId = newId();
    await t.db
      .insertInto('states')
      .values({ id: stateId, country: 'chile', iso_code: 'CL-MA', official_code: '12', name: 'Magallanes' })
      .execute();
    // As the confirmation form stores it: the region's name, and its directory id in place_ids.
    const chilean = await signedIn({
      country: 'chile',
      region: 'Magallanes',
      place_ids: JSON.stringify({ region: stateId }),
    });
    const cl = (await chilean.browser.request({ url })).json();
    expect(cl.member_time).toMatchObject({ time_zone: 'America/Punta_Arenas', hour: '12:00', zone: 'GMT-3' });

    // A country the portal does not serve has no zone of its own: the page shows the countries' table only.
    const abroad = await signedIn({ country: 'espana' });
    expect((await abroad.browser.request({ url })).json().member_time).toBeNull();
  });
});
