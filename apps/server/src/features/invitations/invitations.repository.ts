import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { InvitationsTable } from '../../db/schema.ts';
import { memberSearchText, refreshSearchText } from '../../lib/member-search.ts';
import { matchPlace } from '../directory/index.ts';

export type InvitationRow = Selectable<InvitationsTable>;

export interface NewMember {
  id: string;
  email: string;
  passwordHash: string;
  name: string;
  lastname: string;
  now: string;
}

function queries(d: Db) {
  /** The request to join this invitation answered (the inbox links them), if it came from one. */
  const requestOf = (invitationId: string) =>
    d
      .selectFrom('contact_requests')
      .select(['name', 'lastname', 'country', 'city', 'school'])
      .where('invitation_id', '=', invitationId)
      .orderBy('updated_at', 'desc')
      .executeTakeFirst();
  return {
    /** The connection or transaction these queries run on (a mail is queued in the same one). */
    db: d,

    findByDigest(digest: string): Promise<InvitationRow | undefined> {
      return d.selectFrom('invitations').selectAll().where('secret_digest', '=', digest).executeTakeFirst();
    },

    findById(id: string): Promise<InvitationRow | undefined> {
      return d.selectFrom('invitations').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async memberExists(email: string): Promise<boolean> {
      const row = await d
        .selectFrom('users')
        .select('id')
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      return Boolean(row);
    },

    async insert(row: InvitationRow): Promise<void> {
      await d.insertInto('invitations').values(row).execute();
    },

    async remove(id: string): Promise<void> {
      await d.deleteFrom('invitations').where('id', '=', id).execute();
    },

    /**
     * Marks the invitation used, only if nobody used it before: true when this call did. Of two
     * concurrent calls exactly one gets true (PostgreSQL re-checks the condition once the other
     * transaction releases the row; SQLite runs one write transaction at a time).
     */
    async claim(id: string, now: string): Promise<boolean> {
      const result = await d
        .updateTable('invitations')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A new link for a valid invitation (sent again): the old link stops working. */
    async replaceSecret(id: string, digest: string): Promise<boolean> {
      const result = await d
        .updateTable('invitations')
        .set({ secret_digest: digest })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Records the account an invitation created (once the user row exists). */
    async linkUser(id: string, userId: string): Promise<void> {
      await d.updateTable('invitations').set({ user_id: userId }).where('id', '=', id).execute();
    },

    requestOf,

    /**
     * The request's country, city and school written into the new, unconfirmed account (decision 0090),
     * placed in the directory, so the confirmation form opens with them; the member confirms or changes them.
     */
    async prefillFromRequest(invitationId: string, userId: string): Promise<void> {
      const request = await requestOf(invitationId);
      if (!request) return;
      const place = await matchPlace(d, request);
      await d
        .updateTable('users')
        .set({
          country: place.country,
          state: place.state,
          city: place.city,
          region: place.region,
          commune: place.commune,
          school: place.school,
          school_id: place.schoolId,
          place_ids: JSON.stringify(place.placeIds),
        })
        .where('id', '=', userId)
        .execute();
      await refreshSearchText(d, userId);
    },

    /** A new member whose data is not confirmed yet (`updated_fields` 0 sends them to /confirmacion). */
    async insertMember(m: NewMember): Promise<void> {
      await d
        .insertInto('users')
        .values({
          id: m.id,
          email: m.email.toLowerCase(),
          password_hash: m.passwordHash,
          name: m.name,
          lastname: m.lastname,
          country: '',
          city: '',
          role: 'member',
          rol: '',
          search_text: memberSearchText({ name: m.name, lastname: m.lastname, email: m.email.toLowerCase() }),
          updated_fields: 0,
          notification_forum: 0,
          created_at: m.now,
          updated_at: m.now,
        })
        .execute();
    },
  };
}

export function createInvitationsRepository(db: Db) {
  return {
    ...queries(db),
    /** The addresses the member was invited at. */
    async emailsOfUser(userId: string): Promise<string[]> {
      const rows = await db.selectFrom('invitations').select('email').where('user_id', '=', userId).execute();
      return rows.map((row) => row.email);
    },
    /** A closed account's invitations keep their row (reports count them) but name nobody. */
    async anonymizeOfUser(userId: string, tombstone: string): Promise<void> {
      await db
        .updateTable('invitations')
        .set({ email: tombstone, name: '' })
        .where('user_id', '=', userId)
        .execute();
    },
    /** Runs `work` in one transaction with the same queries bound to it. */
    transaction<T>(work: (tx: ReturnType<typeof queries>) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(queries(trx)));
    },
  };
}
export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
