import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, secondProcess, type TestApp } from '../test/app.ts';
import {
  createHomeItem,
  createMeeting,
  createMember,
  createRoute,
  signedInMember,
  type Member,
} from '../test/factories.ts';

/**
 * Kept public answers and kept sessions (docs/performance.md): two app processes on one database, a change
 * made through one, the next read through the other.
 */
describe.each(engines)('kept answers across processes on %s', (engine) => {
  let t: TestApp;
  let other: FastifyInstance;
  let closeOther: () => Promise<void>;
  let staff: Browser;
  let docente: Member;

  beforeAll(async () => {
    t = await createTestApp(engine);
    // What the public lists show: a meeting, a route with its stops, a home item.
    await createMeeting(t.db);
    await createRoute(t.db);
    await createHomeItem(t.db);
    docente = await createMember(t.db);
    // A second server on the same database (its own connections on PostgreSQL).
    ({ app: other, close: closeOther } = await secondProcess(t, engine));
    ({ browser: staff } = await signedInMember(t, { role: 'staff' }));
  });
  afterAll(async () => {
    await closeOther();
    await t.close();
  });

  it('shows a meeting staff changed in the back office on the next read of another process, old ETag or not', async () => {
    const first = await other.inject({ url: '/api/meetings' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const unchanged = await other.inject({ url: '/api/meetings', headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    const card = (first.json() as Array<{ id: string; title: string }>)[0]!;
    const stored = (await staff.request({ url: `/api/admin/meetings/${card.id}` })).json();
    const saved = await staff.request({
      method: 'PUT',
      url: `/api/admin/meetings/${card.id}`,
      payload: { ...stored.values, title: 'Título cambiado por el equipo', revision: stored.revision },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const next = await other.inject({ url: '/api/meetings', headers: { 'if-none-match': etag } });
    expect(next.statusCode).toBe(200);
    expect(next.headers.etag).not.toBe(etag);
    const changed = (next.json() as Array<{ id: string; title: string }>).find((m) => m.id === card.id);
    expect(changed?.title).toBe('Título cambiado por el equipo');
  });

  it('sees a change of any writer, a script’s SQL included, in the routes and home item lists', async () => {
    const axes = await other.inject({ url: '/api/axis' });
    const items = await other.inject({ url: '/api/items-home' });
    const axis = (axes.json() as Array<{ id: string }>)[0]!;
    const item = (items.json() as Array<{ title: string }>)[0]!;
    await t.db.updateTable('axes').set({ title: 'Ruta renombrada' }).where('id', '=', axis.id).execute();
    await t.db
      .updateTable('home_items')
      .set({ title: 'Ítem renombrado' })
      .where('title', '=', item.title)
      .execute();

    const axesAfter = await other.inject({
      url: '/api/axis',
      headers: { 'if-none-match': axes.headers.etag as string },
    });
    expect(axesAfter.statusCode).toBe(200);
    expect((axesAfter.json() as Array<{ id: string; title: string }>)[0]).toMatchObject({
      title: 'Ruta renombrada',
    });
    const itemsAfter = await other.inject({
      url: '/api/items-home',
      headers: { 'if-none-match': items.headers.etag as string },
    });
    expect(itemsAfter.statusCode).toBe(200);
    expect((itemsAfter.json() as Array<{ title: string }>)[0]).toMatchObject({ title: 'Ítem renombrado' });
  });

  it('shows a route’s stops as changed by any writer on the next signed-in read of another process', async () => {
    const member = new Browser(other);
    await member.signIn(docente.email);
    const axis = (await other.inject({ url: '/api/axis' })).json()[0] as { slug: string; id: string };
    const info = async () =>
      (await member.request({ url: `/api/axis/info/${axis.slug}` })).json() as {
        steps: Array<{ slug: string; title: string }>;
      };
    const stop = (await info()).steps[0]!;
    const read = async () =>
      (await member.request({ url: `/api/axis/${axis.slug}/steps/${stop.slug}` })).json() as {
        title?: string;
        step?: { title: string };
      };
    await read();
    await t.db
      .updateTable('axis_steps')
      .set({ title: 'Parada renombrada' })
      .where('axis_id', '=', axis.id)
      .where('slug', '=', stop.slug)
      .execute();
    expect((await info()).steps[0]!.title).toBe('Parada renombrada');
    expect(JSON.stringify(await read())).toContain('Parada renombrada');
  });

  it('keeps the lists when members comment (the post count is not shown), and not when a meeting changes', async () => {
    const version = async () =>
      Number(
        (
          await t.db
            .selectFrom('change_versions')
            .select('version')
            .where('name', '=', 'public')
            .executeTakeFirstOrThrow()
        ).version,
      );
    const meeting = await createMeeting(t.db);
    const writer = await createMember(t.db);
    const member = new Browser(t.app);
    await member.signIn(writer.email, writer.password);
    const before = await version();
    const posted = await member.request({
      method: 'POST',
      url: `/api/meeting/${meeting.slug}/post`,
      payload: { post: 'Un comentario que no cambia las listas públicas.' },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(
      (
        await t.db
          .selectFrom('meetings')
          .select('posts_count')
          .where('id', '=', meeting.id)
          .executeTakeFirstOrThrow()
      ).posts_count,
    ).toBe(1);
    expect(await version()).toBe(before);
    await t.db.updateTable('meetings').set({ topic: 'Otro tema' }).where('id', '=', meeting.id).execute();
    expect(await version()).toBe(before + 1);
  });

  it('rebuilds a kept list when the time moves on, and keeps its ETag when nothing changed', async () => {
    const before = await other.inject({ url: '/api/meetings' });
    t.clock.advance(5_000);
    const after = await other.inject({
      url: '/api/meetings',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(304);
  });

  it('sends kept lists compressed as the browser accepts, and compresses other API answers too', async () => {
    const plain = await other.inject({ url: '/api/meetings' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await other.inject({
      url: '/api/meetings',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await other.inject({
      url: '/api/meetings',
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const openapi = await other.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(openapi.statusCode).toBe(200);
    expect(openapi.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(openapi.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('gives staff their own answer with drafts, never the kept one and never stored', async () => {
    const answer = await staff.request({ url: '/api/meetings' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('ends a kept session in every process on sign-out and when staff remove an account’s sessions', async () => {
    const here = new Browser(t.app);
    await here.signIn(docente.email);
    const there = new Browser(other);
    there.cookies = new Map(here.cookies);
    const who = async (browser: Browser) =>
      (await browser.request({ url: '/api/users/username' })).json().username;
    expect(await who(there)).toBe(docente.email);
    expect(await who(there)).toBe(docente.email);
    const oldCookies = new Map(here.cookies);
    await here.request({ url: '/connect/logout' });
    there.cookies = oldCookies;
    expect(await who(there)).toBe('');

    const again = new Browser(t.app);
    await again.signIn(docente.email);
    const elsewhere = new Browser(other);
    elsewhere.cookies = new Map(again.cookies);
    expect(await who(elsewhere)).toBe(docente.email);
    await t.db.deleteFrom('sessions').execute();
    expect(await who(elsewhere)).toBe('');
  });
});
