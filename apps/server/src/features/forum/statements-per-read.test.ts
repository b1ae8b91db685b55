import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { statementCountingApp } from '../../test/statements.ts';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import {
  createAxisCoach,
  createCoach,
  createMeeting,
  createMeetingPost,
  createMember,
  createRoute,
  createThread,
  createThreadPost,
} from '../../test/factories.ts';

/**
 * Decisions 0106 and 0130 (issue 36, a crowd's signed-in reads): the statements one hot read sends once
 * the reader's session and the route are known. A thread page is one statement: its thread with what it
 * knows of the reader and its posts with the reader's hidden posts and reports; a meeting's comments
 * are one, the meeting with its comments; a route's page and a stop read only what is the member's own
 * (the route and its stops are kept per process). The change
 * counters (`change_versions`) are left out: a crowd shares one read of them (lib/public-answers.ts).
 */
const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000).toISOString();

describe.each(engines)('statements per hot read on %s', (engine) => {
  let t: TestApp;
  let app: FastifyInstance;
  let statements: string[];
  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ app, statements } = await statementCountingApp(t, engine));
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  /** The statements of the second of two reads of `url` (the first fills what is kept per process). */
  async function statementsOf(browser: Browser, url: string): Promise<string[]> {
    expect((await browser.request({ url })).statusCode).toBe(200);
    statements.length = 0;
    const answer = await browser.request({ url });
    expect(answer.statusCode).toBe(200);
    return statements.filter((text) => !text.includes('"change_versions"'));
  }

  it('reads a thread page, a meeting’s comments, a route and a stop in one statement each', async () => {
    const route = await createRoute(t.db);
    const other = await createMember(t.db);
    // As the demo member the benchmark signs in as: a country the portal serves, no region chosen.
    const member = await createMember(t.db, { country: 'colombia' });
    const coachUser = await createCoach(t.db);
    await createAxisCoach(t.db, { axis_id: route.id, user_id: coachUser.id });
    const thread = await createThread(t.db, { axis_id: route.id });
    // Two pages: the reader's own visible and hidden posts and someone else's, on both.
    for (let i = 0; i < 14; i++)
      await createThreadPost(t.db, {
        thread_id: thread.id,
        user_id: i % 3 === 0 ? member.id : other.id,
        hidden: i % 5 === 4 ? 1 : 0,
        created_at: at(-60 + i),
      });
    const meeting = await createMeeting(t.db, { active_override: 1 });
    for (let i = 0; i < 14; i++)
      await createMeetingPost(t.db, {
        meeting_id: meeting.id,
        user_id: i % 3 === 0 ? member.id : other.id,
        hidden: i % 5 === 4 ? 1 : 0,
        created_at: at(-60 + i),
      });

    const browser = new Browser(app);
    await browser.signIn(member.email, member.password);
    const threadUrl = `/api/axis/${route.slug}/threads/${thread.slug}/posts`;
    const meetingUrl = `/api/meeting/${meeting.slug}/posts`;
    for (const page of [1, 2]) {
      expect(await statementsOf(browser, `${threadUrl}?page=${page}`)).toHaveLength(1);
      expect(await statementsOf(browser, `${meetingUrl}?page=${page}`)).toHaveLength(1);
    }
    // A page past the last is the last, counted in the same statement.
    for (const url of [threadUrl, meetingUrl]) {
      const last = (await browser.request({ url: `${url}?page=2` })).json();
      const past = (await browser.request({ url: `${url}?page=7` })).json();
      expect([past.page, past.pages]).toEqual([2, 2]);
      expect(past.posts).toEqual(last.posts);
      expect(last.posts.length).toBeGreaterThan(0);
    }
    // The route's page: the stops the member visited. Where she lives (the masterclass's hour in her
    // zone) came with her session; only a country whose regions differ reads the directory's rows.
    expect(await statementsOf(browser, `/api/axis/info/${route.slug}`)).toHaveLength(1);
    expect(await statementsOf(browser, '/api/users/username')).toHaveLength(0);
    // A region chosen in a country with one clock changes nothing: the directory is not read.
    const antioquia = await createMember(t.db, {
      country: 'colombia',
      region: 'Antioquia',
      place_ids: JSON.stringify({ region: 'a-region-of-the-directory' }),
    });
    const fromMedellin = new Browser(app);
    await fromMedellin.signIn(antioquia.email, antioquia.password);
    expect(await statementsOf(fromMedellin, `/api/axis/info/${route.slug}`)).toHaveLength(1);
    expect(await statementsOf(browser, `/api/axis/${route.slug}/steps/${route.stops[0]!.slug}`)).toHaveLength(
      1,
    );

    // A coach of the route moderates its threads, in the same one statement: every hidden post shows.
    const coach = new Browser(app);
    await coach.signIn(coachUser.email, coachUser.password);
    const coached = await statementsOf(coach, threadUrl);
    expect(coached).toHaveLength(1);
    const moderated = (await coach.request({ url: threadUrl })).json();
    expect(moderated.canModerate).toBe(true);
    expect(
      moderated.posts.filter((p: { moderation?: { state: string } }) => p.moderation?.state === 'hidden'),
    ).toHaveLength(2);
  });
});
