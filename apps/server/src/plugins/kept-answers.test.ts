import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, secondProcess, type TestApp } from '../test/app.ts';
import {
  createHomeItem,
  createMeeting,
  createMember,
  createRoute,
  signedInMember,
} from '../test/factories.ts';
import { overSocket, withoutConnection } from '../test/over-socket.ts';
import { API_CONTENT_SECURITY_POLICY } from './security-headers.ts';

/**
 * Visitors' requests for the kept public lists are answered before routing (plugins/kept-answers.ts):
 * the same status, headers and bytes as the routes give (which `inject` still reaches), never an answer
 * older than a change made through another process, and never to a request that carries a session.
 */
describe.each(engines)('public lists answered before routing on %s', (engine) => {
  let t: TestApp;
  let other: FastifyInstance;
  let closeOther: () => Promise<void>;
  let base: string;
  /** Which requests of `other` were answered before routing (true) or by the routes (false). */
  const answeredEarly: boolean[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine);
    // Something in each list.
    await createMeeting(t.db);
    await createRoute(t.db);
    await createHomeItem(t.db);
    // The process visitors read from; `t.app` is the one staff write through.
    ({ app: other, close: closeOther } = await secondProcess(t, engine));
    base = await other.listen({ port: 0, host: '127.0.0.1' });
    const serve = other.serveKeptAnswer;
    other.serveKeptAnswer = (request, response) => {
      const kept = serve(request, response);
      if (kept === false) answeredEarly.push(false);
      else void kept.then((answered) => answeredEarly.push(answered));
      return kept;
    };
  });
  afterAll(async () => {
    await closeOther();
    await t.close();
  });

  it.each([
    ['/api/meetings', { 'accept-encoding': 'br, gzip' }],
    ['/api/meetings', { 'accept-encoding': 'gzip' }],
    ['/api/axis', {}],
    ['/api/items-home?utm_source=whatsapp', { 'accept-encoding': 'br' }],
  ] as const)('%s (%j) as the route answers it', async (url, headers) => {
    // The first request may build the kept answer; the second is answered from it.
    await overSocket(base, url, 'GET', headers);
    answeredEarly.length = 0;
    const early = await overSocket(base, url, 'GET', headers);
    expect(answeredEarly).toEqual([true]);
    const routed = await other.inject({ url, headers });
    expect(early.status).toBe(200);
    expect(early.headers).toEqual(withoutConnection(routed.headers));
    expect(early.body.equals(routed.rawPayload)).toBe(true);
    expect(early.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);

    const etag = early.headers.etag as string;
    answeredEarly.length = 0;
    const again = await overSocket(base, url, 'GET', { ...headers, 'if-none-match': etag });
    expect(answeredEarly).toEqual([true]);
    const routedAgain = await other.inject({ url, headers: { ...headers, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(routedAgain.statusCode).toBe(304);
    expect(again.headers).toEqual(withoutConnection(routedAgain.headers));
    expect(again.body.length).toBe(0);
  });

  it('leaves to the routes a request with a session, a HEAD, and every other path', async () => {
    await overSocket(base, '/api/meetings', 'GET', {});
    answeredEarly.length = 0;
    const member = new Browser(other);
    await member.signIn((await createMember(t.db)).email);
    const signedIn = await overSocket(base, '/api/meetings', 'GET', { cookie: member.cookieHeader });
    expect(signedIn.status).toBe(200);
    expect((await overSocket(base, '/api/meetings', 'HEAD', {})).status).toBe(200);
    expect((await overSocket(base, '/api/meetings/', 'GET', {})).status).not.toBe(500);
    expect((await overSocket(base, '/healthz', 'GET', {})).status).toBe(200);
    expect(answeredEarly).toEqual([false, false, false, false]);
  });

  it('answers a staff change made through another process on the next read, then keeps it', async () => {
    const first = await overSocket(base, '/api/meetings', 'GET', {});
    const card = (JSON.parse(first.body.toString()) as Array<{ id: string; title: string }>)[0]!;
    const { browser: staff } = await signedInMember(t, { role: 'staff' });
    const stored = (await staff.request({ url: `/api/admin/meetings/${card.id}` })).json();
    const saved = await staff.request({
      method: 'PUT',
      url: `/api/admin/meetings/${card.id}`,
      payload: {
        ...stored.values,
        title: 'Título que un visitante ve al instante',
        revision: stored.revision,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    answeredEarly.length = 0;
    const next = await overSocket(base, '/api/meetings', 'GET', {
      'if-none-match': first.headers.etag as string,
    });
    expect(next.status).toBe(200);
    const changed = (JSON.parse(next.body.toString()) as Array<{ id: string; title: string }>).find(
      (m) => m.id === card.id,
    );
    expect(changed?.title).toBe('Título que un visitante ve al instante');
    // The out-of-date answer was not sent: the route built the new one, which the next visitor gets early.
    expect(answeredEarly).toEqual([false]);
    const kept = await overSocket(base, '/api/meetings', 'GET', {});
    expect(kept.body.equals(next.body)).toBe(true);
    expect(answeredEarly).toEqual([false, true]);
  });

  it('rebuilds a list once it is a second old, since a list also depends on the time', async () => {
    await overSocket(base, '/api/axis', 'GET', {});
    t.clock.advance(1500);
    answeredEarly.length = 0;
    expect((await overSocket(base, '/api/axis', 'GET', {})).status).toBe(200);
    expect((await overSocket(base, '/api/axis', 'GET', {})).status).toBe(200);
    expect(answeredEarly).toEqual([false, true]);
  });
});
