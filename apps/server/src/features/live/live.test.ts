import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { livePaths } from '@foro/shared/live/schemas';
import { buildApp } from '../../app.ts';
import { liveChannels } from './live.publish.ts';
import { errorLogStream } from '../../test/error-logs.ts';
import { API_CONTENT_SECURITY_POLICY } from '../../plugins/security-headers.ts';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { type Frame, Stream } from '../../test/event-stream.ts';
import {
  createAxis,
  createCoach,
  createMeeting,
  createMember,
  createPoll,
  createThread,
  createThreadPost,
} from '../../test/factories.ts';

const subjectOf = (f: Frame) => (JSON.parse(f.data ?? '{}') as { subject?: string }).subject;
const settle = () => new Promise((r) => setTimeout(r, 300));

describe.each(engines)('live updates over Server-Sent Events, on %s (docs/decisions/0044)', (engine) => {
  let t: TestApp;
  let base: string;
  const streams: Stream[] = [];
  const open = async (path: string, who: Browser, lastEventId?: string) => {
    const s = await Stream.open(base, path, who.cookieHeader, lastEventId);
    streams.push(s);
    return s;
  };
  const member = async () => {
    const m = await createMember(t.db);
    const b = new Browser(t.app);
    expect((await b.signIn(m.email)).statusCode).toBe(303);
    return { user: m, browser: b };
  };
  const comment = (who: Browser, slug: string, post: string) =>
    who.request({ method: 'POST', url: `/api/meeting/${slug}/post`, payload: { post } });

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true, env: { LIVE_HEARTBEAT_SECONDS: '1' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    for (const s of streams) await s.close();
    await t.close();
  });

  it('streams a meeting to a member with the headers proxies need, a heartbeat and the viewer count', async () => {
    const meeting = await createMeeting(t.db);
    const { browser } = await member();
    const s = await open(livePaths.meeting(meeting.slug), browser);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.headers.get('cache-control')).toMatch(/no-cache/);
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    // The head the stream writes itself carries the headers of every answer, and closes the connection
    // with the stream (Node's server never sees this answer end).
    expect(s.headers.get('x-content-type-options')).toBe('nosniff');
    // Never shown as a document: the headers of an API's answers (decision 0112).
    expect(s.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
    expect(s.headers.get('date')).toBeTruthy();
    expect(s.headers.get('connection')).toBe('close');
    await s.until((x) => x.frames.some((f) => f.event === 'viewers'));
    expect(JSON.parse(s.frames.find((f) => f.event === 'viewers')!.data!)).toEqual({ count: 0 });
    // LIVE_HEARTBEAT_SECONDS=1 here (20 by default).
    await s.until((x) => x.frames.some((f) => f.comment === 'heartbeat'), 3000);
  });

  it('delivers a new comment to every subscriber, and a hidden one as post-hidden', async () => {
    const meeting = await createMeeting(t.db);
    const a = await member();
    const b = await member();
    const sa = await open(livePaths.meeting(meeting.slug), a.browser);
    const sb = await open(livePaths.meeting(meeting.slug), b.browser);
    const posted = await comment(a.browser, meeting.slug, 'Hola desde Bogotá');
    expect(posted.statusCode).toBe(200);
    const postId = (posted.json() as { posts: Array<{ id: string }> }).posts[0]!.id;
    for (const s of [sa, sb]) await s.until((x) => x.events('posts').length === 1);
    expect(subjectOf(sb.events('posts')[0]!)).toBe(postId);

    const staff = new Browser(t.app);
    await staff.signIn('admin@example.org');
    const hidden = await staff.request({
      method: 'POST',
      url: `/api/moderation/posts/meeting/${postId}/hide`,
      payload: { reason: 'Fuera de tema' },
    });
    expect(hidden.statusCode).toBe(200);
    await sb.until((x) => x.events('post-hidden').length === 1);
    expect(subjectOf(sb.events('post-hidden')[0]!)).toBe(postId);
  });

  it('points a stream that opens at the meeting’s open polls, not its drafts, closed ones or other meetings’ (0129)', async () => {
    const meeting = await createMeeting(t.db);
    const other = await createMeeting(t.db);
    const { browser } = await member();
    const quiet = await open(livePaths.meeting(meeting.slug), browser);
    await quiet.until((x) => x.frames.some((f) => f.event === 'viewers'));
    await settle();
    expect(quiet.frames.filter((f) => f.event === 'poll-opened')).toEqual([]);

    const opened = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const first = await createPoll(t.db, { meeting_id: meeting.id, state: 'open', opened_at: opened(5) });
    const second = await createPoll(t.db, { meeting_id: meeting.id, state: 'open', opened_at: opened(1) });
    await createPoll(t.db, { meeting_id: meeting.id });
    await createPoll(t.db, {
      meeting_id: meeting.id,
      state: 'closed',
      opened_at: opened(9),
      closed_at: opened(8),
    });
    await createPoll(t.db, { meeting_id: other.id, state: 'open', opened_at: opened(2) });
    const s = await open(livePaths.meeting(meeting.slug), browser);
    await s.until((x) => x.frames.filter((f) => f.event === 'poll-opened').length === 2);
    const pointers = s.frames.filter((f) => f.event === 'poll-opened');
    // Passing frames: no id, so a page's place in the stored events stays where it was.
    expect(pointers.map((f) => [f.id, subjectOf(f)])).toEqual([
      [undefined, first.id],
      [undefined, second.id],
    ]);
  });

  it('sends a meeting stream’s head, its open polls and the viewer count in one write', async () => {
    const meeting = await createMeeting(t.db);
    await createPoll(t.db, { meeting_id: meeting.id, state: 'open', opened_at: new Date().toISOString() });
    const { browser } = await member();
    // The server's writes to its sockets (it runs in this process): the stream's opening is one of them.
    const written: string[] = [];
    const original = net.Socket.prototype.write;
    const spy = vi.spyOn(net.Socket.prototype, 'write').mockImplementation(function (
      this: net.Socket,
      ...args: Parameters<net.Socket['write']>
    ) {
      written.push(typeof args[0] === 'string' ? args[0] : Buffer.from(args[0] as Uint8Array).toString());
      return Reflect.apply(original, this, args) as boolean;
    });
    try {
      const s = await open(livePaths.meeting(meeting.slug), browser);
      await s.until((x) => x.frames.some((f) => f.event === 'viewers'));
      await settle();
    } finally {
      spy.mockRestore();
    }
    const opening = written.filter((text) => text.includes(': connected'));
    expect(opening).toHaveLength(1);
    expect(opening[0]).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(opening[0]).toContain('event: poll-opened');
    expect(opening[0]).toContain('event: viewers');
    expect(written.filter((text) => text.includes('event: viewers'))).toHaveLength(1);
  });

  it('opens a first stream without reading events back, and still gets one stored while it opens', async () => {
    const meeting = await createMeeting(t.db);
    const { browser } = await member();
    const bus = t.app.liveBus;
    const top = bus.top.bind(bus);
    // Stored just after the stream reads where it starts: it must reach the stream, through the bus.
    const topSpy = vi.spyOn(bus, 'top').mockImplementationOnce(async () => {
      const start = await top();
      await bus.publish(liveChannels.meeting(meeting.id), 'posts', 'while-opening');
      return start;
    });
    const sinceSpy = vi.spyOn(bus, 'since');
    try {
      const s = await open(livePaths.meeting(meeting.slug), browser);
      await s.until((x) => x.events('posts').length === 1);
      expect(subjectOf(s.events('posts')[0]!)).toBe('while-opening');
      // The minute a meeting starts every page opens one: no replay to read for a first connection.
      expect(sinceSpy).not.toHaveBeenCalled();
      await settle();
      expect(s.events('posts')).toHaveLength(1);
    } finally {
      topSpy.mockRestore();
      sinceSpy.mockRestore();
    }
  });

  it('resumes from Last-Event-ID with the missed events, once and in order', async () => {
    const meeting = await createMeeting(t.db);
    const { browser } = await member();
    const first = await open(livePaths.meeting(meeting.slug), browser);
    await comment(browser, meeting.slug, 'Primero');
    await first.until((x) => x.events('posts').length === 1);
    const lastId = first.events('posts')[0]!.id!;
    await first.close();
    // Missed while disconnected.
    await comment(browser, meeting.slug, 'Segundo');
    await comment(browser, meeting.slug, 'Tercero');
    const again = await open(livePaths.meeting(meeting.slug), browser, lastId);
    await again.until((x) => x.events('posts').length === 2);
    await comment(browser, meeting.slug, 'Cuarto');
    await again.until((x) => x.events('posts').length === 3);
    await settle();
    const ids = again.events('posts').map((f) => Number(f.id));
    expect(ids.length).toBe(3);
    expect(new Set(ids).size).toBe(3);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    expect(ids[0]).toBeGreaterThan(Number(lastId));

    // A client that cannot hold a stream gets the missed events and the end of the answer.
    const replay = await browser.request({
      url: livePaths.meeting(meeting.slug),
      headers: { 'last-event-id': lastId },
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.body.match(/^event: posts$/gm)).toHaveLength(3);
  });

  it('resumes from the lastEventId query parameter, as a page that opens a new stream does (0064)', async () => {
    const meeting = await createMeeting(t.db);
    const { browser } = await member();
    const path = livePaths.meeting(meeting.slug);
    const first = await open(path, browser);
    await comment(browser, meeting.slug, 'Primero');
    await first.until((x) => x.events('posts').length === 1);
    const lastId = first.events('posts')[0]!.id!;
    await first.close();
    await comment(browser, meeting.slug, 'Segundo');
    await comment(browser, meeting.slug, 'Tercero');

    // No header: the query parameter alone resumes the replay, once and in order.
    const again = await open(`${path}?lastEventId=${lastId}`, browser);
    expect(again.status).toBe(200);
    await again.until((x) => x.events('posts').length === 2);
    await settle();
    const ids = again.events('posts').map((f) => Number(f.id));
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBeGreaterThan(Number(lastId));
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    await again.close();

    // Without it, a new stream starts after the newest event: nothing is replayed.
    const fresh = await open(path, browser);
    await fresh.until((x) => x.frames.some((f) => f.comment === 'connected'));
    await settle();
    expect(fresh.events('posts')).toEqual([]);
    await fresh.close();

    // With both, the later id wins (the browser's own reconnect sends a newer header).
    const both = await browser.request({
      url: `${path}?lastEventId=${lastId}`,
      headers: { 'last-event-id': String(ids[0]) },
    });
    expect(both.statusCode).toBe(200);
    expect(both.body.match(/^event: posts$/gm)).toHaveLength(1);
    const queryOnly = await browser.request({ url: `${path}?lastEventId=${lastId}` });
    expect(queryOnly.body.match(/^event: posts$/gm)).toHaveLength(2);
  });

  it('refuses a malformed lastEventId with a Spanish field error, and documents it on the three streams', async () => {
    const meeting = await createMeeting(t.db);
    const { browser } = await member();
    for (const bad of ['abc', '0', '-3', '1.5', '12345678901234567890']) {
      const res = await browser.request({ url: `${livePaths.meeting(meeting.slug)}?lastEventId=${bad}` });
      expect(res.statusCode, bad).toBe(422);
      expect(res.body).toContain('El identificador del último evento no es válido.');
    }
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/live/meeting/{slug}',
      '/api/live/axis/{slug}/threads/{slugThread}',
      '/api/admin/live/questions/{source}/{id}',
    ]) {
      const params: Array<{ in: string; name: string }> = doc.paths[path].get.parameters ?? [];
      expect(
        params.some((p) => p.in === 'query' && p.name === 'lastEventId'),
        path,
      ).toBe(true);
    }
  });

  it('sends a member only their own question changes, and the console only to staff', async () => {
    const meeting = await createMeeting(t.db);
    const asker = await member();
    const other = await member();
    const sAsker = await open(livePaths.meeting(meeting.slug), asker.browser);
    const sOther = await open(livePaths.meeting(meeting.slug), other.browser);
    const staff = new Browser(t.app);
    await staff.signIn('admin@example.org');
    const console_ = await open(livePaths.questions('meeting', meeting.id), staff);
    expect(console_.status).toBe(200);

    const asked = await asker.browser.request({
      method: 'POST',
      url: `/api/meeting/${meeting.slug}/question`,
      payload: { question: '¿Habrá grabación?' },
    });
    expect(asked.statusCode).toBe(200);
    await console_.until((x) => x.events('questions').length === 1);
    const question = await t.db
      .selectFrom('meeting_questions')
      .select('id')
      .where('meeting_id', '=', meeting.id)
      .executeTakeFirstOrThrow();
    const answered = await staff.request({
      method: 'POST',
      url: `/api/admin/questions/meeting/${question.id}`,
      payload: { answered: true },
    });
    expect(answered.statusCode).toBe(200);
    await console_.until((x) => x.events('questions').length === 2);
    await sAsker.until((x) => x.events('my-questions').length === 1);
    await settle();
    expect(sOther.events('my-questions')).toEqual([]);
    // Neither member hears the console's events.
    expect(sOther.events('questions')).toEqual([]);
    expect(sAsker.events('questions')).toEqual([]);
    // Nor does a resume give the other member what was meant for the asker.
    const replay = await other.browser.request({
      url: livePaths.meeting(meeting.slug),
      headers: { 'last-event-id': '1' },
    });
    expect(replay.body).not.toContain('my-questions');
  });

  it('lets subscribe only who may read the page: visitors 401, members 403 on the console, 404 on drafts', async () => {
    const meeting = await createMeeting(t.db);
    const draft = await createMeeting(t.db, { published_at: null });
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    const m = await member();
    const coach = new Browser(t.app);
    await coach.signIn((await createCoach(t.db)).email);
    const staff = new Browser(t.app);
    await staff.signIn('admin@example.org');
    const status = async (who: Browser, path: string) => (await open(path, who)).status;

    expect(await status(visitor, livePaths.meeting(meeting.slug))).toBe(401);
    expect(await status(m.browser, livePaths.meeting(meeting.slug))).toBe(200);
    expect(await status(coach, livePaths.meeting(meeting.slug))).toBe(200);
    expect(await status(m.browser, livePaths.meeting(draft.slug))).toBe(404);
    expect(await status(staff, livePaths.meeting(draft.slug))).toBe(200);
    for (const who of [visitor, m.browser, coach])
      expect(await status(who, livePaths.questions('meeting', meeting.id))).toBe(who === visitor ? 401 : 403);
    expect(await status(staff, livePaths.questions('meeting', meeting.id))).toBe(200);
    expect(await status(staff, livePaths.questions('meeting', 'no-existe'))).toBe(404);
  });

  it("streams a meeting's console to its host (docs/decisions/0050), and no other meeting's", async () => {
    const host = await member();
    const meeting = await createMeeting(t.db, { host_user_id: host.user.id });
    const other = await createMeeting(t.db);
    const asker = await member();
    const console_ = await open(livePaths.questions('meeting', meeting.id), host.browser);
    expect(console_.status).toBe(200);
    expect((await open(livePaths.questions('meeting', other.id), host.browser)).status).toBe(403);
    const asked = await asker.browser.request({
      method: 'POST',
      url: `/api/meeting/${meeting.slug}/question`,
      payload: { question: '¿Cómo empiezo mañana?' },
    });
    expect(asked.statusCode).toBe(200);
    await console_.until((x) => x.events('questions').length === 1);
  });

  it('holds at most 12 streams of one member in one process (429 beyond), and frees them on close', async () => {
    const meeting = await createMeeting(t.db);
    const { browser } = await member();
    const held: Stream[] = [];
    for (let i = 0; i < 12; i++) held.push(await open(livePaths.meeting(meeting.slug), browser));
    expect(held.map((s) => s.status)).toEqual(Array(12).fill(200));
    expect((await open(livePaths.meeting(meeting.slug), browser)).status).toBe(429);
    await held[0]!.close();
    await settle();
    expect((await open(livePaths.meeting(meeting.slug), browser)).status).toBe(200);
  });

  it('streams a route thread: a new reply and a hidden one', async () => {
    const axis = await createAxis(t.db);
    const thread = await createThread(t.db, { axis_id: axis.id });
    const a = await member();
    await createThreadPost(t.db, { thread_id: thread.id, user_id: a.user.id });
    const b = await member();
    const visitor = new Browser(t.app);
    expect((await open(livePaths.thread(axis.slug, thread.slug), visitor)).status).toBe(401);
    expect((await open(livePaths.thread(axis.slug, 'no-existe'), b.browser)).status).toBe(404);
    const s = await open(livePaths.thread(axis.slug, thread.slug), b.browser);
    expect(s.status).toBe(200);
    const reply = await a.browser.request({
      method: 'POST',
      url: '/api/axis/threads/post',
      payload: { id: thread.id, postContent: 'Mi aporte' },
    });
    expect(reply.statusCode).toBe(200);
    await s.until((x) => x.events('posts').length === 1);
    const postId = subjectOf(s.events('posts')[0]!)!;
    const staff = new Browser(t.app);
    await staff.signIn('admin@example.org');
    await staff.request({
      method: 'POST',
      url: `/api/moderation/posts/thread/${postId}/hide`,
      payload: { reason: 'Spam' },
    });
    await s.until((x) => x.events('post-hidden').length === 1);
  });

  it('tells open live pages when staff change the meeting', async () => {
    const meeting = await createMeeting(t.db);
    const { browser } = await member();
    const s = await open(livePaths.meeting(meeting.slug), browser);
    await t.app.services.live.meetingState(meeting.id);
    await s.until((x) => x.events('state').length === 1);
  });

  it('stores an event asked for again before it is stored once, and a later one anew (a burst of questions)', async () => {
    const bus = t.app.liveBus;
    const channel = `questions:meeting:${randomUUID()}`;
    const stored = async () =>
      (await t.db.selectFrom('live_events').select('id').where('channel', '=', channel).execute()).length;
    const heard: number[] = [];
    const stop = await bus.subscribe(channel, (e) => heard.push(e.id));
    try {
      // A thousand members ask at once: every answer is the same event, stored and sent once.
      const burst = await Promise.all(
        Array.from({ length: 50 }, () => bus.publish(channel, 'questions', null)),
      );
      expect(new Set(burst.map((e) => e.id)).size).toBe(1);
      expect(await stored()).toBe(1);
      // Another subject is another event; and a question asked once that one is stored is heard again.
      const other = await bus.publish(channel, 'questions', 'q-1');
      const later = await bus.publish(channel, 'questions', null);
      expect(other.id).not.toBe(burst[0]!.id);
      expect(later.id).toBeGreaterThan(other.id);
      expect(await stored()).toBe(3);
      await vi.waitFor(() => expect(heard).toHaveLength(3));
      expect(heard).toEqual([burst[0]!.id, other.id, later.id]);
    } finally {
      stop();
    }
  });

  it('answers HEAD with the head alone, no body', async () => {
    const meeting = await createMeeting(t.db);
    const { browser } = await member();
    const url = new URL(base);
    // A raw connection: what the server writes after the head is read as it is.
    const received = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname);
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('error', reject);
      socket.write(
        `HEAD ${livePaths.meeting(meeting.slug)} HTTP/1.1\r\nHost: ${url.host}\r\n` +
          `Accept: text/event-stream\r\nCookie: ${browser.cookieHeader}\r\n\r\n`,
      );
      setTimeout(() => {
        socket.destroy();
        resolve(text);
      }, 500);
    });
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toMatch(/content-type: text\/event-stream/i);
    expect(received.slice(received.indexOf('\r\n\r\n') + 4)).toBe('');
  });

  it('ends an open stream with the end of its body when the server closes', async () => {
    const other: FastifyInstance = await buildApp(
      { config: t.config, db: t.db, dialect: engine, clock: t.clock },
      errorLogStream(),
    );
    let closed = false;
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const address = other.server.address();
      const otherBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const meeting = await createMeeting(t.db);
      const { browser } = await member();
      const s = await Stream.open(otherBase, livePaths.meeting(meeting.slug), browser.cookieHeader);
      streams.push(s);
      await s.until((x) => x.frames.some((f) => f.event === 'viewers'));
      await other.close();
      closed = true;
      await s.finished();
      expect(s.ended).toBe('complete');
      expect(s.frames[0]?.comment).toBe('connected');
    } finally {
      if (!closed) await other.close();
    }
  });

  if (engine === 'postgres')
    it('fans out across two server processes on the same database (LISTEN/NOTIFY)', async () => {
      const other: FastifyInstance = await buildApp(
        { config: t.config, db: t.db, dialect: 'postgres', clock: t.clock },
        errorLogStream(),
      );
      try {
        await other.listen({ port: 0, host: '127.0.0.1' });
        const address = other.server.address();
        const otherBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
        const meeting = await createMeeting(t.db);
        const a = await member();
        // b reads from the other process; a posts through the first.
        const b = await member();
        const s = await Stream.open(otherBase, livePaths.meeting(meeting.slug), b.browser.cookieHeader);
        streams.push(s);
        expect(s.status).toBe(200);
        expect((await comment(a.browser, meeting.slug, 'De un proceso a otro')).statusCode).toBe(200);
        await s.until((x) => x.events('posts').length === 1);
        // And back: published in the other process, heard by a stream of the first.
        const back = await open(livePaths.meeting(meeting.slug), a.browser);
        await other.services.live.meetingState(meeting.id);
        await back.until((x) => x.events('state').length === 1);
        await s.close();
      } finally {
        await other.close();
      }
    });
});

describe.each(engines)('a stream writes at most once a window, on %s (docs/decisions/0071)', (engine) => {
  let t: TestApp;
  let base: string;
  const streams: Stream[] = [];
  const open = async (path: string, who: Browser) => {
    const s = await Stream.open(base, path, who.cookieHeader);
    streams.push(s);
    return s;
  };
  const member = async () => {
    const m = await createMember(t.db);
    const b = new Browser(t.app);
    expect((await b.signIn(m.email)).statusCode).toBe(303);
    return { user: m, browser: b };
  };
  const comment = (who: Browser, slug: string, post: string) =>
    who.request({ method: 'POST', url: `/api/meeting/${slug}/post`, payload: { post } });

  beforeAll(async () => {
    // A window longer than the default (250 ms), so the machine's load cannot blur it.
    t = await createTestApp(engine, { seed: true, env: { LIVE_BATCH_MS: '400' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    for (const s of streams) await s.close();
    await t.close();
  });

  it('writes a quiet stream at once, and what comes within its next window together', async () => {
    const meeting = await createMeeting(t.db);
    const a = await member();
    const s = await open(livePaths.meeting(meeting.slug), a.browser);
    await s.until((x) => x.frames.some((f) => f.event === 'viewers'));
    // The opening (head, viewer count) was the stream's last write (no heartbeat within the test's
    // time): past the window, the next event goes at once.
    await new Promise((resolve) => setTimeout(resolve, 450));
    const ids: string[] = [];
    for (const text of ['Primero', 'Segundo', 'Tercero']) {
      const posted = await comment(a.browser, meeting.slug, text);
      expect(posted.statusCode).toBe(200);
      ids.push((posted.json() as { posts: Array<{ id: string }> }).posts[0]!.id);
    }
    await s.until((x) => x.events('posts').length === 3);
    const [first, second, third] = s.events('posts');
    expect([first, second, third].map((f) => subjectOf(f!))).toEqual(ids);
    // The second and the third waited for the window that the first one's write opened (written at
    // once, the three would arrive a few milliseconds apart).
    expect(second!.at! - first!.at!).toBeGreaterThanOrEqual(300);
    expect(third!.at! - first!.at!).toBeGreaterThanOrEqual(300);
  });
});
