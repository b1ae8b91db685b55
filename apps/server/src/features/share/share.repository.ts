import type { Db } from '../../db/database.ts';

/** What a link preview may show of a meeting or a route: only what their public lists show already. */
export function createShareRepository(db: Db) {
  return {
    meeting(slug: string) {
      return db
        .selectFrom('meetings')
        .select(['slug', 'title', 'topic', 'starts_at', 'time_zone', 'img', 'published_at', 'archived_at'])
        .where('slug', '=', slug)
        .executeTakeFirst();
    },
    axis(slug: string) {
      return db
        .selectFrom('axes')
        .select(['slug', 'title', 'claim', 'excerpt', 'speaker_image', 'published_at', 'archived_at'])
        .where('slug', '=', slug)
        .executeTakeFirst();
    },
  };
}
export type ShareRepository = ReturnType<typeof createShareRepository>;
