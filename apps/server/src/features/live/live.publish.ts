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
) {
  const send = async (channel: string, kind: string, subject?: string | null, recipient?: string | null) => {
    try {
      await bus.publish(channel, kind, subject, recipient);
    } catch (error) {
      log.error({ err: error, channel, kind }, 'Live event not published');
    }
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
