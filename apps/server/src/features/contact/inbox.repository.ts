import { sql } from 'kysely';
import type { RequestStatus } from '@foro/shared/contact/admin-schemas';
import type { Db } from '../../db/database.ts';
import { afterPosition } from '../../lib/keyset.ts';

/** `%` and `_` typed by staff are searched as themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface RequestFilter {
  search?: string | undefined;
  status?: RequestStatus | undefined;
  country?: string | undefined;
  type?: string | undefined;
  member?: boolean | undefined;
  /** Rows strictly older than this position (newest first). */
  after?: { at: string; id: string } | undefined;
  limit: number;
}

/** The invitation requests as the back office reads them (docs/product/inbox.md). */
export function createInboxRepository(db: Db) {
  const base = () =>
    db
      .selectFrom('contact_requests as r')
      .leftJoin('invitations as i', 'i.id', 'r.invitation_id')
      .select((eb) => [
        'r.id',
        'r.email',
        'r.name',
        'r.lastname',
        'r.country',
        'r.school',
        'r.city',
        'r.school_type',
        'r.created_at',
        'r.updated_at',
        'r.requests',
        'r.invitation_id',
        'r.refused_at',
        'r.reminded_at',
        'i.created_at as invited_at',
        'i.expires_at as invitation_expires_at',
        'i.user_id as account_id',
        eb
          .exists(eb.selectFrom('users as u').select('u.id').whereRef('u.email', '=', 'r.email'))
          .as('is_member'),
      ]);

  return {
    /** Newest first, keyset-paged on (created_at, id). */
    list(filter: RequestFilter) {
      let query = base();
      if (filter.search) {
        const p = likePattern(filter.search);
        query = query.where(
          sql<boolean>`(lower(r.email) like ${p} escape '\\' or lower(r.name) like ${p} escape '\\' or lower(r.lastname) like ${p} escape '\\' or lower(r.school) like ${p} escape '\\' or lower(r.city) like ${p} escape '\\')`,
        );
      }
      if (filter.country) query = query.where('r.country', '=', filter.country);
      if (filter.type) query = query.where('r.school_type', '=', filter.type);
      if (filter.member !== undefined) {
        const member = filter.member;
        query = query.where((eb) => {
          const exists = eb.exists(
            eb.selectFrom('users as u').select('u.id').whereRef('u.email', '=', 'r.email'),
          );
          return member ? exists : eb.not(exists);
        });
      }
      switch (filter.status) {
        case 'refused':
          query = query.where('r.refused_at', 'is not', null);
          break;
        case 'account':
          query = query.where('r.refused_at', 'is', null).where('i.user_id', 'is not', null);
          break;
        case 'invited':
          query = query
            .where('r.refused_at', 'is', null)
            .where('r.invitation_id', 'is not', null)
            .where('i.user_id', 'is', null);
          break;
        case 'new':
          query = query.where('r.refused_at', 'is', null).where('r.invitation_id', 'is', null);
          break;
        default:
          break;
      }
      const after = filter.after;
      if (after)
        query = query.where(afterPosition(['r.created_at', 'r.id'], { key: after.at, id: after.id }, 'desc'));
      return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(filter.limit).execute();
    },

    find: (id: string) => base().where('r.id', '=', id).executeTakeFirst(),

    /** New requests of people who are not members yet: the navigation's counter. */
    async countNew(): Promise<number> {
      const row = await db
        .selectFrom('contact_requests as r')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('r.refused_at', 'is', null)
        .where('r.invitation_id', 'is', null)
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('users as u').select('u.id').whereRef('u.email', '=', 'r.email'))),
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    setInvitation: (id: string, invitationId: string) =>
      db
        .updateTable('contact_requests')
        .set({ invitation_id: invitationId, refused_at: null })
        .where('id', '=', id)
        .execute(),

    setRefused: (id: string, now: string) =>
      db.updateTable('contact_requests').set({ refused_at: now }).where('id', '=', id).execute(),

    setReminded: (id: string, now: string) =>
      db.updateTable('contact_requests').set({ reminded_at: now }).where('id', '=', id).execute(),
  };
}
export type InboxRepository = ReturnType<typeof createInboxRepository>;
export type RequestRecord = NonNullable<Awaited<ReturnType<InboxRepository['find']>>>;
