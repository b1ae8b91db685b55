import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RaffleDrawEntriesTable, RaffleEditionsTable, RafflePeriodNotesTable } from '../../db/schema.ts';

export type EditionRow = Selectable<RaffleEditionsTable>;

/** A person who may enter a draw, with the data the rules look at. */
export interface CandidateRow {
  user_id: string;
  name: string;
  lastname: string;
  email: string;
  country: string;
  role: string;
  rol: string;
  updated_fields: number;
  axis_id: string;
  axis_title: string;
  /** Tablet: when the entry was made. */
  created_at?: string;
  /** Smartwatch: the member's different visible messages in the route's forum during the period. */
  posts?: number;
}

const person = [
  'users.name',
  'users.lastname',
  'users.email',
  'users.country',
  'users.role',
  'users.rol',
] as const;

/** The SQL of the prize draws (docs/product/draws.md). */
export function createDrawsRepository(db: Db) {
  return {
    listEditions: () =>
      db.selectFrom('raffle_editions').selectAll().orderBy('starts_at', 'desc').execute() as Promise<
        EditionRow[]
      >,

    findEdition: (id: string) =>
      db.selectFrom('raffle_editions').selectAll().where('id', '=', id).executeTakeFirst() as Promise<
        EditionRow | undefined
      >,

    /** The latest edition already begun, else the next to begin. */
    async currentEdition(now: string): Promise<EditionRow | undefined> {
      const begun = await db
        .selectFrom('raffle_editions')
        .selectAll()
        .where('starts_at', '<=', now)
        .orderBy('starts_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (begun) return begun as EditionRow;
      return (await db
        .selectFrom('raffle_editions')
        .selectAll()
        .where('starts_at', '>', now)
        .orderBy('starts_at', 'asc')
        .limit(1)
        .executeTakeFirst()) as EditionRow | undefined;
    },

    insertEdition: (row: Insertable<RaffleEditionsTable>) =>
      db.insertInto('raffle_editions').values(row).execute(),

    updateEdition: (id: string, values: Updateable<RaffleEditionsTable>) =>
      db.updateTable('raffle_editions').set(values).where('id', '=', id).execute(),

    insertDraw: (row: {
      id: string;
      edition_id: string;
      raffle: 'tablet' | 'smartwatch';
      seed: string;
      seed_hash: string;
      created_at: string;
    }) => db.insertInto('raffle_draws').values(row).execute(),

    drawsOf: (editionId: string) =>
      db
        .selectFrom('raffle_draws')
        .selectAll()
        .where('edition_id', '=', editionId)
        .orderBy('raffle', 'desc')
        .execute(),

    findDraw: (id: string) =>
      db.selectFrom('raffle_draws').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Marks the draw made; false when someone else made it first. */
    async markDrawn(id: string, values: { drawn_at: string; drawn_by: string; entries_hash: string }) {
      const result = await db
        .updateTable('raffle_draws')
        .set(values)
        .where('id', '=', id)
        .where('drawn_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    insertEntries: async (rows: Insertable<RaffleDrawEntriesTable>[]) => {
      // Chunks keep each statement under the engines' parameter limits.
      for (let i = 0; i < rows.length; i += 200)
        await db
          .insertInto('raffle_draw_entries')
          .values(rows.slice(i, i + 200))
          .execute();
    },

    entryIds: async (drawId: string) =>
      (
        await db.selectFrom('raffle_draw_entries').select('entry_id').where('draw_id', '=', drawId).execute()
      ).map((r) => r.entry_id),

    /** The frozen list with each entry's person (null when the account was closed since). */
    frozenEntries: (drawId: string) =>
      db
        .selectFrom('raffle_draw_entries')
        .leftJoin('users', 'users.id', 'raffle_draw_entries.user_id')
        .select([
          'raffle_draw_entries.entry_id',
          'raffle_draw_entries.user_id',
          'raffle_draw_entries.place',
          'raffle_draw_entries.status',
          'raffle_draw_entries.notified_at',
          'raffle_draw_entries.deadline_at',
          'raffle_draw_entries.decided_at',
          'raffle_draw_entries.decision_note',
          'users.name',
          'users.lastname',
          'users.email',
          'users.country',
        ])
        .where('raffle_draw_entries.draw_id', '=', drawId)
        .orderBy('raffle_draw_entries.entry_id')
        .execute(),

    periodNotes: (editionId: string) =>
      db
        .selectFrom('raffle_period_notes')
        .selectAll()
        .where('edition_id', '=', editionId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    insertPeriodNote: (row: Insertable<RafflePeriodNotesTable>) =>
      db.insertInto('raffle_period_notes').values(row).execute(),

    /** The members who entered the tablet draw from `startsAt` on, once each, to tell them of a change. */
    tabletEntrants: (startsAt: string) =>
      db
        .selectFrom('raffle_entries')
        .innerJoin('users', 'users.id', 'raffle_entries.user_id')
        .select(['users.id', 'users.name', 'users.lastname', 'users.email'])
        .distinct()
        .where('raffle_entries.raffle', '=', 'tablet')
        .where('raffle_entries.created_at', '>=', startsAt)
        .where('users.email', '<>', '')
        .orderBy('users.id')
        .execute(),

    /** The draws made that a member entered, with their codes. */
    entriesOf: (userId: string) =>
      db
        .selectFrom('raffle_draw_entries')
        .innerJoin('raffle_draws', 'raffle_draws.id', 'raffle_draw_entries.draw_id')
        .innerJoin('raffle_editions', 'raffle_editions.id', 'raffle_draws.edition_id')
        .select([
          'raffle_draws.id as draw_id',
          'raffle_draws.raffle',
          'raffle_draws.drawn_at',
          'raffle_editions.name as edition_name',
          'raffle_draw_entries.entry_id',
        ])
        .where('raffle_draw_entries.user_id', '=', userId)
        .orderBy('raffle_draws.drawn_at', 'desc')
        .orderBy('raffle_draws.id')
        .orderBy('raffle_draw_entries.entry_id')
        .execute(),

    updatePick: (drawId: string, entryId: string, values: Updateable<RaffleDrawEntriesTable>) =>
      db
        .updateTable('raffle_draw_entries')
        .set(values)
        .where('draw_id', '=', drawId)
        .where('entry_id', '=', entryId)
        .execute(),

    /** Tablet: entries made from the period's start on (later ones are shown as outside the period). */
    tabletCandidates: (startsAt: string) =>
      db
        .selectFrom('raffle_entries')
        .innerJoin('users', 'users.id', 'raffle_entries.user_id')
        .innerJoin('axes', 'axes.id', 'raffle_entries.axis_id')
        .select([
          'raffle_entries.user_id',
          'raffle_entries.axis_id',
          'raffle_entries.created_at',
          'axes.title as axis_title',
          'users.updated_fields',
          ...person,
        ])
        .where('raffle_entries.raffle', '=', 'tablet')
        .where('raffle_entries.created_at', '>=', startsAt)
        .orderBy('raffle_entries.created_at')
        .orderBy('raffle_entries.user_id')
        .execute() as Promise<CandidateRow[]>,

    /**
     * Smartwatch: per route, each member's different visible messages written during the period —
     * repeated identical messages count once (docs/product/draws.md#who-enters).
     */
    async forumParticipants(startsAt: string, endsAt: string): Promise<CandidateRow[]> {
      const rows = await db
        .selectFrom('thread_posts')
        .innerJoin('threads', 'threads.id', 'thread_posts.thread_id')
        .innerJoin('axes', 'axes.id', 'threads.axis_id')
        .innerJoin('users', 'users.id', 'thread_posts.user_id')
        .select([
          'thread_posts.user_id',
          'threads.axis_id',
          'axes.title as axis_title',
          'users.updated_fields',
          ...person,
          sql<number | string>`count(distinct thread_posts.post)`.as('posts'),
        ])
        .where('thread_posts.hidden', '=', 0)
        .where('thread_posts.created_at', '>=', startsAt)
        .where('thread_posts.created_at', '<', endsAt)
        .where('users.role', '=', 'member')
        .groupBy([
          'thread_posts.user_id',
          'threads.axis_id',
          'axes.title',
          'users.updated_fields',
          'users.name',
          'users.lastname',
          'users.email',
          'users.country',
          'users.role',
          'users.rol',
        ])
        .execute();
      return rows.map((r) => ({ ...r, posts: Number(r.posts) }) as CandidateRow);
    },
  };
}
export type DrawsRepository = ReturnType<typeof createDrawsRepository>;
