import type { PollState } from '@foro/shared/polls/constants';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';

export interface PollRow {
  id: string;
  meeting_id: string;
  question: string;
  state: string;
  created_at: string;
  opened_at: string | null;
  closed_at: string | null;
}
export interface PollOptionRow {
  id: string;
  poll_id: string;
  position: number;
  text: string;
  votes_count: number | string;
}

const pollColumns = [
  'id',
  'meeting_id',
  'question',
  'state',
  'created_at',
  'opened_at',
  'closed_at',
] as const;

/**
 * The polls members see: open and closed ones, never drafts. Written into the members' reads rather than
 * passed by the service, so that each read is one SQL text for every member (compiled once).
 */
const SHOWN_STATES: readonly PollState[] = ['open', 'closed'];

/**
 * The SQL of a meeting's polls (docs/decisions/0061-polls.md); the rules live in polls.service.ts, but for
 * which polls members see (`SHOWN_STATES`).
 */
export function createPollsRepository(db: Db) {
  // A member's live page asks for its polls on arrival, the minute a meeting starts: the three reads of
  // that list and the meeting's are compiled once (decision 0103), each the same SQL for every member.
  const meetingBySlug = compiledOnce(db, (q, slug: string) =>
    q.selectFrom('meetings').select(['id', 'title', 'published_at', 'archived_at']).where('slug', '=', slug),
  );
  const shownPolls = compiledOnce(db, (q, meetingId: string) =>
    q
      .selectFrom('meeting_polls')
      .select(pollColumns)
      .where('meeting_id', '=', meetingId)
      .where('state', 'in', SHOWN_STATES)
      .orderBy('created_at')
      .orderBy('id'),
  );
  const shownOptions = compiledOnce(db, (q, meetingId: string) =>
    q
      .selectFrom('meeting_poll_options as o')
      .innerJoin('meeting_polls as p', 'p.id', 'o.poll_id')
      .select(['o.id', 'o.poll_id', 'o.position', 'o.text', 'o.votes_count'])
      .where('p.meeting_id', '=', meetingId)
      .where('p.state', 'in', SHOWN_STATES)
      .orderBy('o.poll_id')
      .orderBy('o.position'),
  );
  // Every live page's stream asks it when it opens (features/live), the minute a meeting starts too.
  const openIds = compiledOnce(db, (q, meetingId: string) =>
    q
      .selectFrom('meeting_polls')
      .select('id')
      .where('meeting_id', '=', meetingId)
      .where('state', '=', 'open')
      .orderBy('opened_at')
      .orderBy('id'),
  );
  const shownVotes = compiledOnce(db, (q, meetingId: string, userId: string) =>
    q
      .selectFrom('meeting_poll_votes as v')
      .innerJoin('meeting_polls as p', 'p.id', 'v.poll_id')
      .select(['v.poll_id', 'v.option_id'])
      .where('p.meeting_id', '=', meetingId)
      .where('p.state', 'in', SHOWN_STATES)
      .where('v.user_id', '=', userId),
  );

  return {
    meetingBySlug: async (slug: string) => (await meetingBySlug(slug))[0],

    meetingById(id: string) {
      return db.selectFrom('meetings').select(['id', 'title']).where('id', '=', id).executeTakeFirst();
    },

    byId(pollId: string, trx: Db = db): Promise<PollRow | undefined> {
      return trx.selectFrom('meeting_polls').select(pollColumns).where('id', '=', pollId).executeTakeFirst();
    },

    /** A meeting's polls in the order they were prepared (the console's order), drafts included. */
    polls(meetingId: string): Promise<PollRow[]> {
      return db
        .selectFrom('meeting_polls')
        .select(pollColumns)
        .where('meeting_id', '=', meetingId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** The ids of the meeting's open polls, the first opened first. */
    async openIds(meetingId: string): Promise<string[]> {
      return (await openIds(meetingId)).map((r) => r.id);
    },

    /** The options of the given polls, each poll's in its order. */
    options(pollIds: readonly string[], trx: Db = db): Promise<PollOptionRow[]> {
      if (pollIds.length === 0) return Promise.resolve([]);
      return trx
        .selectFrom('meeting_poll_options')
        .select(['id', 'poll_id', 'position', 'text', 'votes_count'])
        .where('poll_id', 'in', pollIds)
        .orderBy('poll_id')
        .orderBy('position')
        .execute();
    },

    /** The meeting's open and closed polls in the members' order (the order they were prepared). */
    shownPolls: (meetingId: string): Promise<PollRow[]> => shownPolls(meetingId),

    /** The options of the meeting's open and closed polls, each poll's in its order. */
    shownOptions: (meetingId: string): Promise<PollOptionRow[]> => shownOptions(meetingId),

    /** The member's chosen option in each of the meeting's open and closed polls. */
    async shownVotes(meetingId: string, userId: string): Promise<Map<string, string>> {
      const rows = await shownVotes(meetingId, userId);
      return new Map(rows.map((r) => [r.poll_id, r.option_id]));
    },

    /** A new draft with its options; false when the same submission key already made one. */
    async insertPoll(
      trx: Db,
      poll: { id: string; meetingId: string; question: string; options: string[]; at: string },
      submissionKey?: string,
    ): Promise<boolean> {
      const written = await trx
        .insertInto('meeting_polls')
        .values({
          id: poll.id,
          meeting_id: poll.meetingId,
          question: poll.question,
          state: 'draft',
          created_at: poll.at,
          submission_key: submissionKey ?? null,
        })
        .onConflict((oc) => oc.columns(['meeting_id', 'submission_key']).doNothing())
        .returning('id')
        .execute();
      if (written.length === 0) return false;
      await trx
        .insertInto('meeting_poll_options')
        .values(poll.options.map((text, position) => ({ id: newId(), poll_id: poll.id, position, text })))
        .execute();
      return true;
    },

    bySubmissionKey(meetingId: string, submissionKey: string) {
      return db
        .selectFrom('meeting_polls')
        .select('id')
        .where('meeting_id', '=', meetingId)
        .where('submission_key', '=', submissionKey)
        .executeTakeFirst();
    },

    /**
     * Moves a poll from one state to the next; false when another request moved it first (the
     * `state` condition makes two "Abrir" at once one change).
     */
    async setState(
      trx: Db,
      pollId: string,
      from: string,
      to: string,
      stamp: { opened_at?: string; closed_at?: string },
    ): Promise<boolean> {
      const moved = await trx
        .updateTable('meeting_polls')
        .set({ state: to, ...stamp })
        .where('id', '=', pollId)
        .where('state', '=', from)
        .returning('id')
        .execute();
      return moved.length > 0;
    },

    deletePoll(trx: Db, pollId: string) {
      return trx.deleteFrom('meeting_polls').where('id', '=', pollId).where('state', '=', 'draft').execute();
    },

    /**
     * The member's vote for `optionId`: a first vote adds a row, a change moves it; each option's
     * counter moves in the same transaction. The row's key makes a second first vote a conflict that
     * writes nothing, and the change is conditional on the option read, so two changes at once on
     * PostgreSQL cannot both move the counters (the loser reads again).
     */
    async vote(trx: Db, pollId: string, optionId: string, userId: string, at: string): Promise<void> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const inserted = await trx
          .insertInto('meeting_poll_votes')
          .values({
            poll_id: pollId,
            user_id: userId,
            option_id: optionId,
            created_at: at,
            updated_at: at,
          })
          .onConflict((oc) => oc.columns(['poll_id', 'user_id']).doNothing())
          .returning('option_id')
          .execute();
        if (inserted.length > 0) return moveCount(trx, optionId, 1);
        const current = await trx
          .selectFrom('meeting_poll_votes')
          .select('option_id')
          .where('poll_id', '=', pollId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!current) continue; // removed meanwhile: insert again
        if (current.option_id === optionId) return;
        const changed = await trx
          .updateTable('meeting_poll_votes')
          .set({ option_id: optionId, updated_at: at })
          .where('poll_id', '=', pollId)
          .where('user_id', '=', userId)
          .where('option_id', '=', current.option_id)
          .returning('option_id')
          .execute();
        if (changed.length === 0) continue;
        // Both counters in one order for every transaction (by id): a member moving A→B while another
        // moves B→A would otherwise each hold one counter and wait for the other (a deadlock on PostgreSQL).
        const moves = [
          { id: current.option_id, by: -1 as const },
          { id: optionId, by: 1 as const },
        ].sort((a, b) => (a.id < b.id ? -1 : 1));
        for (const move of moves) await moveCount(trx, move.id, move.by);
        return;
      }
      throw new Error('Poll vote kept changing under this request');
    },
  };
}

async function moveCount(trx: Db, optionId: string, by: 1 | -1) {
  await trx
    .updateTable('meeting_poll_options')
    .set((eb) => ({ votes_count: eb('votes_count', '+', by) }))
    .where('id', '=', optionId)
    .execute();
}

export type PollsRepository = ReturnType<typeof createPollsRepository>;
