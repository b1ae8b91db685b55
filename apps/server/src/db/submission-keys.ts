import type { Db } from './database.ts';

/**
 * One submit, one post (migration 2026-11-26-037): the tables whose rows carry the key of the
 * submission that wrote them, unique per member.
 */
export type KeyedTable = 'thread_posts' | 'meeting_posts' | 'meeting_questions' | 'axis_questions';

/** Thrown inside a write's transaction to roll it back when its key was used already. */
export class RepeatedSubmission extends Error {
  readonly first: { id: string; seq: number | null };
  constructor(first: { id: string; seq: number | null }) {
    super('repeated submission');
    this.first = first;
  }
}

/** The member's row written with this key, if any. */
export async function firstSubmission(
  db: Db,
  table: KeyedTable,
  userId: string,
  submissionKey: string,
): Promise<{ id: string; seq: number | null } | undefined> {
  // One query shape for the four tables: `seq` only exists on the posts, the questions answer null.
  const hasSeq = table === 'thread_posts' || table === 'meeting_posts';
  const row = await db
    .selectFrom(table as 'thread_posts')
    .select(hasSeq ? ['id', 'seq'] : ['id'])
    .where('user_id', '=', userId)
    .where('submission_key', '=', submissionKey)
    .executeTakeFirst();
  if (!row) return undefined;
  const seq = (row as { seq?: number | string | null }).seq;
  return { id: row.id, seq: seq === undefined || seq === null ? null : Number(seq) };
}
