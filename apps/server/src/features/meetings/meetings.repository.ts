import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MeetingsTable } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { compiledOnce } from '../../db/compiled-once.ts';
import { POSTS_PER_PAGE } from '@foro/shared/meetings/schemas';
import { createPostsRepository, pageAsked } from '../../db/posts.ts';

/** The first instant after a UTC day (YYYY-MM-DD). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

export type MeetingRow = Selectable<MeetingsTable>;

/**
 * What a member's request about a meeting reads before its own work: who may see it (publication), its
 * clock state, its forum's header and its attendance rule; 15 of the row's 62 columns. A member arriving
 * at a live meeting has the meeting read by its address for the comments and the live
 * stream; the whole row is 3.8 KB that each read copies, and that PostgreSQL's driver parses column by
 * column (about 150 µs more per read than six of its columns: docs/performance-log/2026-11-30-narrow-meeting-reads.md).
 */
const MEETING_STATE = [
  'id',
  'starts_at',
  'duration_minutes',
  'time_zone',
  'active_override',
  'post_event_override',
  'published_at',
  'archived_at',
  'posts_count',
  'posts_hidden',
  'attendance_minutes',
  'iframe_post_event',
  'speaker',
  'speaker_image',
  'speaker_job',
] as const satisfies readonly (keyof MeetingRow)[];
export type MeetingState = Pick<MeetingRow, (typeof MEETING_STATE)[number]>;

/** What a change of a meeting may set; its bookkeeping columns are the repository's. */
export type MeetingChanges = Omit<Updateable<MeetingsTable>, 'id' | 'created_at' | 'updated_at' | 'revision'>;

export function createMeetingsRepository(db: Db) {
  /** A meeting comment as its page shows it (the hidden ones too, for their author and staff), newest first. */
  const posts = createPostsRepository(
    db,
    'meeting_posts',
    { perPage: POSTS_PER_PAGE, newestFirst: true },
    (q) => q.select(['users.country', 'users.city']),
  );
  /**
   * A comments page in one statement (db/posts.ts `pageColumns`, docs/decisions/0130-a-page-in-one-statement.md):
   * the meeting's state with the page as the reader sees it, by the meeting's address or id; staff
   * moderate. Each of the four is compiled once (db/compiled-once.ts).
   */
  const pageStatement = (by: 'slug' | 'id', staff: boolean) =>
    compiledOnce(db, (q, key: string, page: number, userId: string) =>
      q
        .selectFrom('meetings')
        .select(MEETING_STATE)
        .select(posts.pageColumns({ page, userId }, staff))
        .where(by, '=', key),
    );
  const pageStatements = new Map<string, ReturnType<typeof pageStatement>>();
  // Every member request about a meeting starts with it; a member's first screen at a live meeting
  // asks whether they registered (decision 0118): both compiled once.
  const meetingBySlug = compiledOnce(db, (q, slug: string) =>
    q.selectFrom('meetings').selectAll().where('slug', '=', slug),
  );
  const stateBySlug = compiledOnce(db, (q, slug: string) =>
    q.selectFrom('meetings').select(MEETING_STATE).where('slug', '=', slug),
  );
  const stateById = compiledOnce(db, (q, id: string) =>
    q.selectFrom('meetings').select(MEETING_STATE).where('id', '=', id),
  );
  const inscription = compiledOnce(db, (q, meetingId: string, userId: string) =>
    q
      .selectFrom('meeting_inscriptions')
      .select('meeting_id')
      .where('meeting_id', '=', meetingId)
      .where('user_id', '=', userId),
  );

  return {
    /** A closed account's contact details left for meetings go. */
    async removeContactsOfUser(userId: string): Promise<void> {
      await db.deleteFrom('meeting_contacts').where('user_id', '=', userId).execute();
    },
    /**
     * The meetings of the members' pages: published ones, not archived
     * (docs/product/admin.md#drafts-and-publication); staff also see drafts and scheduled ones.
     */
    listMeetings(viewer: { now: string; drafts: boolean }): Promise<MeetingRow[]> {
      let query = db.selectFrom('meetings').selectAll().where('archived_at', 'is', null);
      if (!viewer.drafts)
        query = query.where('published_at', 'is not', null).where('published_at', '<=', viewer.now);
      return query.orderBy('starts_at', 'asc').execute();
    },

    findById(id: string): Promise<MeetingRow | undefined> {
      return db.selectFrom('meetings').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      let query = db.selectFrom('meetings').select('id').where('slug', '=', slug);
      if (exceptId) query = query.where('id', '<>', exceptId);
      return Boolean(await query.executeTakeFirst());
    },

    async insertMeeting(row: Insertable<MeetingsTable>): Promise<void> {
      await db.insertInto('meetings').values(row).execute();
    },

    /** Whether members have used the meeting: then it is archived, never deleted. */
    async isUsed(id: string): Promise<boolean> {
      const uses = await Promise.all([
        db
          .selectFrom('meeting_inscriptions')
          .select('meeting_id')
          .where('meeting_id', '=', id)
          .limit(1)
          .execute(),
        db.selectFrom('meeting_posts').select('id').where('meeting_id', '=', id).limit(1).execute(),
        db.selectFrom('meeting_questions').select('id').where('meeting_id', '=', id).limit(1).execute(),
        db.selectFrom('meeting_contacts').select('id').where('meeting_id', '=', id).limit(1).execute(),
        db.selectFrom('certificates').select('code').where('subject_id', '=', id).limit(1).execute(),
      ]);
      return uses.some((rows) => rows.length > 0);
    },

    async deleteMeeting(id: string, revision: number): Promise<boolean> {
      const result = await db
        .deleteFrom('meetings')
        .where('id', '=', id)
        .where('revision', '=', revision)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * The back office's list, newest start first, keyset-paged on (starts_at, id): a search in the
     * title, topic and speaker, the publication state and a range of start days.
     */
    adminList(filter: {
      q?: string | undefined;
      publication?: 'draft' | 'scheduled' | 'published' | 'archived' | undefined;
      now: string;
      from?: string | undefined;
      to?: string | undefined;
      after?: { key: string; id: string } | undefined;
      limit: number;
    }): Promise<MeetingRow[]> {
      let query = db.selectFrom('meetings').selectAll();
      if (filter.q) {
        const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or(
            (['title', 'topic', 'speaker', 'slug'] as const).map((column) =>
              eb(sql`lower(${sql.ref(column)})`, 'like', sql<string>`${like} escape '\\'`),
            ),
          ),
        );
      }
      switch (filter.publication) {
        case 'archived':
          query = query.where('archived_at', 'is not', null);
          break;
        case 'draft':
          query = query.where('archived_at', 'is', null).where('published_at', 'is', null);
          break;
        case 'scheduled':
          query = query.where('archived_at', 'is', null).where('published_at', '>', filter.now);
          break;
        case 'published':
          query = query.where('archived_at', 'is', null).where('published_at', '<=', filter.now);
          break;
      }
      if (filter.from) query = query.where('starts_at', '>=', `${filter.from}T00:00:00.000Z`);
      if (filter.to) query = query.where('starts_at', '<', nextDay(filter.to));
      const after = filter.after;
      if (after)
        query = query.where((eb) =>
          eb.or([
            eb('starts_at', '<', after.key),
            eb.and([eb('starts_at', '=', after.key), eb('id', '<', after.id)]),
          ]),
        );
      return query.orderBy('starts_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
    },

    /** An open account's id by its e-mail (the back office names a meeting's host this way). */
    async openAccountIdByEmail(email: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email.toLowerCase())
        .where('closed_at', 'is', null)
        .executeTakeFirst();
      return row?.id;
    },

    async emailOf(userId: string): Promise<string | undefined> {
      const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
      return row?.email;
    },

    /** Whether the account hosts this meeting (docs/decisions/0050-meeting-hosts.md). */
    async isHost(meetingId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('meetings')
        .select('id')
        .where('id', '=', meetingId)
        .where('host_user_id', '=', userId)
        .executeTakeFirst();
      return Boolean(row);
    },

    /** Whether the account hosts any meeting at all (one look at the index `meetings_host_user_idx`). */
    async hostsAny(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('meetings')
        .select('id')
        .where('host_user_id', '=', userId)
        .limit(1)
        .executeTakeFirst();
      return Boolean(row);
    },

    /** The meetings the account hosts, archived ones aside, the latest first. */
    hostedBy(userId: string) {
      return db
        .selectFrom('meetings')
        .select(['id', 'slug', 'title', 'starts_at', 'time_zone'])
        .where('host_user_id', '=', userId)
        .where('archived_at', 'is', null)
        .orderBy('starts_at', 'desc')
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
    },

    findBySlug: async (slug: string): Promise<MeetingRow | undefined> => (await meetingBySlug(slug))[0],

    /** The meeting's `MeetingState` columns only. */
    findStateBySlug: async (slug: string): Promise<MeetingState | undefined> => (await stateBySlug(slug))[0],
    findStateById: async (id: string): Promise<MeetingState | undefined> => (await stateById(id))[0],

    /**
     * The one way to change a stored meeting (the service and the back office call it):
     * it stamps `updated_at` and adds 1 to `revision` in the same statement, so the calendar file's
     * LAST-MODIFIED and SEQUENCE grow and a downloaded event is updated, never duplicated.
     * Returns false when no meeting has that id, or, given `expectedRevision`, when the stored
     * revision is another one (a save from a stale copy: docs/product/admin.md#two-editors).
     */
    async updateMeeting(
      id: string,
      changes: MeetingChanges,
      now: string,
      expectedRevision?: number,
    ): Promise<boolean> {
      let query = db
        .updateTable('meetings')
        .set((eb) => ({ ...changes, updated_at: now, revision: eb('revision', '+', 1) }))
        .where('id', '=', id);
      if (expectedRevision !== undefined) query = query.where('revision', '=', expectedRevision);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    isInscribed: async (meetingId: string, userId: string): Promise<boolean> =>
      (await inscription(meetingId, userId)).length > 0,

    /** Idempotent: a second registration (or two at once) leaves one row. True when this one added it. */
    async addInscription(meetingId: string, userId: string, now: string): Promise<boolean> {
      const result = await db
        .insertInto('meeting_inscriptions')
        .values({ meeting_id: meetingId, user_id: userId, created_at: now })
        .onConflict((oc) => oc.columns(['meeting_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async countInscriptions(meetingId: string): Promise<number> {
      const row = await db
        .selectFrom('meeting_inscriptions')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('meeting_id', '=', meetingId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async removeInscription(meetingId: string, userId: string): Promise<void> {
      await db
        .deleteFrom('meeting_inscriptions')
        .where('meeting_id', '=', meetingId)
        .where('user_id', '=', userId)
        .execute();
    },

    /**
     * The meeting's state with a page of its comments (1 = the newest; past the last: the last) as
     * `reader` sees them, in one statement (`pageStatement`); undefined when no meeting has that address
     * or id.
     */
    async postsPage(
      key: { slug: string } | { id: string },
      page: number,
      reader: { id: string; moderator: boolean },
    ) {
      const by = 'slug' in key ? 'slug' : 'id';
      const variant = `${by}:${reader.moderator}`;
      let statement = pageStatements.get(variant);
      if (!statement) pageStatements.set(variant, (statement = pageStatement(by, reader.moderator)));
      const [row] = await statement('slug' in key ? key.slug : key.id, pageAsked(page), reader.id);
      return row && { ...row, page: Number(row.page_shown), ...posts.postsOf(row, reader.moderator) };
    },

    /**
     * Adds a comment as the meeting's newest (db/posts.ts): the meeting's count and the comment's place
     * in one transaction; a held comment outside the count; a repeated submission key writes nothing.
     */
    insertPost: posts.insert,

    /** A question sent again with its key stores nothing new. */
    async insertQuestion(
      meetingId: string,
      userId: string,
      question: string,
      now: string,
      submissionKey?: string,
    ) {
      await db
        .insertInto('meeting_questions')
        .values({
          id: newId(),
          meeting_id: meetingId,
          user_id: userId,
          question,
          created_at: now,
          submission_key: submissionKey ?? null,
        })
        .onConflict((oc) => oc.columns(['user_id', 'submission_key']).doNothing())
        .execute();
    },

    async insertContact(
      meetingId: string,
      userId: string,
      msg: string,
      now: string,
      kind: 'message' | 'viewing' = 'message',
    ) {
      await db
        .insertInto('meeting_contacts')
        .values({ id: newId(), meeting_id: meetingId, user_id: userId, msg, created_at: now, kind })
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
