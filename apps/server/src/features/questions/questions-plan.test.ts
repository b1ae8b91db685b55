import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { newId } from '../../lib/ids.ts';
import { createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createMeeting, createMember } from '../../test/factories.ts';
import { capturing, fullReads, planOf } from '../../test/query-plans.ts';
import { createQuestionsRepository } from './questions.repository.ts';

/**
 * Every member on the live page reads their own questions to the speaker (`GET …/questions/mine`) when
 * the page opens: through an index that holds the meeting, the member and the order, never by walking
 * the meeting's questions or sorting them (a meeting of 5,000 questions made each read 20 times slower).
 */
describe.each(engines)("a member's own questions on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('are read through an index, newest first', async () => {
    const meeting = await createMeeting(t.db);
    const me = await createMember(t.db);
    const others = await Promise.all(Array.from({ length: 5 }, () => createMember(t.db)));
    const at = (i: number) => new Date(TEST_NOW.getTime() + i * 1000).toISOString();
    const row = (userId: string, i: number) => ({
      id: newId(),
      meeting_id: meeting.id,
      user_id: userId,
      question: `¿Pregunta ${i}?`,
      created_at: at(i),
    });
    const rows = Array.from({ length: 300 }, (_, i) => row(others[i % others.length]!.id, i));
    rows.push(row(me.id, 10), row(me.id, 200), row(me.id, 100));
    for (let i = 0; i < rows.length; i += 100)
      await t.db
        .insertInto('meeting_questions')
        .values(rows.slice(i, i + 100))
        .execute();
    if (engine === 'postgres') await sql`analyze meeting_questions`.execute(t.db);

    const { db, queries } = capturing(t.db);
    const mine = await createQuestionsRepository(db).mine(meeting.slug, me.id);
    expect(mine.map((q) => q.question)).toEqual(['¿Pregunta 200?', '¿Pregunta 100?', '¿Pregunta 10?']);
    expect(queries).toHaveLength(1);
    const plan = await planOf(t.db, engine, queries[0]!);
    expect(fullReads(engine, plan, ['meeting_questions'])).toEqual([]);
  });
});
