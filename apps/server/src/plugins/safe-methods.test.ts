import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, type TestApp } from '../test/app.ts';
import { routeTable, type RouteEntry } from '../test/routes.ts';
import { sessionPlugin } from './session.ts';
import { unsubscribeToken } from '../features/notifications/index.ts';
import { reportNames } from '@foro/shared/reports/schemas';

/** Every table's row count and a hash of its rows (order-independent): any stored change shows. */
async function snapshot(t: TestApp, engine: 'sqlite' | 'postgres'): Promise<Record<string, string>> {
  const tables =
    engine === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%'`.execute(t.db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(t.db);
  const result: Record<string, string> = {};
  for (const { name } of tables.rows) {
    // A limited GET counts itself (lib/rate-limit-store.ts): request bookkeeping, not the portal's data.
    if (name === 'rate_limit_counters') continue;
    // A certificate's credential, or the status list, asked for before its queued signing ran is
    // signed then, once (docs/decisions/0092): a signature of what is already stored, not a change.
    if (name === 'certificate_credentials' || name === 'credential_status_lists') continue;
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db)).rows;
    const lines = rows
      .map((row) => JSON.stringify(Object.entries(row).sort(([a], [b]) => a.localeCompare(b))))
      .sort();
    result[name] = `${rows.length} ${createHash('sha256').update(lines.join('\n')).digest('hex')}`;
  }
  return result;
}

/** Real values for each path parameter, so the handlers reach their data and not only a 404. */
async function parameterValues(t: TestApp): Promise<Record<string, string[]>> {
  const col = async (table: string, column: string, limit = 12) =>
    (
      await sql<{ v: string | number }>`select distinct ${sql.ref(column)} as v from ${sql.table(table)}
        order by 1 limit ${limit}`.execute(t.db)
    ).rows.map((r) => String(r.v));
  const ofCountry = async (table: 'states' | 'cities', country: string) =>
    (
      await sql<{ v: string }>`select ${sql.ref(`${table}.id`)} as v from ${sql.table(table)}
        ${table === 'cities' ? sql`join states on states.id = cities.state_id` : sql``}
        where states.country = ${country} order by 1 limit 3`.execute(t.db)
    ).rows.map((r) => r.v);
  const states = await ofCountry('states', 'colombia');
  const cities = await ofCountry('cities', 'colombia');
  const regions = await ofCountry('states', 'chile');
  return {
    meetingSlug: await col('meetings', 'slug'),
    meetingId: await col('meetings', 'id', 3),
    axisSlug: await col('axes', 'slug'),
    slugStep: await col('axis_steps', 'slug', 30),
    slugThread: await col('threads', 'slug'),
    axisId: await col('axes', 'id'),
    testId: await col('tests', 'id'),
    stepCount: ['1', '5', '8'],
    drawId: await col('raffle_draws', 'id', 4),
    editionId: await col('raffle_editions', 'id'),
    code: [...(await col('certificates', 'code', 3)), 'desconocido'],
    country: ['colombia', 'chile', 'panama'],
    state: states,
    city: cities,
    region: regions,
    kind: ['meeting', 'axis'],
    // The question console's live stream (features/live): a meeting's.
    source: ['meeting'],
    id: await col('meetings', 'id', 2),
    memberId: await col('users', 'id', 3),
    // The back office's reports, each as CSV (docs/product/reports.md).
    report: [...reportNames],
    // The mails whose wording staff edit (docs/decisions/0082-mail-wording-by-staff.md).
    key: ['invitation', 'meeting-reminder'],
    // A real one-click unsubscribe link: its GET only shows the button.
    token: [unsubscribeToken(t.config.sessionSecret, (await col('users', 'id', 1))[0]!, 'forum'), 'x'],
  };
}

/** `:slug` names a meeting, a route (axis) or a test, depending on the path. */
const slugKind = (pattern: string) =>
  pattern.startsWith('/api/axis/') ||
  pattern.startsWith('/api/test/') ||
  pattern.startsWith('/api/live/axis/')
    ? 'axisSlug'
    : 'meetingSlug';

function urlsFor(pattern: string, values: Record<string, string[]>): string[] {
  let urls = [pattern];
  for (const [, name] of pattern.matchAll(/:([a-zA-Z]+)/g)) {
    const options = values[name === 'slug' ? slugKind(pattern) : name!] ?? ['x'];
    urls = urls.flatMap((u) => options.map((v) => u.replace(`:${name}`, encodeURIComponent(v))));
  }
  return urls;
}

describe.each(engines)('GET and HEAD change nothing, on %s', (engine) => {
  let t: TestApp;
  let routes: RouteEntry[];
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    routes = await routeTable(t, engine);
  });
  afterAll(() => t.close());

  it('declares exactly one GET that writes (docs/product/meetings.md#inscription), without a HEAD twin', () => {
    const writingGets = routes.filter((r) => r.method === 'GET' && r.config.antiForgery === 'header');
    expect(writingGets.map((r) => r.url)).toEqual(['/api/meeting/:slug/inscription']);
    expect(
      routes.find((r) => r.method === 'HEAD' && r.url === '/api/meeting/:slug/inscription'),
    ).toBeUndefined();
  });

  it('refuses to start with a writing GET that would get a HEAD twin', async () => {
    const probe = Fastify();
    await probe.register(sessionPlugin);
    probe.get(
      '/ok',
      { config: { access: 'member', antiForgery: 'header' }, exposeHeadRoute: false },
      () => ({}),
    );
    expect(() =>
      probe.get('/x', { config: { access: 'member', antiForgery: 'header' } }, () => ({})),
    ).toThrow('Route GET /x changes state: declare exposeHeadRoute: false');
    await probe.close();
  });

  it('stores nothing when members call every GET and HEAD route with seeded data', async () => {
    // A visitor, a member midway through the main route, one who completed it, and a staff member
    // (the back office's reads).
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    const members = [visitor];
    for (const email of ['docente@example.org', 'completo@example.org', 'admin@example.org']) {
      const b = new Browser(t.app);
      expect((await b.signIn(email)).statusCode).toBe(303);
      members.push(b);
    }
    // Certificates are issued by their POST (docs/decisions/0020), before the walk: the download GETs
    // then reach real PDFs, and the verification page real codes.
    const completo = members[2]!;
    for (const axisId of (await parameterValues(t)).axisId ?? []) {
      await completo.request({ method: 'POST', url: `/api/certificates/axis/${encodeURIComponent(axisId)}` });
    }
    const values = await parameterValues(t);
    expect(values.code?.length, 'a certificate was issued before the walk').toBeGreaterThan(1);
    // Logout is a GET by docs/product/session.md#sign-out: it removes only the caller's own session (tested below).
    const reads = routes.filter(
      (r) =>
        (r.method === 'GET' || r.method === 'HEAD') && r.url !== '/connect/logout' && !r.url.endsWith('*'),
    );
    expect(reads.length).toBeGreaterThan(30);
    let calls = 0;
    const answered = new Set<string>();
    const walk = async (selected: RouteEntry[]) => {
      for (const route of selected) {
        for (const url of urlsFor(route.url, values)) {
          for (const member of members) {
            // What another site can make a browser send (no anti-forgery header), then what the
            // portal's own client sends: only a route declared as writing may act on the second.
            // (HEAD runs its GET's handler, so one pass of HEAD suffices.)
            const passes =
              route.config.antiForgery === 'header' || route.method === 'HEAD' ? [false] : [false, true];
            for (const xsrf of passes) {
              const res = await member.request({ method: route.method as 'GET', url, xsrf });
              expect(res.statusCode, `${route.method} ${url}`).toBeLessThan(500);
              if (res.statusCode < 300) answered.add(`${route.method} ${route.url}`);
              calls++;
            }
          }
        }
      }
    };

    // No GET or HEAD changes anything, certificate downloads included (docs/decisions/0020).
    const initial = await snapshot(t, engine);
    await walk(reads);
    expect(await snapshot(t, engine)).toEqual(initial);

    // The walk reached real data: most routes answered with success at least once.
    const missed = reads.map((r) => `${r.method} ${r.url}`).filter((k) => !answered.has(k));
    expect(missed).toEqual([
      // The connect pages' fonts have fixed names the walk does not know (connect-look.test.ts reads them).
      'GET /connect/fonts/:file',
      'HEAD /connect/fonts/:file',
      // Password reset and e-mail change links: seeded data holds none, so the walk meets only unknown links.
      'GET /connect/password-reset/:secret',
      'HEAD /connect/password-reset/:secret',
      'GET /connect/email-change/:secret',
      'HEAD /connect/email-change/:secret',
      // Answers 419 without the header, by design (its own test is below).
      'GET /api/meeting/:slug/inscription',
      // Needs a practical case chosen first (a POST).
      'GET /api/test/:slug',
      'HEAD /api/test/:slug',
      // Needs the open-access cookie of a visitor who left an e-mail (a POST).
      'GET /api/free-access/live',
      'HEAD /api/free-access/live',
      // Needs the text to search accounts by (?q=…), which the walk does not send.
      'GET /api/admin/axes/coach-candidates',
      'HEAD /api/admin/axes/coach-candidates',
      // Needs the texts to preview (?subject=…&body=…), which the walk does not send.
      'GET /api/admin/mail-wordings/:key/preview',
      'HEAD /api/admin/mail-wordings/:key/preview',
      // The demo seed holds no invitation request (features/contact/inbox.test.ts reads real ones).
      'GET /api/admin/invitation-requests/:requestId',
      'HEAD /api/admin/invitation-requests/:requestId',
      // Need the meeting or route to read (?source=…&id=…), which the walk does not send.
      'GET /api/admin/questions',
      'HEAD /api/admin/questions',
      'GET /api/admin/questions/export',
      'HEAD /api/admin/questions/export',
      // The demo seed uploads no file (features/media/media.test.ts serves real ones).
      'GET /media/uploads/:id/:file',
      'HEAD /media/uploads/:id/:file',
    ]);
    expect(calls).toBeGreaterThan(500);
  }, 180_000);

  it('registers only on the inscription GET with the anti-forgery header; HEAD never registers', async () => {
    const member = new Browser(t.app);
    await member.signIn('nuevo@example.org');
    // An announced meeting that has not happened yet: the only kind that takes inscriptions.
    const meetings = (await member.request({ url: '/api/meetings' })).json() as Array<{
      slug: string;
      active: boolean;
      post_event: boolean;
    }>;
    const slug = meetings.find((m) => m.active && !m.post_event)!.slug;
    const url = `/api/meeting/${slug}/inscription`;
    const inscribed = async () => (await member.request({ url: `/api/meeting/${slug}` })).json().inscribed;
    expect(await inscribed()).toBe(false);

    const head = await t.app.inject({
      method: 'HEAD',
      url,
      headers: { cookie: member.cookieHeader, 'x-xsrf-token': member.cookies.get('XSRF-TOKEN')! },
    });
    expect(head.statusCode).toBe(404);
    const crossSite = await member.request({ url, xsrf: false });
    expect(crossSite.statusCode).toBe(419);
    expect(await inscribed()).toBe(false);

    const own = await member.request({ url });
    expect(own.statusCode).toBe(200);
    expect(await inscribed()).toBe(true);
  });

  it('logout removes only the caller’s own session', async () => {
    const member = new Browser(t.app);
    await member.signIn('docente@example.org');
    const before = await snapshot(t, engine);
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('sessions')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const sessions = await count();
    expect((await member.request({ url: '/connect/logout' })).statusCode).toBe(303);
    const after = await snapshot(t, engine);
    // Ending a session also raises the sessions change counter (docs/performance.md#sessions).
    const ignored = { sessions: '', change_versions: '' };
    expect({ ...after, ...ignored }).toEqual({ ...before, ...ignored });
    expect(await count()).toBe(sessions - 1);
  });
});
