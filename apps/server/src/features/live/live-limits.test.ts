import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePaths } from '@foro/shared/live/schemas';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { createMeeting, createMember } from '../../test/factories.ts';

/** An open stream over a real socket: its status, and whether the server has ended its body. */
interface Held {
  status: number;
  ended: Promise<void>;
  close: () => void;
}

async function openStream(base: string, path: string, cookie: string): Promise<Held> {
  const controller = new AbortController();
  const response = await fetch(base + path, {
    headers: { accept: 'text/event-stream', cookie },
    signal: controller.signal,
  });
  const ended = (async () => {
    try {
      for await (const _ of response.body ?? []) void _;
    } catch {
      // Aborted by the test.
    }
  })();
  return { status: response.status, ended, close: () => controller.abort() };
}

/** Resolves true when `p` settles within `ms`. */
const within = (p: Promise<unknown>, ms: number) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

/**
 * Issue 35, item 4: streams are counted before anything is awaited (a burst of one member's streams
 * cannot all pass the check), an address holds a limited number, and a session's streams end when it
 * signs out or its member is suspended.
 */
describe.each(engines)('live stream limits, on %s', (engine) => {
  let t: TestApp;
  let base: string;
  const held: Held[] = [];
  const open = async (path: string, who: Browser) => {
    const s = await openStream(base, path, who.cookieHeader);
    held.push(s);
    return s;
  };
  const member = async () => {
    const m = await createMember(t.db);
    const b = new Browser(t.app);
    expect((await b.signIn(m.email)).statusCode).toBe(303);
    return { user: m, browser: b };
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {
      seed: true,
      env: { LIVE_HEARTBEAT_SECONDS: '1', LIVE_STREAMS_PER_ADDRESS: '20' },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    for (const s of held) s.close();
    await Promise.all(held.map((s) => s.ended));
    // The test's own keep-alive connections (fetch's pool, after the 429s) would hold the close open.
    t.app.server.closeAllConnections();
    await t.close();
  });

  const closeAll = async () => {
    for (const s of held.splice(0)) {
      s.close();
      await s.ended;
    }
    // The server hears of each closed connection a moment later.
    await new Promise((r) => setTimeout(r, 300));
  };

  it('accepts 12 of 30 streams one member opens at once', async () => {
    const meeting = await createMeeting(t.db);
    const { browser } = await member();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => open(livePaths.meeting(meeting.slug), browser)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(12);
    expect(statuses.filter((s) => s === 429)).toHaveLength(18);
    await closeAll();
  });

  it('holds at most LIVE_STREAMS_PER_ADDRESS streams of one address, whoever the members', async () => {
    const meeting = await createMeeting(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { browser } = await member();
      for (let j = 0; j < 8; j++)
        statuses.push((await open(livePaths.meeting(meeting.slug), browser)).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
    await closeAll();
    const { browser } = await member();
    expect((await open(livePaths.meeting(meeting.slug), browser)).status).toBe(200);
    await closeAll();
  });

  it('ends the streams of a session that signs out, and only those', async () => {
    const meeting = await createMeeting(t.db);
    const m = await member();
    const other = new Browser(t.app);
    expect((await other.signIn(m.user.email)).statusCode).toBe(303);
    const mine = await open(livePaths.meeting(meeting.slug), m.browser);
    const theirs = await open(livePaths.meeting(meeting.slug), other);
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    expect((await m.browser.request({ url: '/connect/logout' })).statusCode).toBe(303);
    expect(await within(mine.ended, 4000)).toBe(true);
    expect(await within(theirs.ended, 1500)).toBe(false);
    await closeAll();
  });

  it('ends every stream of a member who is suspended', async () => {
    const meeting = await createMeeting(t.db);
    const m = await member();
    const s = await open(livePaths.meeting(meeting.slug), m.browser);
    expect(s.status).toBe(200);
    const staff = new Browser(t.app);
    await staff.signIn('admin@example.org');
    const suspended = await staff.request({
      method: 'POST',
      url: `/api/admin/members/${m.user.id}/suspend`,
      payload: { reason: 'Mensajes ofensivos en el foro' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await within(s.ended, 4000)).toBe(true);
    await closeAll();
  });
});
