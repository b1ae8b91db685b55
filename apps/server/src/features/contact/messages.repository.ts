import { sql } from 'kysely';
import type { MessageState } from '@foro/shared/contact/admin-schemas';
import type { Db } from '../../db/database.ts';
import { afterPosition } from '../../lib/keyset.ts';

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface MessageFilter {
  search?: string | undefined;
  meetingId?: string | undefined;
  state?: MessageState | undefined;
  after?: { at: string; id: string } | undefined;
  limit: number;
}

/** Members' messages about a meeting, as the back office reads them (docs/product/inbox.md). */
export function createMessagesRepository(db: Db) {
  const base = () =>
    db
      .selectFrom('meeting_contacts as c')
      .innerJoin('meetings as m', 'm.id', 'c.meeting_id')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select([
        'c.id',
        'c.msg',
        'c.created_at',
        'c.answer',
        'c.answered_at',
        'c.answered_by',
        'c.kind',
        'm.id as meeting_id',
        'm.slug as meeting_slug',
        'm.title as meeting_title',
        'u.name',
        'u.lastname',
        'u.email',
        'u.country',
      ]);

  return {
    /** Newest first, keyset-paged on (created_at, id). */
    list(filter: MessageFilter) {
      let query = base();
      if (filter.meetingId) query = query.where('c.meeting_id', '=', filter.meetingId);
      if (filter.state === 'open') query = query.where('c.answered_at', 'is', null);
      if (filter.state === 'answered') query = query.where('c.answered_at', 'is not', null);
      if (filter.search) {
        const p = likePattern(filter.search);
        query = query.where(
          sql<boolean>`(lower(c.msg) like ${p} escape '\\' or lower(u.email) like ${p} escape '\\' or lower(u.name) like ${p} escape '\\' or lower(u.lastname) like ${p} escape '\\')`,
        );
      }
      const after = filter.after;
      if (after)
        query = query.where(afterPosition(['c.created_at', 'c.id'], { key: after.at, id: after.id }, 'desc'));
      return query.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(filter.limit).execute();
    },

    find: (id: string) => base().where('c.id', '=', id).executeTakeFirst(),

    /** The meetings that received messages, newest meeting first, with how many wait for an answer. */
    meetings: () =>
      db
        .selectFrom('meeting_contacts as c')
        .innerJoin('meetings as m', 'm.id', 'c.meeting_id')
        .select((eb) => [
          'm.id',
          'm.title',
          'm.starts_at',
          eb.fn.countAll<string | number>().as('total'),
          eb.fn.count<string | number>('c.id').filterWhere('c.answered_at', 'is', null).as('open'),
        ])
        .groupBy(['m.id', 'm.title', 'm.starts_at'])
        .orderBy('m.starts_at', 'desc')
        .execute(),

    async countOpen(): Promise<number> {
      const row = await db
        .selectFrom('meeting_contacts')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('answered_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    setAnswered: (id: string, values: { answer: string | null; at: string; by: string }) =>
      db
        .updateTable('meeting_contacts')
        .set({ answer: values.answer, answered_at: values.at, answered_by: values.by })
        .where('id', '=', id)
        .execute(),
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
export type MessageRecord = NonNullable<Awaited<ReturnType<MessagesRepository['find']>>>;
