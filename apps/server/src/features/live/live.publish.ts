import { liveEventKinds as kinds } from '@foro/shared/live/schemas';
import type { ReactionTotals } from '@foro/shared/reactions/schemas';
import type { LiveBus } from './live.bus.ts';

/** The streams: one per meeting, one per route thread, one per question console. */
export const liveChannels = {
  meeting: (meetingId: string) => `meeting:${meetingId}`,
  thread: (threadId: string) => `thread:${threadId}`,
  questions: (source: 'meeting' | 'axis', ownerId: string) => `questions:${source}:${ownerId}`,
};

/**
 * The one function per feature that says "this changed" (docs/decisions/0044-live-updates.md). Call
 * them after the change is committed; they never throw (the change is saved either way: a lost event
 * is healed by the browser's next read), they log instead.
 */
export function createLivePublishers(
  bus: Pick<LiveBus, 'publish' | 'broadcast'>,
  log: { error: (obj: object, msg: string) => void },
  options: { pollVoteWindowMs?: number } = {},
) {
  const send = async (channel: string, kind: string, subject?: string | null, recipient?: string | null) => {
    try {
      await bus.publish(channel, kind, subject, recipient);
    } catch (error) {
      log.error({ err: error, channel, kind }, 'Live event not published');
    }
  };
  /**
   * Poll votes come in bursts (hundreds a second during a live meeting), and each event makes every
   * open page read the poll list again. So a vote's event waits in a short trailing timer, one per poll:
   * the first vote starts it, the votes within the window join it, and one event leaves when it ends —
   * at most one event per poll per window (about a second), and never later than that after a vote.
   * Opening and closing a poll are sent at once (and carry any vote waiting for that poll). The timers
   * are unref'd, and `flushPolls` sends what waits (tests, and the app's close).
   */
  const pollVoteWindowMs = options.pollVoteWindowMs ?? 1000;
  const pendingPolls = new Map<string, { meetingId: string; timer: ReturnType<typeof setTimeout> }>();
  const sendPolls = async (meetingId: string, pollId: string) => {
    await send(liveChannels.meeting(meetingId), kinds.polls, pollId);
    // The host's console listens on its questions channel; it shows the counts move too.
    await send(liveChannels.questions('meeting', meetingId), kinds.polls, pollId);
  };
  const flushPoll = async (pollId: string) => {
    const pending = pendingPolls.get(pollId);
    if (!pending) return;
    clearTimeout(pending.timer);
    pendingPolls.delete(pollId);
    await sendPolls(pending.meetingId, pollId);
  };

  return {
    /**
     * features/reactions: the meeting's running totals per kind, at most one every 500 ms per meeting
     * and process; a passing event, not stored (docs/decisions/0062-reactions.md).
     */
    reactions: async (meetingId: string, totals: ReactionTotals) => {
      try {
        await bus.broadcast(liveChannels.meeting(meetingId), kinds.reactions, { reactions: totals });
      } catch (error) {
        log.error({ err: error, meetingId }, 'Live reactions not published');
      }
    },
    /**
     * features/polls: a poll opened or closed (sent now), or a member voted (coalesced per poll as
     * above). The meeting's pages and the host's console hear it; an opening is also told apart, so the
     * live room can mark its "Encuestas" tab (docs/decisions/0128-a-poll-that-opens-marks-its-tab.md).
     */
    pollsChanged: async (meetingId: string, pollId: string, change: 'vote' | 'opened' | 'closed') => {
      if (change !== 'vote') {
        const pending = pendingPolls.get(pollId);
        if (pending) {
          clearTimeout(pending.timer);
          pendingPolls.delete(pollId);
        }
        await sendPolls(meetingId, pollId);
        if (change === 'opened') await send(liveChannels.meeting(meetingId), kinds.pollOpened, pollId);
        return;
      }
      if (pendingPolls.has(pollId)) return;
      const timer = setTimeout(() => void flushPoll(pollId), pollVoteWindowMs);
      timer.unref?.();
      pendingPolls.set(pollId, { meetingId, timer });
    },
    /** Sends every vote event still waiting for its window (the app's close; tests). */
    flushPolls: async () => {
      await Promise.all([...pendingPolls.keys()].map((pollId) => flushPoll(pollId)));
    },
    /** features/meetings: a new comment in the meeting's forum. */
    meetingPosted: (meetingId: string, postId: string | null) =>
      send(liveChannels.meeting(meetingId), kinds.posts, postId),
    /** features/forum: a new reply in a route thread. */
    threadPosted: (threadId: string, postId: string | null) =>
      send(liveChannels.thread(threadId), kinds.posts, postId),
    /** features/moderation: a post hidden, shown again or deleted, in a meeting forum or a thread. */
    postModerated: (kind: 'meeting' | 'thread', parentId: string, postId: string, state: string) =>
      send(
        kind === 'meeting' ? liveChannels.meeting(parentId) : liveChannels.thread(parentId),
        state === 'visible' ? kinds.postRestored : kinds.postHidden,
        postId,
      ),
    /** features/meetings admin: publication, live or replay changed by staff. */
    meetingState: (meetingId: string) => send(liveChannels.meeting(meetingId), kinds.state, meetingId),
    /**
     * features/questions, a meeting whose questions are shown to everyone: a question approved,
     * voted, answered or being answered, or the list's mode changed. Every member on the meeting's
     * page hears it (the list holds only what members may see) and so does the console, unless the
     * change is one `questionChanged` already tells it (`console: false`).
     */
    sharedQuestionsChanged: async (meetingId: string, questionId: string | null, console = true) => {
      await send(liveChannels.meeting(meetingId), kinds.sharedQuestions, questionId);
      if (console) await send(liveChannels.questions('meeting', meetingId), kinds.questions, questionId);
    },
    /**
     * features/questions: a question was asked or changed (answered, starred, hidden, and votes to
     * come). The console of the meeting or route hears it; on a meeting, the member who asked hears
     * it too (their own list), and nobody else.
     */
    questionChanged: async (
      source: 'meeting' | 'axis',
      ownerId: string,
      questionId: string | null,
      authorId?: string,
    ) => {
      await send(liveChannels.questions(source, ownerId), kinds.questions, questionId);
      if (source === 'meeting' && authorId)
        await send(liveChannels.meeting(ownerId), kinds.myQuestions, questionId, authorId);
    },
  };
}
export type LivePublishers = ReturnType<typeof createLivePublishers>;
