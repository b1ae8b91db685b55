import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MeetingsTable } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

export type MeetingRow = Selectable<MeetingsTable>;

/** What a change of a meeting may set; its bookkeeping columns are the repository's. */
export type MeetingChanges = Omit<Updateable<MeetingsTable>, 'id' | 'created_at' | 'updated_at' | 'revision'>;

export function createMeetingsRepository(db: Db) {
  return {
    listMeetings(): Promise<MeetingRow[]> {
      return db.selectFrom('meetings').selectAll().orderBy('starts_at', 'asc').execute();
    },

    findBySlug(slug: string): Promise<MeetingRow | undefined> {
      return db.selectFrom('meetings').selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    /**
     * The one way to change a stored meeting (the back office will call it through the service):
     * it stamps `updated_at` and adds 1 to `revision` in the same statement, so the calendar file's
     * LAST-MODIFIED and SEQUENCE grow and a downloaded event is updated, never duplicated.
     * Returns false when no meeting has that id.
     */
    async updateMeeting(id: string, changes: MeetingChanges, now: string): Promise<boolean> {
      const result = await db
        .updateTable('meetings')
        .set((eb) => ({ ...changes, updated_at: now, revision: eb('revision', '+', 1) }))
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async isInscribed(meetingId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('meeting_inscriptions')
        .select('meeting_id')
        .where('meeting_id', '=', meetingId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Boolean(row);
    },

    /** Idempotent: a second registration (or two at once) leaves one row. */
    async addInscription(meetingId: string, userId: string, now: string): Promise<void> {
      await db
        .insertInto('meeting_inscriptions')
        .values({ meeting_id: meetingId, user_id: userId, created_at: now })
        .onConflict((oc) => oc.columns(['meeting_id', 'user_id']).doNothing())
        .execute();
    },

    async countVisiblePosts(meetingId: string): Promise<number> {
      const row = await db
        .selectFrom('meeting_posts')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('meeting_id', '=', meetingId)
        .where('hidden', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    listVisiblePosts(meetingId: string, limit: number, offset: number) {
      return db
        .selectFrom('meeting_posts')
        .innerJoin('users', 'users.id', 'meeting_posts.user_id')
        .select([
          'meeting_posts.id',
          'meeting_posts.post',
          'meeting_posts.created_at',
          'users.name',
          'users.lastname',
          'users.country',
          'users.city',
        ])
        .where('meeting_posts.meeting_id', '=', meetingId)
        .where('meeting_posts.hidden', '=', 0)
        .orderBy('meeting_posts.created_at', 'desc')
        .orderBy('meeting_posts.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    async insertPost(meetingId: string, userId: string, post: string, now: string) {
      await db
        .insertInto('meeting_posts')
        .values({ id: newId(), meeting_id: meetingId, user_id: userId, post, hidden: 0, created_at: now })
        .execute();
    },

    async insertQuestion(meetingId: string, userId: string, question: string, now: string) {
      await db
        .insertInto('meeting_questions')
        .values({ id: newId(), meeting_id: meetingId, user_id: userId, question, created_at: now })
        .execute();
    },

    async insertContact(meetingId: string, userId: string, msg: string, now: string) {
      await db
        .insertInto('meeting_contacts')
        .values({ id: newId(), meeting_id: meetingId, user_id: userId, msg, created_at: now })
        .execute();
    },

    /** The published routes (docs/product/admin.md#drafts-and-publication). */
    listAxes(now: string) {
      return db
        .selectFrom('axes')
        .selectAll()
        .where('published_at', '<=', now)
        .where('archived_at', 'is', null)
        .orderBy('position', 'asc')
        .execute();
    },
  };
}
export type MeetingsRepository = ReturnType<typeof createMeetingsRepository>;
