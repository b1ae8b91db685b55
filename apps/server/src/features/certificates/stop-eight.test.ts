import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { createMember, createRoute, visitStops } from '../../test/factories.ts';

/**
 * Issue 17, item 21: "Descargar certificado" on the route map's stop 8 downloaded the PDF while the
 * route still said "Has completado 7 de 8 paradas". Getting the certificate is what stop 8 asks: its
 * issue marks the stop done, wherever it was asked from.
 */
describe.each(engines)('the route certificate completes stop 8, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('marks stop 8 visited when the certificate is issued, once however often asked', async () => {
    const route = await createRoute(t.db);
    const member = await createMember(t.db);
    await visitStops(t.db, member.id, route, [1, 2, 3, 4, 5, 6, 7]);
    const browser = new Browser(t.app);
    await browser.signIn(member.email, member.password);
    const visited = async () =>
      (await browser.request({ url: `/api/axis/info/${route.slug}` }))
        .json()
        .steps.filter((s: { visited: boolean }) => s.visited).length;

    expect(await visited()).toBe(7);
    const issueUrl = `/api/certificates/axis/${route.id}`;
    expect((await browser.request({ method: 'POST', url: issueUrl })).statusCode).toBe(200);
    expect(await visited()).toBe(8);
    expect((await browser.request({ method: 'POST', url: issueUrl })).statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('step_visits')
      .select('step_id')
      .where('user_id', '=', member.id)
      .where('step_id', '=', route.stops[7]!.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('marks nothing when the certificate is refused (a stop missing)', async () => {
    const route = await createRoute(t.db);
    const member = await createMember(t.db);
    await visitStops(t.db, member.id, route, [1, 2, 3]);
    const browser = new Browser(t.app);
    await browser.signIn(member.email, member.password);
    expect(
      (await browser.request({ method: 'POST', url: `/api/certificates/axis/${route.id}` })).statusCode,
    ).toBe(403);
    const rows = await t.db
      .selectFrom('step_visits')
      .select('step_id')
      .where('user_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(3);
  });
});
