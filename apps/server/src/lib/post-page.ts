import { HIDDEN_NOTE } from '@foro/shared/moderation/schemas';

/**
 * What both forums (route threads, meeting comments) do with a page's hidden posts
 * (docs/decisions/0038-moderation.md, 0096-one-way-for-the-last-doubles.md), without a database.
 */

/**
 * Hidden posts have no place (`seq`): each sits where it was written. Visible posts keep their order
 * (by place: posts written in the same instant stay in the order they were written); each hidden post
 * goes in before the first visible one written after it (oldest first) or before it (`newestFirst`).
 * Both lists come in the page's order.
 */
export function placeHidden<T extends { created_at: string }>(
  visible: readonly T[],
  hidden: readonly T[],
  newestFirst: boolean,
): T[] {
  const goesFirst = (h: T, v: T) =>
    newestFirst ? h.created_at >= v.created_at : h.created_at < v.created_at;
  const rows: T[] = [];
  let next = 0;
  for (const post of visible) {
    while (next < hidden.length && goesFirst(hidden[next]!, post)) rows.push(hidden[next++]!);
    rows.push(post);
  }
  rows.push(...hidden.slice(next));
  return rows;
}

/**
 * What a reader is shown of a post's text and moderation: moderators read every post with its state
 * and open reports; the author of a hidden post reads the note instead of the text, but keeps reading
 * a post held for review (a watched word: it may yet be published); `moderation` is empty for
 * anybody else's visible post.
 */
export function shownPost(
  post: { id: string; post: string; hidden_reason: string | null; held_at: string | null },
  seen: { hidden: boolean; moderator: boolean; reports: ReadonlyMap<string, number> },
) {
  const note = seen.hidden && !seen.moderator && !post.held_at;
  return {
    text: note ? '' : post.post,
    moderation:
      seen.moderator || seen.hidden
        ? {
            moderation: {
              state: seen.hidden ? ('hidden' as const) : ('visible' as const),
              reason: seen.hidden ? (post.hidden_reason ?? (note ? HIDDEN_NOTE : null)) : null,
              reports: seen.reports.get(post.id) ?? 0,
            },
          }
        : {},
  };
}
