import { describe, expect, it, beforeAll, afterAll, afterEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { meetingDetailSchema, meetingWithChatSchema } from '@foro/shared/meetings/schemas';
import { statementCountingApp } from '../../test/statements.ts';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createMeeting, createMember } from '../../test/factories.ts';

/**
 * Decision 0118 (issue 33 item 9, the minute a meeting starts): what a member arriving at a live meeting
 * costs the portal. The meeting's answer is its row, then the member's inscription and attendance, its
 * part alike for every member kept; the minute of attendance of every open live page of a process is one
 * write and two reads (decision 0133). The
 * change counters (`change_versions`) are left out, as in features/forum/statements-per-read.test.ts.
 */
const MINUTE = 60_000;

describe.each(engines)('a member arriving at a live meeting on %s', (engine) => {
  let t: TestApp;
  let app: FastifyInstance;
  let statements: string[];
  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ app, statements } = await statementCountingApp(t, engine));
  });
  afterEach(() => t.clock.set(TEST_NOW));
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const signedIn = async () => {
    const member = await createMember(t.db);
    const browser = new Browser(app);
    expect((await browser.signIn(member.email, member.password)).statusCode).toBe(303);
    return { member, browser };
  };
  /** A meeting on now (started 10 minutes before TEST_NOW, 90 minutes long) with a replay. */
  const liveMeeting = () =>
    createMeeting(t.db, {
      starts_at: new Date(TEST_NOW.getTime() - 10 * MINUTE).toISOString(),
      iframe_post_event: 'https://player.vimeo.com/video/76979871',
      attendance_minutes: 2,
    });
  /** The minute counted for these members' open live pages (features/attendance/attendance.presence.ts). */
  const countMinute = (meetingId: string, userIds: string[]) =>
    app.services.attendance.recordPresence(meetingId, userIds);

  /** The statements of one request (the change counters left out). */
  async function statementsOf(ask: () => ReturnType<Browser['request']>) {
    statements.length = 0;
    const answer = await ask();
    expect(answer.statusCode, answer.body).toBe(200);
    return statements.filter((text) => !text.includes('"change_versions"'));
  }

  it('reads the meeting’s answer in three statements, and counts a minute of many pages in three', async () => {
    const meeting = await liveMeeting();
    const { browser } = await signedIn();
    const url = `/api/meeting/${meeting.slug}`;
    expect((await browser.request({ url })).statusCode).toBe(200);
    // The meeting, whether the member registered, and their attendance (minutes and staff's mark).
    expect(await statementsOf(() => browser.request({ url }))).toHaveLength(3);

    const members = await Promise.all(Array.from({ length: 40 }, () => createMember(t.db)));
    statements.length = 0;
    await countMinute(
      meeting.id,
      members.map((m) => m.id),
    );
    const minute = statements.filter((text) => !text.includes('"change_versions"'));
    const reads = minute.filter((text) => /^select/i.test(text.trim()));
    // The meeting, then who of them reached the required minutes now.
    expect(reads).toHaveLength(2);
    expect(reads[1]).toContain('"meeting_attendance_marks"');
    // One write for the 40 members (each one's total follows in the database, migration 072).
    const writes = minute.filter((text) => !/^select/i.test(text.trim()));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^insert into "meeting_attendance"/);
    expect(
      await t.db
        .selectFrom('meeting_attendance')
        .select('user_id')
        .where('meeting_id', '=', meeting.id)
        .execute(),
    ).toHaveLength(40);
  });

  it('answers the live page its meeting with its chat in four statements (decision 0134)', async () => {
    const meeting = await liveMeeting();
    const { browser } = await signedIn();
    const posted = await browser.request({
      method: 'POST',
      url: `/api/meeting/${meeting.slug}/post`,
      payload: { post: 'Buenas tardes desde Lima' },
      xsrf: true,
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const url = `/api/meeting/${meeting.slug}`;
    const withChat = await browser.request({ url: `${url}?chat=1` });
    const { chat, ...detail } = meetingWithChatSchema.parse(withChat.json());
    // The chat is the forum's first page as the comments' own route answers it, the rest the meeting.
    expect(chat).toEqual((await browser.request({ url: `${url}/posts?page=1` })).json());
    expect(chat?.posts.map((p) => p.post)).toEqual(['Buenas tardes desde Lima']);
    expect(detail).toEqual((await browser.request({ url })).json());
    expect((await browser.request({ url })).json()).not.toHaveProperty('chat');
    // The meeting, the inscription, the attendance, then the forum's page with its meeting (decision 0130).
    expect(await statementsOf(() => browser.request({ url: `${url}?chat=1` }))).toHaveLength(4);
    const odd = await browser.request({ url: `${url}?chat=yes` });
    expect(odd.statusCode).toBe(422);
  });

  it('reads the meeting’s state alone, not its whole row, for its comments and a minute of attendance', async () => {
    const meeting = await liveMeeting();
    const { browser, member } = await signedIn();
    const posts = await statementsOf(() =>
      browser.request({ url: `/api/meeting/${meeting.slug}/posts?page=1` }),
    );
    statements.length = 0;
    await countMinute(meeting.id, [member.id]);
    const meetingReads = [...posts, ...statements].filter((text) => /from "meetings"/.test(text));
    expect(meetingReads).toHaveLength(2);
    for (const text of meetingReads) {
      expect(text).not.toMatch(/select \*|"meetings"\.\*/);
      // A column of the page's own answer, not of the state these requests need.
      expect(text).not.toContain('"iframe_event"');
      expect(text).toContain('"posts_count"');
    }
  });

  it('gives each member their own attendance and the server’s clock with the part alike for all', async () => {
    const meeting = await liveMeeting();
    const one = await signedIn();
    const two = await signedIn();
    const url = `/api/meeting/${meeting.slug}`;
    expect(await countMinute(meeting.id, [one.member.id])).toEqual([]);
    t.clock.advance(MINUTE);
    // The second of the 2 required minutes: the member's attendance counts from now on.
    expect(await countMinute(meeting.id, [one.member.id])).toEqual([one.member.id]);
    await one.browser.request({ url: `/api/meeting/${meeting.slug}/inscription`, xsrf: true });

    const first = await one.browser.request({ url });
    const second = await two.browser.request({ url });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const a = meetingDetailSchema.parse(first.json());
    const b = meetingDetailSchema.parse(second.json());
    expect(a.attendance).toEqual({
      live_minutes: 2,
      replay_minutes: 0,
      required_minutes: 2,
      attended: 'live',
    });
    expect(a.inscribed).toBe(true);
    expect(b.attendance).toEqual({ live_minutes: 0, replay_minutes: 0, required_minutes: 2, attended: null });
    expect(b.inscribed).toBe(false);
    expect(a.server_time).toBe(t.clock.now().toISOString());
    const { inscribed: _i, attendance: _a, certificate: _c, server_time: _s, ...alike } = a;
    expect(b).toMatchObject(alike);
    expect(a.certificate).toBe(false);

    // The same part for the next instant, the meeting's end and a change by staff are read anew.
    t.clock.advance(1_234);
    expect((await two.browser.request({ url })).json().server_time).toBe(t.clock.now().toISOString());
    t.clock.set(new Date(TEST_NOW.getTime() + 81 * MINUTE));
    const after = meetingDetailSchema.parse((await one.browser.request({ url })).json());
    expect(after).toMatchObject({ post_event: true, timing: 'post_event', certificate: true });
    await t.db.updateTable('meetings').set({ title: 'Otro título' }).where('id', '=', meeting.id).execute();
    expect((await two.browser.request({ url })).json()).toMatchObject({
      title: 'Otro título',
      certificate: false,
    });
  });
});
