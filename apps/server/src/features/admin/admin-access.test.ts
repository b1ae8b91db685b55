import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { signedInMember } from '../../test/factories.ts';
import { routeTable, type RouteEntry } from '../../test/routes.ts';

/** A concrete URL for a route pattern: every parameter gets a plausible value. */
const concrete = (url: string) => url.replace(/:([a-zA-Z]+)/g, 'x');

describe.each(engines)('the back office API on %s (docs/product/admin.md#who-may-use-it)', (engine) => {
  let t: TestApp;
  let adminRoutes: RouteEntry[];
  beforeAll(async () => {
    t = await createTestApp(engine);
    adminRoutes = (await routeTable(t, engine)).filter(
      (r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD',
    );
  });
  afterAll(() => t.close());

  it('has routes, each one staff-only but for the questions a meeting host runs', () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
    // A host route is staff's and one meeting's host's (features/questions/meeting-hosts.test.ts).
    const hostRoutes = adminRoutes.filter((r) => r.config.access === 'host');
    expect(hostRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /api/admin/polls/:pollId',
      'GET /api/admin/live/questions/:source/:id',
      'GET /api/admin/polls/meetings/:meetingId',
      'GET /api/admin/polls/meetings/:meetingId/export',
      'GET /api/admin/questions',
      'GET /api/admin/questions/export',
      'GET /api/admin/reactions/meetings/:meetingId',
      'GET /api/admin/reactions/meetings/:meetingId/export',
      'POST /api/admin/polls/:pollId/close',
      'POST /api/admin/polls/:pollId/open',
      'POST /api/admin/polls/meetings/:meetingId',
      'POST /api/admin/questions/:source/:questionId',
      'POST /api/admin/questions/meetings/:meetingId/answering',
      'PUT /api/admin/questions/:source/:questionId/answer',
    ]);
    for (const route of adminRoutes)
      if (route.config.access !== 'host')
        expect(route.config.access, `${route.method} ${route.url}`).toBe('staff');
  });

  it('answers 401 to a visitor and 403 to a member and a coach on every route, with none of its data', async () => {
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    const { browser: member } = await signedInMember(t);
    const { browser: coach } = await signedInMember(t, { role: 'coach' });
    for (const route of adminRoutes) {
      const request = {
        method: route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        url: concrete(route.url),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      };
      const label = `${route.method} ${route.url}`;
      const asVisitor = await visitor.request(request);
      expect(asVisitor.statusCode, `${label} as a visitor`).toBe(401);
      expect(asVisitor.json().code).toBe('UNAUTHENTICATED');
      for (const [who, browser] of [
        ['member', member],
        ['coach', coach],
      ] as const) {
        const answer = await browser.request(request);
        expect(answer.statusCode, `${label} as a ${who}`).toBe(403);
        expect(Object.keys(answer.json()).sort()).toEqual(['code', 'message']);
      }
    }
  });

  it('serves the staff', async () => {
    const { user, browser: staff } = await signedInMember(t, { role: 'staff' });
    const answer = await staff.request({ url: '/api/admin/staff' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toContainEqual(expect.objectContaining({ email: user.email }));
    expect(answer.headers['cache-control']).toMatch(/no-store|private/);
  });

  it('documents every back-office operation in the OpenAPI document under the tag admin', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const documented = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/admin/'));
    expect(documented.length).toBeGreaterThan(0);
    for (const [path, operations] of documented)
      for (const [method, operation] of Object.entries(operations))
        expect(operation.tags, `${method} ${path}`).toEqual(['admin']);
  });
});
