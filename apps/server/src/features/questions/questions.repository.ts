import { sql } from 'kysely';
import type { QuestionMode, QuestionSource } from '@foro/shared/questions/admin-schemas';
import { SHARED_QUESTIONS_LIMIT, type SharedQuestionSort } from '@foro/shared/questions/shared-list';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import { afterPosition } from '../../lib/keyset.ts';

const tables = {
  meeting: { questions: 'meeting_questions', owner: 'meetings', key: 'meeting_id' },
  axis: { questions: 'axis_questions', owner: 'axes', key: 'axis_id' },
} as const;

export interface QuestionRowsFilter {
  hidden?: 'include' | 'only' | undefined;
  /** Rows strictly older than this position (newest first). */
  after?: { key: string; id: string } | undefined;
  limit?: number | undefined;
}

async function moveCount(trx: Db, questionId: string, by: 1 | -1) {
  const row = await trx
    .updateTable('meeting_questions')
    .set((eb) => ({ votes_count: eb('votes_count', by > 0 ? '+' : '-', 1) }))
    .where('id', '=', questionId)
    .returning('votes_count')
    .executeTakeFirstOrThrow();
  return Number(row.votes_count);
}

async function currentCount(trx: Db, questionId: string) {
  const row = await trx
    .selectFrom('meeting_questions')
    .select('votes_count')
    .where('id', '=', questionId)
    .executeTakeFirstOrThrow();
  return Number(row.votes_count);
}

/** The questions members sent to a meeting's speaker or a route's expert; both tables share columns. */
export function createQuestionsRepository(db: Db) {
  // A member's live page asks for the meeting's questions and their own on arrival, the minute a meeting
  // starts: both reads are the same SQL for every member, compiled once (decision 0103).
  const meetingBySlug = compiledOnce(db, (q, slug: string) =>
    q
      .selectFrom('meetings')
      .select(['id', 'questions_mode', 'answering_question_id', 'published_at', 'archived_at'])
      .where('slug', '=', slug),
  );
  // The meeting by a subquery, not a join: the engine then reads the member's questions in the index's
  // order (meeting, member, newest), with no sort (questions-plan.test.ts).
  const mine = compiledOnce(db, (q, slug: string, userId: string) =>
    q
      .selectFrom('meeting_questions as q')
      .select(['q.id', 'q.question', 'q.created_at', 'q.answered_at', 'q.answer', 'q.held_at'])
      .where('q.meeting_id', '=', (eb) =>
        eb.selectFrom('meetings as m').select('m.id').where('m.slug', '=', slug),
      )
      .where('q.user_id', '=', userId)
      .orderBy('q.created_at', 'desc')
      .orderBy('q.id', 'desc')
      .limit(100),
  );
  const select = (source: QuestionSource) => {
    const t = tables[source];
    // One query shape for both tables: their columns are the same but for the owner's key.
    return (
      db
        .selectFrom(`${t.questions} as q` as 'meeting_questions as q')
        .innerJoin('users as u', 'u.id', 'q.user_id')
        .select([
          'q.id',
          'q.question',
          'q.created_at',
          'q.starred',
          'q.answered_at',
          'q.hidden_at',
          'q.held_at',
          'q.answer',
          'q.answer_at',
          'q.user_id',
          `q.${t.key} as owner_id` as 'q.meeting_id as owner_id',
          'u.name',
          'u.lastname',
          'u.country',
        ])
        // Approval and votes belong to meetings' shared lists only; a route's questions read as never approved.
        .select([
          sql<string | null>`${sql.raw(source === 'meeting' ? 'q.approved_at' : 'null')}`.as('approved_at'),
          sql<number>`${sql.raw(source === 'meeting' ? 'q.votes_count' : '0')}`.as('votes_count'),
        ])
    );
  };

  return {
    /** The meeting's question settings, or undefined when it does not exist. */
    meetingSettings(meetingId: string) {
      return db
        .selectFrom('meetings')
        .select(['id', 'title', 'slug', 'questions_mode', 'answering_question_id'])
        .where('id', '=', meetingId)
        .executeTakeFirst();
    },

    /** The meeting a member reads by its address, with what decides whether they may see its list. */
    meetingBySlug: async (slug: string) => (await meetingBySlug(slug))[0],

    setMode(trx: Db, meetingId: string, mode: QuestionMode) {
      return trx.updateTable('meetings').set({ questions_mode: mode }).where('id', '=', meetingId).execute();
    },

    setAnswering(trx: Db, meetingId: string, questionId: string | null) {
      return trx
        .updateTable('meetings')
        .set({ answering_question_id: questionId })
        .where('id', '=', meetingId)
        .execute();
    },

    /** Clears "Respondiendo ahora" when it names this question (answered or hidden). */
    clearAnsweringIf(trx: Db, meetingId: string, questionId: string) {
      return trx
        .updateTable('meetings')
        .set({ answering_question_id: null })
        .where('id', '=', meetingId)
        .where('answering_question_id', '=', questionId)
        .execute();
    },

    /**
     * The approved, visible questions of a meeting as one reader sees them: never a hidden one, never one
     * of a suspended or closed account; pending ones before answered ones, then by votes or by time.
     */
    sharedList(meetingId: string, readerId: string, sort: SharedQuestionSort) {
      let query = db
        .selectFrom('meeting_questions as q')
        .innerJoin('users as u', 'u.id', 'q.user_id')
        .leftJoin('meeting_question_votes as v', (join) =>
          join.onRef('v.question_id', '=', 'q.id').on('v.user_id', '=', readerId),
        )
        .select([
          'q.id',
          'q.question',
          'q.created_at',
          'q.user_id',
          'q.votes_count',
          'q.answered_at',
          'q.answer',
          'u.name',
          'u.lastname',
          'u.country',
          'v.user_id as voter',
        ])
        .where('q.meeting_id', '=', meetingId)
        .where('q.approved_at', 'is not', null)
        .where('q.hidden_at', 'is', null)
        .where('u.suspended_at', 'is', null)
        .where('u.closed_at', 'is', null)
        .orderBy(sql`case when q.answered_at is null then 0 else 1 end`);
      if (sort === 'votes') query = query.orderBy('q.votes_count', 'desc');
      return query
        .orderBy('q.created_at', 'desc')
        .orderBy('q.id', 'desc')
        .limit(SHARED_QUESTIONS_LIMIT)
        .execute();
    },

    /** What decides whether a member may vote for a question. */
    votable(questionId: string) {
      return db
        .selectFrom('meeting_questions as q')
        .innerJoin('meetings as m', 'm.id', 'q.meeting_id')
        .innerJoin('users as u', 'u.id', 'q.user_id')
        .select([
          'q.id',
          'q.user_id',
          'q.approved_at',
          'q.hidden_at',
          'q.answered_at',
          'm.slug',
          'm.questions_mode',
          'u.suspended_at',
          'u.closed_at',
        ])
        .where('q.id', '=', questionId)
        .executeTakeFirst();
    },

    /**
     * Adds the member's vote once: the (question, member) key makes a repeat write nothing, and the
     * counter moves in the same transaction only when a row was written. Returns the count after; the
     * counter's update is the transaction's last statement, so its row lock is held for one round trip.
     */
    async addVote(trx: Db, questionId: string, userId: string, at: string) {
      const written = await trx
        .insertInto('meeting_question_votes')
        .values({ question_id: questionId, user_id: userId, created_at: at })
        .onConflict((oc) => oc.columns(['question_id', 'user_id']).doNothing())
        .returning('question_id')
        .execute();
      return written.length > 0 ? moveCount(trx, questionId, 1) : currentCount(trx, questionId);
    },

    /** Withdraws the member's vote; the counter moves only when a row was removed. Returns the count after. */
    async removeVote(trx: Db, questionId: string, userId: string) {
      const removed = await trx
        .deleteFrom('meeting_question_votes')
        .where('question_id', '=', questionId)
        .where('user_id', '=', userId)
        .returning('question_id')
        .execute();
      return removed.length > 0 ? moveCount(trx, questionId, -1) : currentCount(trx, questionId);
    },

    /** The title of the meeting or route, or undefined when it does not exist. */
    async ownerTitle(source: QuestionSource, id: string) {
      const owner = await db
        .selectFrom(tables[source].owner as 'meetings')
        .select('title')
        .where('id', '=', id)
        .executeTakeFirst();
      return owner?.title;
    },

    /** One owner's questions, newest first, keyset-paged on (created_at, id). */
    rows(source: QuestionSource, ownerId: string, filter: QuestionRowsFilter) {
      let query = select(source).where(`q.${tables[source].key}` as 'q.meeting_id', '=', ownerId);
      if (filter.hidden === 'only') query = query.where('q.hidden_at', 'is not', null);
      else if (filter.hidden !== 'include') query = query.where('q.hidden_at', 'is', null);
      if (filter.after) query = query.where(afterPosition(['q.created_at', 'q.id'], filter.after, 'desc'));
      query = query.orderBy('q.created_at', 'desc').orderBy('q.id', 'desc');
      return (filter.limit ? query.limit(filter.limit) : query).execute();
    },

    byId(source: QuestionSource, questionId: string) {
      return select(source).where('q.id', '=', questionId).executeTakeFirst();
    },

    setFlags(
      trx: Db,
      source: QuestionSource,
      questionId: string,
      values: {
        starred: number;
        answered_at: string | null;
        hidden_at: string | null;
        approved_at?: string | null;
      },
    ) {
      return trx
        .updateTable(tables[source].questions as 'meeting_questions')
        .set(values)
        .where('id', '=', questionId)
        .execute();
    },

    /** Writes or rewrites a question's answer; it then counts as answered. */
    setAnswer(
      trx: Db,
      source: QuestionSource,
      questionId: string,
      values: {
        answer: string;
        answer_at: string;
        answer_updated_at: string;
        answer_by: string;
        answered_at: string;
      },
    ) {
      return trx
        .updateTable(tables[source].questions as 'meeting_questions')
        .set(values)
        .where('id', '=', questionId)
        .execute();
    },

    /** What the answer's mail needs: the question, its answer, where it was asked and who asked it. */
    answerMail(source: QuestionSource, questionId: string) {
      const t = tables[source];
      return db
        .selectFrom(`${t.questions} as q` as 'meeting_questions as q')
        .innerJoin(`${t.owner} as o` as 'meetings as o', 'o.id', `q.${t.key}` as 'q.meeting_id')
        .innerJoin('users as u', 'u.id', 'q.user_id')
        .select([
          'q.question',
          'q.answer',
          'q.hidden_at',
          'o.title',
          'o.slug',
          'u.id as user_id',
          'u.email',
          'u.name',
          'u.lastname',
          'u.closed_at',
          'u.notification_answers',
        ])
        .where('q.id', '=', questionId)
        .executeTakeFirst();
    },

    /**
     * Meetings and routes that received questions, with how many; meetings still to come are listed too,
     * so that staff can share a meeting's questions before the first one arrives.
     */
    async sources(upcomingSince: string) {
      const meetings = await db
        .selectFrom('meetings as m')
        .leftJoin('meeting_questions as q', 'q.meeting_id', 'm.id')
        .select((eb) => [
          'm.id',
          'm.title',
          'm.starts_at as at',
          eb.fn.count<string | number>('q.id').as('total'),
        ])
        .groupBy(['m.id', 'm.title', 'm.starts_at'])
        .having((eb) => eb.or([eb(eb.fn.count('q.id'), '>', 0), eb('m.starts_at', '>=', upcomingSince)]))
        .orderBy('m.starts_at', 'desc')
        .execute();
      const axes = await db
        .selectFrom('axis_questions as q')
        .innerJoin('axes as a', 'a.id', 'q.axis_id')
        .select((eb) => ['a.id', 'a.title', eb.fn.countAll<string | number>().as('total')])
        .groupBy(['a.id', 'a.title'])
        .orderBy('a.title')
        .execute();
      return { meetings, axes };
    },

    /** A member's own questions to a meeting's speaker, newest first (at most 100). */
    mine: (slug: string, userId: string) => mine(slug, userId),
  };
}
export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>;
export type QuestionRow = NonNullable<Awaited<ReturnType<QuestionsRepository['byId']>>>;
