import type { Db } from '../../db/database.ts';
import type { CertificatesTable } from '../../db/schema.ts';

export type CertificateRow = CertificatesTable;

export interface MeetingForCertificate {
  id: string;
  slug: string;
  title: string;
  starts_at: string;
  time_zone: string;
  duration_minutes: number;
  active_override: number | null;
  post_event_override: number | null;
}

function queries(db: Db) {
  return {
    findMeetingBySlug(slug: string): Promise<MeetingForCertificate | undefined> {
      return db
        .selectFrom('meetings')
        .select([
          'id',
          'slug',
          'title',
          'starts_at',
          'time_zone',
          'duration_minutes',
          'active_override',
          'post_event_override',
        ])
        .where('slug', '=', slug)
        .executeTakeFirst();
    },

    async isRegistered(meetingId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('meeting_inscriptions')
        .select('meeting_id')
        .where('meeting_id', '=', meetingId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Boolean(row);
    },

    findUser(userId: string) {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'lastname', 'updated_fields'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    findCertificate(kind: CertificateRow['kind'], subjectId: string, userId: string) {
      return db
        .selectFrom('certificates')
        .selectAll()
        .where('kind', '=', kind)
        .where('subject_id', '=', subjectId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    findCertificateByCode(code: string): Promise<CertificateRow | undefined> {
      return db.selectFrom('certificates').selectAll().where('code', '=', code).executeTakeFirst();
    },

    /**
     * Inserts the certificate unless one exists for the same subject and member (or, very unlikely,
     * the same code): `on conflict do nothing` works alike on SQLite and PostgreSQL, and the caller
     * reads the row that stands.
     */
    async insertCertificateIfAbsent(row: CertificateRow): Promise<void> {
      await db
        .insertInto('certificates')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    /** docs/product/axes.md#prize-draws: one entry per member, route and draw, however often asked. */
    async insertTabletDrawEntry(axisId: string, userId: string, now: string): Promise<void> {
      await db
        .insertInto('raffle_entries')
        .values({ raffle: 'tablet', axis_id: axisId, user_id: userId, created_at: now })
        .onConflict((oc) => oc.columns(['raffle', 'axis_id', 'user_id']).doNothing())
        .execute();
    },
  };
}
export type CertificateQueries = ReturnType<typeof queries>;

export function createCertificatesRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `work` in one transaction: a route certificate and its draw entry are stored together or not at all. */
    transaction<T>(work: (tx: CertificateQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(queries(trx)));
    },
  };
}
export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
