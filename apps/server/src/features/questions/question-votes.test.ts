import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE } from '@foro/shared/session/constants';
import type { SharedQuestionList } from '@foro/shared/questions/shared-list';
import type { AdminQuestion, QuestionPage } from '@foro/shared/questions/admin-schemas';
import { newId, randomToken, sha256 } from '../../lib/ids.ts';
import { SESSION_COOKIE, xsrfTokenFor } from '../../plugins/session.ts';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createCoach, createMeeting, createMember, signedInMember } from '../../test/factories.ts';

/** Questions as a shared, moderated list with votes (docs/decisions/0045-question-votes.md). */
describe.each(engines)('questions as a shared list with votes on %s', (engine) => {
  let t: TestApp;
  let staff: Browser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ browser: staff } = await signedInMember(t, { role: 'staff' }));
  });
  afterAll(() => t.close());

  async function ask(meetingId: string, userId: string, question: string, at = TEST_NOW) {
    const id = newId();
    await t.db
      .insertInto('meeting_questions')
      .values({ id, meeting_id: meetingId, user_id: userId, question, created_at: at.toISOString() })
      .execute();
    return id;
  }
  /** A signed-in member without the (slow, by design) password check: a session row and its cookies. */
  async function session(userId: string) {
    const sid = randomToken();
    const now = TEST_NOW.toISOString();
    await t.db
      .insertInto('sessions')
      .values({
        id_hash: sha256(sid),
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(TEST_NOW.getTime() + 86_400_000).toISOString(),
        user_agent: null,
      })
      .execute();
    const browser = new Browser(t.app);
    browser.cookies.set(SESSION_COOKIE, sid);
    browser.cookies.set(XSRF_COOKIE, xsrfTokenFor(t.app, sid));
    return browser;
  }
  const setMode = (meetingId: string, mode: string, who = staff) =>
    who.request({
      method: 'POST',
      url: `/api/admin/questions/meetings/${meetingId}/mode`,
      payload: { mode },
    });
  const approve = (id: string, approved = true) =>
    staff.request({ method: 'POST', url: `/api/admin/questions/meeting/${id}`, payload: { approved } });
  const answerNow = (meetingId: string, questionId: string | null) =>
    staff.request({
      method: 'POST',
      url: `/api/admin/questions/meetings/${meetingId}/answering`,
      payload: { questionId },
    });
  const list = async (who: Browser, slug: string, sort = 'votes') => {
    const answer = await who.request({ url: `/api/meeting/${slug}/questions?sort=${sort}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as SharedQuestionList).questions;
  };
  const vote = (who: Browser, slug: string, id: string, voted = true) =>
    who.request({ method: 'POST', url: `/api/meeting/${slug}/questions/${id}/vote`, payload: { voted } });
  const votesOf = async (id: string) =>
    Number(
      (
        await t.db
          .selectFrom('meeting_questions')
          .select('votes_count')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).votes_count,
    );
  const voteRows = async (id: string) =>
    (
      await t.db
        .selectFrom('meeting_question_votes')
        .select('user_id')
        .where('question_id', '=', id)
        .execute()
    ).length;

  it('keeps questions private by default: 401 for a visitor, an empty list and no vote for a member; staff switch it, audited', async () => {
    const meeting = await createMeeting(t.db);
    const author = await createMember(t.db);
    const id = await ask(meeting.id, author.id, '¿Privada?');
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    const member = await session(author.id);
    const url = `/api/meeting/${meeting.slug}/questions`;
    expect((await visitor.request({ url })).statusCode).toBe(401);
    const kept = await member.request({ url });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ sort: 'votes', shared: false, questions: [] });
    expect((await vote(member, meeting.slug, id)).statusCode).toBe(403);
    expect((await vote(visitor, meeting.slug, id)).statusCode).toBe(401);

    // Only staff switch it; members and coaches get 403, visitors 401.
    const coach = await session((await createCoach(t.db)).id);
    expect((await setMode(meeting.id, 'shared', member)).statusCode).toBe(403);
    expect((await setMode(meeting.id, 'shared', coach)).statusCode).toBe(403);
    expect((await setMode(meeting.id, 'shared', visitor)).statusCode).toBe(401);
    expect((await setMode(meeting.id, 'abierto')).statusCode).toBe(422);
    expect((await setMode(newId(), 'shared')).statusCode).toBe(404);
    const switched = await setMode(meeting.id, 'shared');
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toEqual({ mode: 'shared' });
    const page = (
      await staff.request({ url: `/api/admin/questions?source=meeting&id=${meeting.id}` })
    ).json() as QuestionPage;
    expect(page.mode).toBe('shared');
    expect(await list(member, meeting.slug)).toEqual([]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('item_id', '=', meeting.id).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.changes_json)).toEqual({
      questions_mode: { before: 'private', after: 'shared' },
    });
    // Switching to what it already is records nothing more.
    expect((await setMode(meeting.id, 'shared')).statusCode).toBe(200);
    expect(
      await t.db.selectFrom('audit_log').selectAll().where('item_id', '=', meeting.id).execute(),
    ).toHaveLength(1);
    expect((await member.request({ url })).json()).toMatchObject({ shared: true });
    expect((await setMode(meeting.id, 'private')).statusCode).toBe(200);
    expect((await member.request({ url })).json()).toEqual({ sort: 'votes', shared: false, questions: [] });
  });

  it('shows only approved, visible questions of active accounts; never another member’s pending one', async () => {
    const meeting = await createMeeting(t.db, { questions_mode: 'shared' });
    const ana = await createMember(t.db, { name: 'Ana', lastname: 'Rojas', country: 'chile' });
    const luis = await createMember(t.db);
    const suspended = await createMember(t.db);
    const approved = await ask(meeting.id, ana.id, 'Aprobada');
    const pending = await ask(meeting.id, ana.id, 'Pendiente de Ana');
    const hidden = await ask(meeting.id, ana.id, 'Oculta');
    const ofSuspended = await ask(meeting.id, suspended.id, 'De una cuenta suspendida');
    for (const id of [approved, hidden, ofSuspended]) expect((await approve(id)).statusCode).toBe(200);
    expect(
      (
        await staff.request({
          method: 'POST',
          url: `/api/admin/questions/meeting/${hidden}`,
          payload: { hidden: true },
        })
      ).statusCode,
    ).toBe(200);
    await t.db
      .updateTable('users')
      .set({ suspended_at: TEST_NOW.toISOString() })
      .where('id', '=', suspended.id)
      .execute();

    const reader = await session(luis.id);
    const seen = await list(reader, meeting.slug);
    expect(seen).toEqual([
      {
        id: approved,
        question: 'Aprobada',
        createdAt: TEST_NOW.toISOString(),
        member: { name: 'Ana Rojas', country: 'chile' },
        votes: 0,
        voted: false,
        mine: false,
        answered: false,
        answering: false,
        answer: null,
      },
    ]);
    // No vote reaches a question the member may not see: pending, hidden, of a suspended account.
    for (const id of [pending, hidden, ofSuspended])
      expect((await vote(reader, meeting.slug, id)).statusCode).toBe(404);
    // …nor through another meeting's address.
    const other = await createMeeting(t.db, { questions_mode: 'shared' });
    expect((await vote(reader, other.slug, approved)).statusCode).toBe(404);
    // The author sees their own approved question marked as theirs, and cannot vote for it.
    const author = await session(ana.id);
    expect((await list(author, meeting.slug))[0]).toMatchObject({ id: approved, mine: true });
    expect((await vote(author, meeting.slug, approved)).statusCode).toBe(409);
    // A route's question is never approved.
    expect(
      (
        await staff.request({
          method: 'POST',
          url: `/api/admin/questions/axis/${approved}`,
          payload: { approved: true },
        })
      ).statusCode,
    ).toBe(404);
    // A draft meeting's list is not found by members.
    const draft = await createMeeting(t.db, { questions_mode: 'shared', published_at: null });
    expect((await reader.request({ url: `/api/meeting/${draft.slug}/questions` })).statusCode).toBe(404);
    expect(
      (await reader.request({ url: `/api/meeting/${meeting.slug}/questions?sort=popular` })).statusCode,
    ).toBe(422);
  });

  it('counts one vote per member, withdrawn once; sorts by votes or by time; answered ones go last', async () => {
    const meeting = await createMeeting(t.db, { questions_mode: 'shared' });
    const author = await createMember(t.db);
    const older = await ask(meeting.id, author.id, 'Más antigua', new Date(TEST_NOW.getTime() - 60_000));
    const newer = await ask(meeting.id, author.id, 'Más nueva');
    for (const id of [older, newer]) await approve(id);
    const a = await session((await createMember(t.db)).id);
    const b = await session((await createMember(t.db)).id);

    const first = await vote(a, meeting.slug, older);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ votes: 1, voted: true });
    // The same vote again changes nothing.
    expect((await vote(a, meeting.slug, older)).json()).toEqual({ votes: 1, voted: true });
    expect((await vote(b, meeting.slug, older)).json()).toEqual({ votes: 2, voted: true });
    expect((await list(a, meeting.slug)).map((q) => [q.id, q.votes, q.voted])).toEqual([
      [older, 2, true],
      [newer, 0, false],
    ]);
    expect((await list(a, meeting.slug, 'recent')).map((q) => q.id)).toEqual([newer, older]);
    expect((await vote(a, meeting.slug, older, false)).json()).toEqual({ votes: 1, voted: false });
    expect((await vote(a, meeting.slug, older, false)).json()).toEqual({ votes: 1, voted: false });
    expect(await votesOf(older)).toBe(1);
    expect(await voteRows(older)).toBe(1);

    // Answered questions stay in the list, marked, after the pending ones.
    await staff.request({
      method: 'POST',
      url: `/api/admin/questions/meeting/${older}`,
      payload: { answered: true },
    });
    expect((await list(a, meeting.slug)).map((q) => [q.id, q.answered])).toEqual([
      [newer, false],
      [older, true],
    ]);
    expect((await vote(a, meeting.slug, 'x'.repeat(65))).statusCode).toBe(422);
    expect(
      (
        await a.request({
          method: 'POST',
          url: `/api/meeting/${meeting.slug}/questions/${newer}/vote`,
          payload: {},
        })
      ).statusCode,
    ).toBe(422);
  });

  it('"Responder ahora" names one question at a time; answering or hiding it ends it; all audited', async () => {
    const meeting = await createMeeting(t.db, { questions_mode: 'shared' });
    const author = await createMember(t.db);
    const one = await ask(meeting.id, author.id, 'Una');
    const two = await ask(meeting.id, author.id, 'Dos');
    const reader = await session((await createMember(t.db)).id);

    // A shared meeting's question must be approved first.
    expect((await answerNow(meeting.id, one)).statusCode).toBe(409);
    await approve(one);
    await approve(two);
    expect((await answerNow(meeting.id, one)).json()).toEqual({ answeringQuestionId: one });
    expect((await answerNow(meeting.id, two)).json()).toEqual({ answeringQuestionId: two });
    const seen = await list(reader, meeting.slug);
    expect(seen.filter((q) => q.answering).map((q) => q.id)).toEqual([two]);
    const admin = (
      await staff.request({ url: `/api/admin/questions?source=meeting&id=${meeting.id}` })
    ).json() as QuestionPage;
    expect(admin.rows.filter((q: AdminQuestion) => q.answering).map((q) => q.id)).toEqual([two]);

    // Marked answered: no longer "now".
    await staff.request({
      method: 'POST',
      url: `/api/admin/questions/meeting/${two}`,
      payload: { answered: true },
    });
    expect((await list(reader, meeting.slug)).some((q) => q.answering)).toBe(false);
    // Answering it again puts it back among the pending.
    await answerNow(meeting.id, two);
    expect((await list(reader, meeting.slug)).find((q) => q.id === two)).toMatchObject({
      answering: true,
      answered: false,
    });
    // Hidden: gone from the list and no longer "now"; a hidden one cannot be named.
    await staff.request({
      method: 'POST',
      url: `/api/admin/questions/meeting/${two}`,
      payload: { hidden: true },
    });
    expect((await list(reader, meeting.slug)).map((q) => q.id)).toEqual([one]);
    expect((await answerNow(meeting.id, two)).statusCode).toBe(409);
    expect((await answerNow(meeting.id, null)).json()).toEqual({ answeringQuestionId: null });
    // A question of another meeting is not found.
    const other = await createMeeting(t.db);
    expect((await answerNow(other.id, one)).statusCode).toBe(404);
    const member = await session(author.id);
    expect(
      (
        await member.request({
          method: 'POST',
          url: `/api/admin/questions/meetings/${meeting.id}/answering`,
          payload: { questionId: one },
        })
      ).statusCode,
    ).toBe(403);
    // A private meeting answers questions without approval; starring the one being answered keeps it.
    const quiet = await createMeeting(t.db);
    const asked = await ask(quiet.id, author.id, 'Sin aprobar');
    expect((await answerNow(quiet.id, asked)).json()).toEqual({ answeringQuestionId: asked });
    await staff.request({
      method: 'POST',
      url: `/api/admin/questions/meeting/${asked}`,
      payload: { starred: true },
    });
    const quietPage = (
      await staff.request({ url: `/api/admin/questions?source=meeting&id=${quiet.id}` })
    ).json() as QuestionPage;
    expect(quietPage.rows.map((q) => [q.id, q.answering, q.starred])).toEqual([[asked, true, true]]);
    // Withdrawing a shared question's approval ends "Respondiendo ahora".
    await answerNow(meeting.id, one);
    await approve(one, false);
    expect((await list(reader, meeting.slug)).map((q) => q.id)).toEqual([]);
    expect((await answerNow(meeting.id, one)).statusCode).toBe(409);
    const settings = await t.db
      .selectFrom('meetings')
      .select('answering_question_id')
      .where('id', '=', meeting.id)
      .executeTakeFirstOrThrow();
    expect(settings.answering_question_id).toBeNull();
    const audit = await t.db
      .selectFrom('audit_log')
      .select('changes_json')
      .where('item_id', '=', meeting.id)
      .orderBy('created_at')
      .execute();
    expect(audit.map((r) => JSON.parse(r.changes_json).answering_question_id?.after)).toContain(two);
  });

  it('loses no vote and counts none twice when many members vote at once (and one session twice)', async () => {
    const meeting = await createMeeting(t.db, { questions_mode: 'shared' });
    const author = await createMember(t.db);
    const question = await ask(meeting.id, author.id, '¿Cuántos votos?');
    await approve(question);
    const voters = 400;
    const browsers = await Promise.all(
      Array.from({ length: voters }, async () => session((await createMember(t.db)).id)),
    );
    // Every member votes; a third of them send the same vote twice at once (a double tap).
    const answers = await Promise.all(
      browsers.flatMap((b, i) =>
        i % 3 === 0
          ? [vote(b, meeting.slug, question), vote(b, meeting.slug, question)]
          : [vote(b, meeting.slug, question)],
      ),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
    expect(await votesOf(question)).toBe(voters);
    expect(await voteRows(question)).toBe(voters);

    // Half withdraw while the other half vote again, all at once: the count is exactly the rest.
    const mixed = await Promise.all(browsers.map((b, i) => vote(b, meeting.slug, question, i % 2 === 1)));
    expect(mixed.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
    expect(await votesOf(question)).toBe(voters / 2);
    expect(await voteRows(question)).toBe(voters / 2);
  }, 60_000);
});
