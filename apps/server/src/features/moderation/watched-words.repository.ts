import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The watched words, and the posts they hold for review (docs/decisions/0084-watched-words.md). */
export function createWatchedWordsRepository(db: Db) {
  return {
    list: () =>
      db
        .selectFrom('watched_words')
        .select(['id', 'word', 'normalized', 'created_at'])
        .orderBy('normalized')
        .execute(),

    insert: (row: { id: string; word: string; normalized: string; created_at: string; created_by: string }) =>
      db.insertInto('watched_words').values(row).execute(),

    find: (id: string) =>
      db.selectFrom('watched_words').select(['id', 'word']).where('id', '=', id).executeTakeFirst(),

    remove: (id: string) => db.deleteFrom('watched_words').where('id', '=', id).executeTakeFirst(),

    /** Posts of both forums waiting for review, oldest first: the few rows the `held_at` index holds. */
    async heldPosts(limit: number) {
      const threads = await db
        .selectFrom('thread_posts as p')
        .innerJoin('threads as t', 't.id', 'p.thread_id')
        .innerJoin('axes as a', 'a.id', 't.axis_id')
        .leftJoin('users as u', 'u.id', 'p.user_id')
        .select([
          sql<'thread'>`'thread'`.as('kind'),
          'p.id',
          'p.post',
          'p.held_at',
          'u.name',
          'u.lastname',
          't.title as place',
          't.slug as thread_slug',
          'a.slug as axis_slug',
        ])
        .where('p.held_at', 'is not', null)
        .orderBy('p.held_at')
        .limit(limit)
        .execute();
      const meetings = await db
        .selectFrom('meeting_posts as p')
        .innerJoin('meetings as m', 'm.id', 'p.meeting_id')
        .leftJoin('users as u', 'u.id', 'p.user_id')
        .select([
          sql<'meeting'>`'meeting'`.as('kind'),
          'p.id',
          'p.post',
          'p.held_at',
          'u.name',
          'u.lastname',
          'm.title as place',
          'm.slug as meeting_slug',
        ])
        .where('p.held_at', 'is not', null)
        .orderBy('p.held_at')
        .limit(limit)
        .execute();
      return { threads, meetings };
    },

    async heldCount(): Promise<number> {
      const count = async (table: 'thread_posts' | 'meeting_posts') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number | string>().as('n'))
              .where('held_at', 'is not', null)
              .executeTakeFirstOrThrow()
          ).n,
        );
      return (await count('thread_posts')) + (await count('meeting_posts'));
    },
  };
}
export type WatchedWordsRepository = ReturnType<typeof createWatchedWordsRepository>;
