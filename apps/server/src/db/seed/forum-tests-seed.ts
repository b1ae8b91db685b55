import type { Transaction } from 'kysely';
import { newId } from '../../lib/ids.ts';
import { recountThread } from '../post-counters.ts';
import type { Database } from '../schema.ts';
import { demoTests, demoThreads } from './demo-tests.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Route threads with members' and coaches' posts, and the practical cases;
 * docs/product/README.md#demo-accounts: the Chilean member has taken one of the main route's cases (8 of 10
 * right).
 */
export async function seedForumAndTests(trx: Transaction<Database>, now: Date, userIds: Map<string, string>) {
  const stamp = now.toISOString();
  const axisIdOf = async (slug: string) =>
    (await trx.selectFrom('axes').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

  for (const [position, thread] of demoThreads.entries()) {
    const axisId = await axisIdOf(thread.axisSlug);
    const coach = await trx
      .selectFrom('axis_coaches')
      .select('id')
      .where('axis_id', '=', axisId)
      .where('name', '=', thread.coachName)
      .executeTakeFirst();
    const threadId = newId();
    await trx
      .insertInto('threads')
      .values({
        id: threadId,
        axis_id: axisId,
        slug: thread.slug,
        title: thread.title,
        coach_id: coach?.id ?? null,
        position,
        created_at: new Date(now.getTime() - (thread.posts[0]?.hoursAgo ?? 0) * HOUR).toISOString(),
      })
      .execute();
    for (const post of thread.posts) {
      const userId = userIds.get(post.author);
      if (!userId) throw new Error(`Demo thread post by unknown ${post.author}`);
      await trx
        .insertInto('thread_posts')
        .values({
          id: newId(),
          thread_id: threadId,
          user_id: userId,
          post: post.post,
          hidden: 0,
          created_at: new Date(now.getTime() - post.hoursAgo * HOUR).toISOString(),
        })
        .execute();
    }
    await recountThread(trx, threadId);
  }

  for (const [position, test] of demoTests.entries()) {
    const axisId = await axisIdOf(test.axisSlug);
    const testId = newId();
    await trx
      .insertInto('tests')
      .values({
        id: testId,
        axis_id: axisId,
        slug: test.slug,
        position,
        title: test.title,
        speaker: test.speaker,
        image_list: test.image_list,
        description: test.description,
        intro_json: JSON.stringify(test.intro),
        published_at: stamp,
        created_at: stamp,
        updated_at: stamp,
        replaces_id: null,
        archived_at: null,
      })
      .execute();
    const chosen: Array<{ id: string; answer: string }> = [];
    for (const [i, q] of test.questions.entries()) {
      const answers = q.answers.map((text) => ({ id: newId(), text }));
      const questionId = newId();
      await trx
        .insertInto('test_questions')
        .values({
          id: questionId,
          test_id: testId,
          position: i,
          question: q.question,
          answers_json: JSON.stringify(answers),
          correct_answer: answers[q.correct]!.id,
        })
        .execute();
      // The demo attempt misses the last two questions.
      const pick = i < test.questions.length - 2 ? q.correct : (q.correct + 1) % answers.length;
      chosen.push({ id: questionId, answer: answers[pick]!.id });
    }
    if (position === 0) {
      const userId = userIds.get('completo')!;
      await trx
        .insertInto('test_selections')
        .values({ axis_id: axisId, user_id: userId, test_id: testId, created_at: stamp })
        .execute();
      await trx
        .insertInto('test_attempts')
        .values({
          id: newId(),
          axis_id: axisId,
          test_id: testId,
          user_id: userId,
          score: Math.round(((test.questions.length - 2) / test.questions.length) * 10),
          answers_json: JSON.stringify(chosen),
          created_at: stamp,
        })
        .execute();
    }
  }
}
