import type { Db } from '../../db/database.ts';

/** The mail kinds a member can turn off, each its own column of `users`. */
export type NotificationKind = 'reminders' | 'replay' | 'forum' | 'answers';

export const preferenceColumn = {
  reminders: 'notification_reminders',
  replay: 'notification_replay',
  forum: 'notification_forum',
  answers: 'notification_answers',
} as const;

/** Reads and writes of the notification mails (meetings, inscriptions, forum posts, preferences). */
export function createNotificationsRepository(db: Db) {
  const recipient = () =>
    db
      .selectFrom('users')
      .select([
        'users.id',
        'users.email',
        'users.name',
        'users.lastname',
        'users.country',
        'users.notification_reminders',
        'users.notification_replay',
        'users.notification_forum',
      ]);

  return {
    /** The connection these queries run on (a mail is queued on it). */
    db,

    findUser: (id: string) => recipient().where('users.id', '=', id).executeTakeFirst(),

    findMeeting: (id: string) =>
      db
        .selectFrom('meetings')
        .select([
          'id',
          'slug',
          'title',
          'topic',
          'speaker',
          'driver',
          'starts_at',
          'time_zone',
          'duration_minutes',
          'active_override',
          'post_event_override',
          'iframe_post_event',
          'attendance_minutes',
          'published_at',
          'archived_at',
          'updated_at',
          'revision',
        ])
        .where('id', '=', id)
        .executeTakeFirst(),

    async isInscribed(meetingId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('meeting_inscriptions')
        .select('user_id')
        .where('meeting_id', '=', meetingId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Boolean(row);
    },

    async inscribedUserIds(meetingId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('meeting_inscriptions')
        .select('user_id')
        .where('meeting_id', '=', meetingId)
        .execute();
      return rows.map((r) => r.user_id);
    },

    /** Minutes of presence per mode (the replay mail goes to those below the requirement). */
    async attendedMinutes(meetingId: string, userId: string): Promise<{ live: number; replay: number }> {
      const rows = await db
        .selectFrom('meeting_attendance')
        .select(['mode', (eb) => eb.fn.countAll<string | number>().as('minutes')])
        .where('meeting_id', '=', meetingId)
        .where('user_id', '=', userId)
        .groupBy('mode')
        .execute();
      const of = (mode: string) => Number(rows.find((r) => r.mode === mode)?.minutes ?? 0);
      return { live: of('live'), replay: of('replay') };
    },

    findThread: (id: string) =>
      db
        .selectFrom('threads')
        .innerJoin('axes', 'axes.id', 'threads.axis_id')
        .select([
          'threads.id',
          'threads.slug',
          'threads.title',
          'axes.slug as axis_slug',
          'axes.title as axis_title',
        ])
        .where('threads.id', '=', id)
        .executeTakeFirst(),

    /** Everyone with a visible post in the thread. */
    async threadParticipants(threadId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('thread_posts')
        .select('user_id')
        .distinct()
        .where('thread_id', '=', threadId)
        .where('hidden', '=', 0)
        .execute();
      return rows.map((r) => r.user_id);
    },

    /** Visible posts of the thread after `since` by others than `userId`, oldest first. */
    postsSince: (threadId: string, since: string, userId: string) =>
      db
        .selectFrom('thread_posts')
        .innerJoin('users', 'users.id', 'thread_posts.user_id')
        .select([
          'thread_posts.id',
          'thread_posts.post',
          'thread_posts.created_at',
          'users.name',
          'users.lastname',
          'users.role',
        ])
        .where('thread_posts.thread_id', '=', threadId)
        .where('thread_posts.hidden', '=', 0)
        .where('thread_posts.created_at', '>', since)
        .where('thread_posts.user_id', '!=', userId)
        .orderBy('thread_posts.created_at')
        .limit(50)
        .execute(),

    /** Turns one kind of mail off for one member; false when the member is gone. */
    async turnOff(userId: string, kind: NotificationKind, now: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ [preferenceColumn[kind]]: 0, updated_at: now })
        .where('id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
