import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock.ts';
import { Browser, createTestApp, engines, secondProcess, TEST_NOW, type TestApp } from '../test/app.ts';
import { sessionAnswers } from './session-answers.ts';
import { overSocket } from '../test/over-socket.ts';

const AXIS = 'claves-para-conectar-con-tus-estudiantes';
const STOP = 'escuchar-para-conectar';

/**
 * A member's repeated reads are given again before routing (plugins/session-answers.ts): the same status,
 * headers and bytes as the route gives, only to the same session, and never after anything was committed
 * by any process, after the session ended, or once a second of the clock has passed.
 */
describe.each(engines)("a member's reads given again before routing on %s", (engine) => {
  let t: TestApp;
  let other: FastifyInstance;
  let closeOther: () => Promise<void>;
  let base: string;
  let member: Browser;
  let meetingSlug: string;
  let reads: string[];
  /** Which requests of `other` were answered before routing (true) or went to the routes (false). */
  const answeredEarly: boolean[] = [];
  const get = (url: string, headers: Record<string, string> = {}, who = member) =>
    overSocket(base, url, 'GET', { cookie: who.cookieHeader, ...headers });
  /** Asks twice, as a session that repeats itself: the second answer is kept, the next one is given again. */
  const keep = async (url: string, who = member) => {
    answeredEarly.length = 0;
    await get(url, {}, who);
    await get(url, {}, who);
    expect((await get(url, {}, who)).status).toBe(200);
    expect(answeredEarly).toEqual([false, false, true]);
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    // The process members read from; `t.app` is the one other members and staff write through.
    ({ app: other, close: closeOther } = await secondProcess(t, engine));
    base = await other.listen({ port: 0, host: '127.0.0.1' });
    const serve = other.serveSessionAnswer;
    other.serveSessionAnswer = (request, response) => {
      const mine = serve(request, response);
      if (mine === false) answeredEarly.push(false);
      else void mine.then((answered) => answeredEarly.push(answered));
      return mine;
    };
    member = new Browser(other);
    await member.signIn('docente@example.org');
    const meetings = (await other.inject({ url: '/api/meetings' })).json() as Array<{
      slug: string;
      active: boolean;
    }>;
    meetingSlug = (meetings.find((m) => m.active) ?? meetings[0])!.slug;
    const threads = (await member.request({ url: `/api/axis/${AXIS}/threads` })).json() as {
      threads: Array<{ path: string }>;
    };
    const thread = threads.threads[0]!.path.split('/').filter(Boolean).at(-2);
    reads = [
      `/api/axis/info/${AXIS}`,
      `/api/axis/${AXIS}/steps/${STOP}`,
      `/api/meeting/${meetingSlug}/posts`,
      `/api/axis/${AXIS}/threads/${thread}/posts?page=1`,
    ];
  });
  afterAll(async () => {
    await closeOther();
    await t.close();
  });
  beforeEach(() => {
    // Each test starts past every answer the one before kept.
    t.clock.advance(2000);
  });

  it.each<Record<string, string>>([{ 'accept-encoding': 'br, gzip' }, { 'accept-encoding': 'gzip' }, {}])(
    'gives the route’s own answer again to the same session (%j)',
    async (headers) => {
      for (const url of reads) {
        answeredEarly.length = 0;
        const first = await get(url, headers);
        await get(url, headers);
        const again = await get(url, headers);
        expect(answeredEarly, url).toEqual([false, false, true]);
        expect(first.status, url).toBe(200);
        expect(again.status).toBe(200);
        expect(again.headers).toEqual(first.headers);
        expect(again.body.equals(first.body), url).toBe(true);
        expect(again.headers['cache-control']).toBe('private, no-store');
        expect(again.headers['content-security-policy']).toContain("default-src 'self'");
      }
    },
  );

  it('never gives one member’s answer to another session, nor to a request without one', async () => {
    const url = reads[0]!;
    await keep(url);
    const colleague = new Browser(other);
    await colleague.signIn('coach@example.org');
    answeredEarly.length = 0;
    const theirs = await get(url, {}, colleague);
    expect(theirs.status).toBe(200);
    expect((await overSocket(base, url, 'GET', {})).status).toBe(401);
    const forged = member.cookieHeader.replace(/foro_sid=[^;]+/, 'foro_sid=not-a-session');
    expect((await overSocket(base, url, 'GET', { cookie: forged })).status).toBe(401);
    expect(answeredEarly).toEqual([false, false, false]);
  });

  it('reads again after a commit by another process: a new post is seen at once', async () => {
    const url = `/api/meeting/${meetingSlug}/posts`;
    await keep(url);
    const writer = new Browser(t.app);
    await writer.signIn('coach@example.org');
    const posted = await writer.request({
      method: 'POST',
      url: `/api/meeting/${meetingSlug}/post`,
      payload: { post: 'Una idea que todos deben ver enseguida.' },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    answeredEarly.length = 0;
    const next = await get(url);
    expect(answeredEarly).toEqual([false]);
    expect(next.body.toString()).toContain('Una idea que todos deben ver enseguida.');
  });

  it('stops answering a session that ended in another process', async () => {
    const leaving = new Browser(other);
    await leaving.signIn('docente@example.org');
    const url = reads[1]!;
    await keep(url, leaving);
    const elsewhere = new Browser(t.app);
    elsewhere.cookies = new Map(leaving.cookies);
    expect((await elsewhere.request({ url: '/connect/logout' })).statusCode).toBe(303);
    answeredEarly.length = 0;
    expect((await get(url, {}, leaving)).status).toBe(401);
    expect(answeredEarly).toEqual([false]);
  });

  it('goes to the route once the answer is a second old, since answers also depend on the time', async () => {
    const url = reads[0]!;
    await keep(url);
    t.clock.advance(1000);
    answeredEarly.length = 0;
    await get(url);
    await get(url);
    await get(url);
    expect(answeredEarly).toEqual([false, false, true]);
  });

  it('sends one request to the route when a kept answer turns a second old; the session’s others wait for it', async () => {
    const url = reads[2]!;
    await keep(url);
    t.clock.advance(600);
    expect((await get(url)).status).toBe(200);
    t.clock.advance(400);
    answeredEarly.length = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(url)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.toString('base64'))).size).toBe(1);
    expect(answeredEarly.filter((early) => !early)).toEqual([false]);
  });

  it('keeps an answer only once the session asks the same address again within the second', async () => {
    // A crowd of members who each read once has nothing copied and held for it.
    const url = reads[2]!;
    answeredEarly.length = 0;
    await get(url);
    t.clock.advance(1000);
    await get(url);
    t.clock.advance(500);
    await get(url);
    await get(url);
    expect(answeredEarly).toEqual([false, false, false, true]);
  });

  it('keeps nothing for routes that did not declare it, nor for an answer that is not a success', async () => {
    answeredEarly.length = 0;
    for (let i = 0; i < 2; i++) {
      expect((await get('/api/users/username')).status).toBe(200);
      expect((await get(`/api/axis/info/no-existe`)).status).toBe(404);
      expect((await get(`${reads[3]!.replace('page=1', 'page=cero')}`)).status).toBe(422);
    }
    expect(answeredEarly).toEqual([false, false, false, false, false, false]);
  });
});

describe('which routes may keep answers per session', () => {
  const withRoute = async (method: 'GET' | 'POST', config: Record<string, unknown>) => {
    const app = Fastify();
    await app.register(sessionAnswers, {
      stamp: () => '1',
      sessionKeptUntil: () => 0,
      clock: fixedClock(TEST_NOW),
      zlib,
    });
    app.route({ method, url: '/api/x', config, handler: async () => ({}) });
    try {
      await app.ready();
    } finally {
      await app.close();
    }
  };

  it('takes a member’s GET that declares a private cache', async () => {
    await expect(
      withRoute('GET', { access: 'member', cache: 'private', keptPerSession: true }),
    ).resolves.toBe(undefined);
  });

  it.each([
    ['a write', 'POST', { access: 'member', cache: 'private', keptPerSession: true }],
    [
      'a GET that changes state',
      'GET',
      { access: 'member', cache: 'private', antiForgery: 'header', keptPerSession: true },
    ],
    ['a route visitors may call', 'GET', { access: 'public', cache: 'private', keptPerSession: true }],
    ['an answer others may store', 'GET', { access: 'member', cache: 'public-hour', keptPerSession: true }],
  ] as const)('refuses the flag on %s', async (_, method, config) => {
    await expect(withRoute(method, config)).rejects.toThrow(/keptPerSession/);
  });
});
