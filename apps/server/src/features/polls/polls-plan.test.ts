import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { newId } from '../../lib/ids.ts';
import { createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createMeeting, createMember } from '../../test/factories.ts';
import { capturing, fullReads, planOf } from '../../test/query-plans.ts';
import { createPollsRepository } from './polls.repository.ts';

/**
 * Every member on the live page reads the meeting's polls and their own votes when the page opens
 * (`GET …/polls`): the member's votes through an index, never by walking the votes of every member.
 */
describe.each(engines)("a meeting's polls as a member sees them on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('are the open and closed ones with their options and the member’s votes, read through indexes', async () => {
    const meeting = await createMeeting(t.db);
    const other = await createMeeting(t.db);
    const me = await createMember(t.db);
    const voters = await Promise.all(Array.from({ length: 40 }, () => createMember(t.db)));
    const at = (i: number) => new Date(TEST_NOW.getTime() + i * 1000).toISOString();
    const polls = (['draft', 'open', 'closed'] as const).map((state, i) => ({
      id: newId(),
      meeting_id: meeting.id,
      question: `¿Encuesta ${i}?`,
      state,
      created_at: at(i),
    }));
    const elsewhere = {
      id: newId(),
      meeting_id: other.id,
      question: '¿Otra?',
      state: 'open',
      created_at: at(9),
    };
    await t.db
      .insertInto('meeting_polls')
      .values([...polls, elsewhere])
      .execute();
    const options = [...polls, elsewhere].flatMap((poll) =>
      [0, 1, 2].map((position) => ({ id: newId(), poll_id: poll.id, position, text: `Opción ${position}` })),
    );
    await t.db.insertInto('meeting_poll_options').values(options).execute();
    const optionOf = (pollId: string, position: number) =>
      options.find((o) => o.poll_id === pollId && o.position === position)!.id;
    const vote = (pollId: string, userId: string, position: number) => ({
      poll_id: pollId,
      user_id: userId,
      option_id: optionOf(pollId, position),
      created_at: at(20),
      updated_at: at(20),
    });
    await t.db
      .insertInto('meeting_poll_votes')
      .values([
        ...voters.flatMap((v, i) => [vote(polls[1]!.id, v.id, i % 3), vote(polls[2]!.id, v.id, i % 2)]),
        vote(polls[1]!.id, me.id, 2),
        vote(elsewhere.id, me.id, 0),
      ])
      .execute();
    if (engine === 'postgres') await sql`analyze meeting_poll_votes`.execute(t.db);

    const { db, queries } = capturing(t.db);
    const repo = createPollsRepository(db);
    expect((await repo.shownPolls(meeting.id)).map((p) => p.question)).toEqual([
      '¿Encuesta 1?',
      '¿Encuesta 2?',
    ]);
    expect((await repo.shownOptions(meeting.id)).map((o) => [o.poll_id, o.position])).toEqual(
      [polls[1]!.id, polls[2]!.id].sort().flatMap((id) => [0, 1, 2].map((position) => [id, position])),
    );
    expect([...(await repo.shownVotes(meeting.id, me.id))]).toEqual([
      [polls[1]!.id, optionOf(polls[1]!.id, 2)],
    ]);
    expect(queries).toHaveLength(3);
    const plan = await planOf(t.db, engine, queries[2]!);
    expect(fullReads(engine, plan, ['meeting_poll_votes'])).toEqual([]);
  });
});
