import type { PostState } from '@foro/shared/moderation/schemas';
import type { Db } from '../../db/database.ts';
import { recountMeeting, recountThread, shiftReadPositions } from '../../db/post-counters.ts';
import { recordAudit } from '../../lib/audit.ts';
import { createModerationRepository, type ModeratedPost } from './moderation.repository.ts';

export const postStateOf = (p: Pick<ModeratedPost, 'hidden' | 'deleted_at'>): PostState =>
  p.deleted_at ? 'deleted' : p.hidden ? 'hidden' : 'visible';

/**
 * The one way a post is hidden, shown again or deleted (docs/decisions/0038-moderation.md), whoever
 * asks: a moderator with their reason, or the author deleting their own post within the edit window
 * (docs/decisions/0048-forum-edits-activity-reads.md). Runs inside the caller's transaction: the
 * post's row, its open reports, the forum's kept counts (`seq`, `posts_count`, `last_post_at`, the
 * route's ranking), the members' reading positions in a thread and the audit entry change together.
 * Answers false when the post already was in that state (nothing written).
 */
export async function changePostState(
  trx: Db,
  change: {
    actor: { id: string; email: string };
    post: ModeratedPost;
    after: PostState;
    reason: string;
    at: string;
  },
): Promise<boolean> {
  const { actor, post, after, reason, at } = change;
  const repo = createModerationRepository(trx);
  const before = postStateOf(post);
  // Keeping hidden a post held by a watched word is a decision too: it leaves the queue of held posts.
  if (before === after && !(post.held_at && after === 'hidden')) return false;
  await repo.setPostState(post.kind, post.id, {
    hidden: after === 'visible' ? 0 : 1,
    hidden_at: after === 'visible' ? null : at,
    hidden_by: after === 'visible' ? null : actor.id,
    hidden_reason: after === 'visible' ? null : reason,
    // Any decision of a moderator ends the wait of a post held by a watched word.
    held_at: null,
    ...(after === 'deleted' ? { deleted_at: at, post: '' } : {}),
  });
  if (after !== 'visible')
    await repo.resolveReportsOf(post.kind, post.id, actor.id, at, after === 'deleted' ? 'deleted' : 'hidden');
  if (post.kind === 'thread') {
    await recountThread(trx, post.parent_id);
    // "Nuevo desde tu última visita" counts places (decision 0048): the posts after one that leaves
    // move up a place, and down one when it comes back, so each reader's position follows them.
    if (before === 'visible' && post.seq !== null)
      await shiftReadPositions(trx, post.parent_id, post.seq, -1);
    if (after === 'visible') {
      const seq = await repo.seqOf(post.id);
      if (seq !== null) await shiftReadPositions(trx, post.parent_id, seq, 1);
    }
  } else {
    await recountMeeting(trx, post.parent_id);
  }
  const action = after === 'hidden' ? 'hide' : after === 'visible' ? 'restore' : 'delete';
  await recordAudit(trx, {
    actor,
    action,
    item: { type: 'post', id: post.id, label: `${post.label}: ${post.post.slice(0, 80)}` },
    // What the audit needs after a deletion: whose post, where, when and what it said.
    before: {
      state: before,
      ...(after === 'deleted' ? { text: post.post, author_id: post.user_id } : {}),
    },
    after: { state: after, reason },
    at,
  });
  return true;
}
