import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { InvitationsTable } from '../../db/schema.ts';
import { memberSearchText } from '../../lib/member-search.ts';

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
    /** Runs `work` in one transaction with the same queries bound to it. */
    transaction<T>(work: (tx: ReturnType<typeof queries>) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(queries(trx)));
    },
  };
}
export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
