import type { Db } from './database.ts';

/**
 * Opening a thread in a route: staff in the route's back office and coaches in their routes'
 * forums (docs/decisions/0038-moderation.md) write the same row the same way.
 */
export const threadRows = (db: Db) => ({
  threadSlugTaken: async (axisId: string, slug: string) =>
    Boolean(
      await db
        .selectFrom('threads')
        .select('id')
        .where('axis_id', '=', axisId)
        .where('slug', '=', slug)
        .executeTakeFirst(),
    ),

  async nextThreadPosition(axisId: string): Promise<number> {
    const row = await db
      .selectFrom('threads')
      .select((eb) => eb.fn.max('position').as('p'))
      .where('axis_id', '=', axisId)
      .executeTakeFirst();
    return Number(row?.p ?? -1) + 1;
  },

  insertThread: (row: {
    id: string;
    axis_id: string;
    slug: string;
    title: string;
    coach_id: string | null;
    position: number;
    created_at: string;
  }) => db.insertInto('threads').values(row).execute(),
});
