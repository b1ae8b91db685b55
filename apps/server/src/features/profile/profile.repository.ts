import type { MailPreferenceKind } from '@foro/shared/profile/schemas';
import type { Db } from '../../db/database.ts';
import { refreshSearchText } from '../../lib/member-search.ts';

type ConfirmationColumn =
  | 'country'
  | 'name'
  | 'lastname'
  | 'lastname2'
  | 'doc'
  | 'phone'
  | 'rol'
  | 'region'
  | 'commune'
  | 'state'
  | 'city'
  | 'school'
  | 'school_id'
  | 'school_type'
  | 'subscription'
  | 'level'
  | 'area'
  | 'place_ids';
export type ConfirmationColumns = Record<ConfirmationColumn, string>;

const mailPreferenceColumns = {
  reminders: 'notification_reminders',
  replay: 'notification_replay',
  answers: 'notification_answers',
  forum: 'notification_forum',
} as const;

export function createProfileRepository(db: Db) {
  return {
    async setNotificationForum(userId: string, allow: boolean, now: string) {
      await db
        .updateTable('users')
        .set({ notification_forum: allow ? 1 : 0, updated_at: now })
        .where('id', '=', userId)
        .execute();
    },

    /** One kind of mail on or off; answers what is stored. */
    async setMailPreference(userId: string, kind: MailPreferenceKind, allow: boolean, now: string) {
      const column = mailPreferenceColumns[kind];
      await db
        .updateTable('users')
        .set({ [column]: allow ? 1 : 0, updated_at: now })
        .where('id', '=', userId)
        .execute();
      const row = await db
        .selectFrom('users')
        .select(column)
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return (row as Record<string, number>)[column] === 1;
    },

    async getNotificationForum(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('notification_forum')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return row.notification_forum === 1;
    },

    findUser: (userId: string) =>
      db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow(),

    /** The sign-in e-mail is not among these: it changes only through a confirmed link (email-change). */
    async saveConfirmation(userId: string, values: ConfirmationColumns, now: string) {
      await db
        .updateTable('users')
        .set({ ...values, updated_fields: 1, updated_at: now })
        .where('id', '=', userId)
        .execute();
      await refreshSearchText(db, userId);
    },

    /** 2: the member chose to confirm later; not asked again, still not confirmed for certificates. */
    async markSkipped(userId: string, now: string) {
      await db
        .updateTable('users')
        .set({ updated_fields: 2, updated_at: now })
        .where('id', '=', userId)
        .where('updated_fields', '=', 0)
        .execute();
    },

    findAxisIdBySlug: async (slug: string) =>
      (await db.selectFrom('axes').select('id').where('slug', '=', slug).executeTakeFirst())?.id,

    /** Active, published routes (docs/product/admin.md#drafts-and-publication). */
    listActiveAxes: (now: string) =>
      db
        .selectFrom('axes')
        .select(['id', 'slug', 'title'])
        .where('active', '=', 1)
        .where('published_at', '<=', now)
        .where('archived_at', 'is', null)
        .orderBy('position', 'asc')
        .execute(),
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
