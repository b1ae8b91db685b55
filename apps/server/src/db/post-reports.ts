import type { Db } from './database.ts';

/**
 * What a page of posts shows of their reports (docs/decisions/0038-moderation.md), for route threads
 * and meeting comments alike, through the reports' (post_type, post_id, …) index.
 */
type PostType = 'thread' | 'meeting';

/** Open reports per post (for moderators). */
export async function openReportCounts(
  db: Db,
  postType: PostType,
  postIds: string[],
): Promise<Map<string, number>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('post_reports')
    .select(['post_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('post_type', '=', postType)
    .where('post_id', 'in', postIds)
    .where('resolved_at', 'is', null)
    .groupBy('post_id')
    .execute();
  return new Map(rows.map((r) => [r.post_id, Number(r.n)]));
}

/** Which of these posts the member already reported. */
export async function reportedByMember(
  db: Db,
  postType: PostType,
  postIds: string[],
  userId: string,
): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('post_reports')
    .select('post_id')
    .where('post_type', '=', postType)
    .where('post_id', 'in', postIds)
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.post_id));
}
