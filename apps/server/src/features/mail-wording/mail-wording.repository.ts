import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MailWordingsTable } from '../../db/schema.ts';

export type MailWordingRow = Selectable<MailWordingsTable>;

/** Staff's revisions of the mails' wording (docs/decisions/0082-mail-wording-by-staff.md). */
export function createMailWordingRepository(db: Db) {
  return {
    /** The wording in use: the highest revision (primary key order). */
    latest(key: string): Promise<MailWordingRow | undefined> {
      return db
        .selectFrom('mail_wordings')
        .selectAll()
        .where('key', '=', key)
        .orderBy('revision', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Every revision of one mail, newest first. */
    versions(key: string): Promise<MailWordingRow[]> {
      return db
        .selectFrom('mail_wordings')
        .selectAll()
        .where('key', '=', key)
        .orderBy('revision', 'desc')
        .execute();
    },

    /** The latest revision of each mail staff changed (a few dozen rows at most). */
    async latestOfEach(): Promise<MailWordingRow[]> {
      const rows = await db
        .selectFrom('mail_wordings as w')
        .selectAll('w')
        .where(({ eb, selectFrom }) =>
          eb(
            'w.revision',
            '=',
            selectFrom('mail_wordings as o')
              .select(({ fn }) => fn.max('o.revision').as('m'))
              .whereRef('o.key', '=', 'w.key'),
          ),
        )
        .execute();
      return rows;
    },

    /** A new revision; false when that revision exists (another editor saved first). */
    async insert(row: MailWordingRow): Promise<boolean> {
      const result = await db
        .insertInto('mail_wordings')
        .values(row)
        .onConflict((oc) => oc.columns(['key', 'revision']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
