import type { Db } from '../../db/database.ts';

/** What a link preview may show of a meeting or a route: only what their public lists show already. */
export function createShareRepository(db: Db) {
  return {
    meeting(slug: string) {
      return db
        .selectFrom('meetings')
        .select([
          'slug',
          'title',
          'topic',
          'starts_at',
          'time_zone',
          'duration_minutes',
          'active_override',
          'post_event_override',
          'img',
          'published_at',
          'archived_at',
        ])
        .where('slug', '=', slug)
        .executeTakeFirst();
    },
    /** The open masterclass, for the open-access page's preview (its title and time). */
    openMasterclass() {
      return db
        .selectFrom('open_masterclass')
        .select(['title', 'starts_at', 'published_at'])
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
