import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePaths } from '@foro/shared/live/schemas';
import {
  REACTION_KIND_ERROR,
  REACTIONS_CLOSED,
  type ReactionReport,
  type ReactionTotals,
} from '@foro/shared/reactions/schemas';
import { buildApp } from '../../app.ts';
import { errorLogStream } from '../../test/error-logs.ts';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createMeeting, createMember, signedInMember } from '../../test/factories.ts';

/** An open SSE connection, read frame by frame as EventSource does (only what these tests need). */
async function openStream(base: string, path: string, cookie: string) {
  const controller = new AbortController();
  const frames: Array<{ id?: string; event?: string; data?: string }> = [];
  const response = await fetch(base + path, {
    headers: { accept: 'text/event-stream', cookie },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const done = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body!) {
        buffer += decoder.decode(chunk, { stream: true });
        let at: number;
        while ((at = buffer.indexOf('\n\n')) !== -1) {
          const frame: Record<string, string> = {};
          for (const line of buffer.slice(0, at).split('\n')) {
            const [field, ...rest] = line.split(':');
            if (field) frame[field] = rest.join(':').trimStart();
          }
          buffer = buffer.slice(at + 2);
          frames.push(frame);
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return {
    reactions: () =>
      frames.filter((f) => f.event === 'reactions').map((f) => ({ id: f.id, data: JSON.parse(f.data!) })),
    until: async (test: () => boolean, ms = 5000) => {
      const deadline = Date.now() + ms;
      while (!test()) {
        if (Date.now() > deadline) throw new Error(`Timed out; frames: ${JSON.stringify(frames)}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: async () => {
      controller.abort();
      await done;
    },
  };
}

const totals = (values: Partial<ReactionTotals>): ReactionTotals => ({
  aplauso: 0,
  corazon: 0,
  idea: 0,
  risa: 0,
  celebracion: 0,
  ...values,
});

/** Reactions on the live page (docs/decisions/0062-reactions.md). */
describe.each(engines)('reactions on %s', (engine) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  /** A meeting live now (TEST_NOW is 10 minutes into it). */
  const liveMeeting = (values: Parameters<typeof createMeeting>[1] = {}) =>
    createMeeting(t.db, {
      starts_at: new Date(TEST_NOW.getTime() - 10 * 60_000).toISOString(),
      ...values,
    });
  const member = async (db = t.db) => {
    const m = await createMember(db);
    const b = new Browser(t.app);
    expect((await b.signIn(m.email)).statusCode).toBe(303);
    return { user: m, browser: b };
  };
  const react = (who: Browser, slug: string, kind: unknown) =>
    who.request({ method: 'POST', url: `/api/meeting/${slug}/reactions`, payload: { kind } });
  const rows = (meetingId: string) =>
    t.db
      .selectFrom('meeting_reaction_minutes')
      .select(['minute', 'kind', 'count'])
      .where('meeting_id', '=', meetingId)
      .orderBy('minute')
      .orderBy('kind')
      .execute()
      .then((r) => r.map((x) => ({ ...x, count: Number(x.count) })));
  const flush = () => t.app.services.reactions.flushAll();

  it('accepts a tap (202, counted) and keeps it in the minute of the meeting', async () => {
    const meeting = await liveMeeting();
    const { browser } = await member();
    const answer = await react(browser, meeting.slug, 'aplauso');
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json()).toEqual({ counted: true });
    await flush();
    expect(await rows(meeting.id)).toEqual([{ minute: TEST_NOW.toISOString(), kind: 'aplauso', count: 1 }]);
  });

  it('refuses an unknown kind with a Spanish field error (422) and counts nothing', async () => {
    const meeting = await liveMeeting();
    const { browser } = await member();
    for (const kind of ['abucheo', '', 3, null]) {
      const answer = await react(browser, meeting.slug, kind);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION', errors: { kind: REACTION_KIND_ERROR } });
    }
    await flush();
    expect(await rows(meeting.id)).toEqual([]);
    // Nor did the refused taps use the member's allowance of the second.
    expect((await react(browser, meeting.slug, 'idea')).json()).toEqual({ counted: true });
  });

  it('refuses visitors (401), unknown meetings (404) and days other than the meeting day (409)', async () => {
    const meeting = await liveMeeting();
    const visitor = new Browser(t.app);
    // With the anti-forgery cookie a visitor's tap reaches the access check.
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    expect((await react(visitor, meeting.slug, 'aplauso')).statusCode).toBe(401);
    const { browser } = await member();
    expect((await react(browser, 'no-existe', 'aplauso')).statusCode).toBe(404);
    const past = await createMeeting(t.db, {
      starts_at: new Date(TEST_NOW.getTime() - 3 * 86_400_000).toISOString(),
    });
    const closed = await react(browser, past.slug, 'aplauso');
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ message: REACTIONS_CLOSED });
    const coming = await createMeeting(t.db);
    expect((await react(browser, coming.slug, 'aplauso')).statusCode).toBe(409);
    await flush();
    expect(await rows(past.id)).toEqual([]);
    expect(await rows(coming.id)).toEqual([]);
  });

  it("counts a member's taps at most three a second; the rest are accepted and not counted", async () => {
    const meeting = await liveMeeting();
    const a = await member();
    const b = await member();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await react(a.browser, meeting.slug, 'corazon'));
    expect(answers.map((x) => x.statusCode)).toEqual([202, 202, 202, 202, 202, 202]);
    expect(answers.map((x) => (x.json() as { counted: boolean }).counted)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    // Another member has their own allowance; and the next second, so does the first again.
    expect((await react(b.browser, meeting.slug, 'corazon')).json()).toEqual({ counted: true });
    t.clock.advance(1000);
    expect((await react(a.browser, meeting.slug, 'corazon')).json()).toEqual({ counted: true });
    await flush();
    expect(await rows(meeting.id)).toEqual([{ minute: TEST_NOW.toISOString(), kind: 'corazon', count: 5 }]);
    t.clock.set(TEST_NOW);
  });

  it('keeps one row per minute and kind, added to by every flush, and reports it to the host', async () => {
    const host = await member();
    const meeting = await liveMeeting({ host_user_id: host.user.id });
    const a = await member();
    const b = await member();
    await react(a.browser, meeting.slug, 'idea');
    await react(b.browser, meeting.slug, 'idea');
    await react(b.browser, meeting.slug, 'risa');
    await flush();
    await react(a.browser, meeting.slug, 'idea');
    await flush();
    t.clock.advance(60_000);
    await react(a.browser, meeting.slug, 'celebracion');
    await flush();
    t.clock.set(TEST_NOW);
    const next = new Date(TEST_NOW.getTime() + 60_000).toISOString();
    expect(await rows(meeting.id)).toEqual([
      { minute: TEST_NOW.toISOString(), kind: 'idea', count: 3 },
      { minute: TEST_NOW.toISOString(), kind: 'risa', count: 1 },
      { minute: next, kind: 'celebracion', count: 1 },
    ]);

    const url = `/api/admin/reactions/meetings/${meeting.id}`;
    const report = await host.browser.request({ url });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json() as ReactionReport).toEqual({
      minutes: [
        { minute: TEST_NOW.toISOString(), counts: totals({ idea: 3, risa: 1 }), total: 4 },
        { minute: next, counts: totals({ celebracion: 1 }), total: 1 },
      ],
      totals: totals({ idea: 3, risa: 1, celebracion: 1 }),
    });
    // Staff read it too; another member (even another meeting's host) may not; visitors 401.
    const { browser: staff } = await signedInMember(t, { role: 'staff' });
    expect((await staff.request({ url })).statusCode).toBe(200);
    expect((await staff.request({ url: '/api/admin/reactions/meetings/no-existe' })).statusCode).toBe(404);
    const otherHost = await member();
    await liveMeeting({ host_user_id: otherHost.user.id });
    expect((await otherHost.browser.request({ url })).statusCode).toBe(403);
    expect((await a.browser.request({ url })).statusCode).toBe(403);
    expect((await new Browser(t.app).request({ url })).statusCode).toBe(401);

    // The same minutes as a spreadsheet, for the host too; not for another member.
    const csv = await host.browser.request({ url: `${url}/export` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toBe(
      // The host lives in Colombia: 15:00 UTC is 10:00 in Bogotá (decision 0078).
      '\uFEFFMinuto (hora de Bogotá, GMT-5);Aplausos;Me encanta;Buenas ideas;Risas;Celebraciones;Total\r\n' +
        '10/03/2026 10:00;0;0;3;1;0;4\r\n10/03/2026 10:01;0;0;0;0;1;1\r\n',
    );
    expect((await a.browser.request({ url: `${url}/export` })).statusCode).toBe(403);
  });

  it('sends open pages one event of running totals for a burst of taps, with no id and no names', async () => {
    const meeting = await liveMeeting();
    const people = [await member(), await member(), await member()];
    const watcher = await member();
    const stream = await openStream(base, livePaths.meeting(meeting.slug), watcher.browser.cookieHeader);
    try {
      for (const p of people) {
        await react(p.browser, meeting.slug, 'aplauso');
        await react(p.browser, meeting.slug, 'aplauso');
      }
      await react(people[0]!.browser, meeting.slug, 'risa');
      // Within the coalescing window (500 ms): one event.
      await stream.until(() => stream.reactions().length > 0, 3000);
      await new Promise((r) => setTimeout(r, 700));
      expect(stream.reactions()).toEqual([
        { id: undefined, data: { reactions: totals({ aplauso: 6, risa: 1 }) } },
      ]);
      // The next burst carries the running totals.
      await react(people[1]!.browser, meeting.slug, 'idea');
      await stream.until(() => stream.reactions().length === 2, 3000);
      expect(stream.reactions()[1]!.data).toEqual({ reactions: totals({ aplauso: 6, risa: 1, idea: 1 }) });
      // Nothing stored for the replay: a passing event.
      const stored = await t.db
        .selectFrom('live_events')
        .select('id')
        .where('kind', '=', 'reactions')
        .execute();
      expect(stored).toEqual([]);
    } finally {
      await stream.close();
    }
  });

  if (engine === 'postgres')
    it("reaches a page open on another process, with both processes' taps in the totals", async () => {
      const other: FastifyInstance = await buildApp(
        { config: t.config, db: t.db, dialect: 'postgres', clock: t.clock },
        errorLogStream(),
      );
      try {
        await other.listen({ port: 0, host: '127.0.0.1' });
        const address = other.server.address();
        const otherBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
        const meeting = await liveMeeting();
        const a = await member();
        const watcher = await member();
        const stream = await openStream(
          otherBase,
          livePaths.meeting(meeting.slug),
          watcher.browser.cookieHeader,
        );
        try {
          await react(a.browser, meeting.slug, 'celebracion');
          await stream.until(() => stream.reactions().length === 1);
          expect(stream.reactions()[0]!.data).toEqual({ reactions: totals({ celebracion: 1 }) });
          // A tap through the other process: its totals include the first process's.
          const there = new Browser(other);
          for (const [name, value] of watcher.browser.cookies) there.cookies.set(name, value);
          const b = await react(there, meeting.slug, 'celebracion');
          expect(b.statusCode, b.body).toBe(202);
          await stream.until(() => stream.reactions().length === 2);
          expect(stream.reactions()[1]!.data).toEqual({ reactions: totals({ celebracion: 2 }) });
        } finally {
          await stream.close();
        }
      } finally {
        await other.close();
      }
    });
});
