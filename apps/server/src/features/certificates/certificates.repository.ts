import type { Db } from '../../db/database.ts';
import { recordAudit, type AuditChange } from '../../lib/audit.ts';
import type { Insertable, Selectable } from 'kysely';
import type { CertificatesTable } from '../../db/schema.ts';

export type CertificateRow = Selectable<CertificatesTable>;

export interface MeetingForCertificate {
  id: string;
  slug: string;
  title: string;
  starts_at: string;
  time_zone: string;
  duration_minutes: number;
  attendance_minutes: number;
  active_override: number | null;
  post_event_override: number | null;
}

function queries(db: Db) {
  const findMeeting = (by: 'slug' | 'id', value: string): Promise<MeetingForCertificate | undefined> =>
    db
      .selectFrom('meetings')
      .select([
        'id',
        'slug',
        'title',
        'starts_at',
        'time_zone',
        'duration_minutes',
        'attendance_minutes',
        'active_override',
        'post_event_override',
      ])
      .where(by, '=', value)
      .executeTakeFirst();

  return {
    /** The back office's record of a change, in the same transaction (lib/audit.ts). */
    audit: (change: AuditChange) => recordAudit(db, change),

    /** The connection (or transaction) these queries run on: a mail is queued in the same one. */
    executor: db,

    findMeetingBySlug(slug: string): Promise<MeetingForCertificate | undefined> {
      return findMeeting('slug', slug);
    },

    findMeetingById(id: string): Promise<MeetingForCertificate | undefined> {
      return findMeeting('id', id);
    },

    findUser(userId: string) {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'lastname', 'lastname2', 'updated_fields'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** The member's current certificate of a subject (not replaced; it may be revoked). */
    findCertificate(kind: CertificateRow['kind'], subjectId: string, userId: string) {
      return db
        .selectFrom('certificates')
        .selectAll()
        .where('kind', '=', kind)
        .where('subject_id', '=', subjectId)
        .where('user_id', '=', userId)
        .where('replaced_by', 'is', null)
        .executeTakeFirst();
    },

    /** The member's current, valid certificates that show a name other than `fullName` (decision 0035). */
    currentWithOtherName(userId: string, fullName: string) {
      return db
        .selectFrom('certificates')
        .selectAll()
        .where('user_id', '=', userId)
        .where('replaced_by', 'is', null)
        .where('revoked_at', 'is', null)
        .where('full_name', '!=', fullName)
        .execute();
    },

    /** A certificate issued anew (a reissue's fresh code). */
    async insertCertificate(row: Insertable<CertificatesTable>): Promise<void> {
      await db.insertInto('certificates').values(row).execute();
    },

    /**
     * Marks a current certificate as replaced by a new code; false when another request replaced it
     * first (the caller then reads the one that stands).
     */
    async markReplaced(code: string, by: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('certificates')
        .set({ replaced_by: by, replaced_at: at })
        .where('code', '=', code)
        .where('replaced_by', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Revokes a current, valid certificate; false when it is already revoked or replaced. */
    async revoke(code: string, reason: string, by: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('certificates')
        .set({ revoked_at: at, revoked_reason: reason, revoked_by: by })
        .where('code', '=', code)
        .where('replaced_by', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The member's current certificates (neither replaced nor revoked), newest first. */
    currentCertificatesOf(userId: string): Promise<CertificateRow[]> {
      return db
        .selectFrom('certificates')
        .selectAll()
        .where('user_id', '=', userId)
        .where('replaced_by', 'is', null)
        .where('revoked_at', 'is', null)
        .orderBy('issued_at', 'desc')
        .orderBy('code')
        .execute();
    },

    findCertificateByCode(code: string): Promise<CertificateRow | undefined> {
      return db.selectFrom('certificates').selectAll().where('code', '=', code).executeTakeFirst();
    },

    /**
     * Inserts the certificate unless one exists for the same subject and member (or, very unlikely,
     * the same code): `on conflict do nothing` works alike on SQLite and PostgreSQL, and the caller
     * reads the row that stands.
     */
    async insertCertificateIfAbsent(row: Insertable<CertificatesTable>): Promise<void> {
      await db
        .insertInto('certificates')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    /** Stop 8 done once its certificate is issued; a visit already recorded stays as it was. */
    async insertStepVisit(stepId: string, userId: string, now: string): Promise<void> {
      await db
        .insertInto('step_visits')
        .values({ step_id: stepId, user_id: userId, created_at: now })
        .onConflict((oc) => oc.columns(['step_id', 'user_id']).doNothing())
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
