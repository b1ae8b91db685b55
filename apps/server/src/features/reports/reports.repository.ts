import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Db } from '../../db/database.ts';

/** Instants of a period of whole UTC days: from the first day's start to the day after the last. */
export interface Period {
  start?: string;
  end?: string;
}
export interface ReportScope {
  country?: string;
  period: Period;
}

/**
 * The reports' SQL (docs/product/reports.md): each report is one grouped count over an index that
 * holds every column it reads (migration 2026-11-27-038-report-indexes). Staff accounts never count;
 * the country is the member's own.
 */
export function createReportsRepository(db: Db) {
  /**
   * Rows whose member counts: not staff and, with a country, of that country. The members are picked
   * once from an index of users (a few dozen staff, or one country's members) and each row is checked
   * against that set, instead of reading the users table once per counted row.
   */
  const members = <DB extends Database, TB extends keyof DB & string, O>(
    query: SelectQueryBuilder<DB, TB, O>,
    column: string,
    scope: ReportScope,
  ) =>
    scope.country
      ? query.where(
          sql<boolean>`${sql.ref(column)} in (select id from users where country = ${scope.country} and role <> ${'staff'})`,
        )
      : query.where(sql<boolean>`${sql.ref(column)} not in (select id from users where role = ${'staff'})`);
  const inPeriod = <DB extends Database, TB extends keyof DB & string, O>(
    query: SelectQueryBuilder<DB, TB, O>,
    column: string,
    period: Period,
  ) => {
    let q = query;
    if (period.start) q = q.where(sql<boolean>`${sql.ref(column)} >= ${period.start}`);
    if (period.end) q = q.where(sql<boolean>`${sql.ref(column)} < ${period.end}`);
    return q;
  };

  return {
    /** Published meetings that start in the period, newest first. */
    meetingsQuery(period: Period) {
      return inPeriod(
        db
          .selectFrom('meetings')
          .select(['id', 'title', 'starts_at', 'attendance_minutes'])
          .where('published_at', 'is not', null),
        'meetings.starts_at',
        period,
      ).orderBy('starts_at', 'desc');
    },

    registeredQuery(meetingIds: string[], scope: ReportScope) {
      return members(
        db
          .selectFrom('meeting_inscriptions')
          .select((eb) => [
            'meeting_inscriptions.meeting_id as id',
            eb.fn.countAll<number | string>().as('n'),
          ])
          .where('meeting_inscriptions.meeting_id', 'in', meetingIds),
        'meeting_inscriptions.user_id',
        scope,
      ).groupBy('meeting_inscriptions.meeting_id');
    },

    /**
     * Members present at least the meeting's minimum, live and on the replay (each mode on its own, as
     * the meeting's attendance lists count them), from the members' totals of minutes
     * (`meeting_presence`, kept by features/attendance with every minute): one row per member, never
     * one per minute.
     */
    attendanceQuery(meetingIds: string[], scope: ReportScope) {
      return members(
        db
          .selectFrom('meeting_presence')
          .innerJoin('meetings', 'meetings.id', 'meeting_presence.meeting_id')
          .select((eb) => [
            'meeting_presence.meeting_id as id',
            'meeting_presence.mode',
            eb.fn.countAll<number | string>().as('n'),
          ])
          .where('meeting_presence.meeting_id', 'in', meetingIds)
          .whereRef('meeting_presence.minutes', '>=', 'meetings.attendance_minutes'),
        'meeting_presence.user_id',
        scope,
      ).groupBy(['meeting_presence.meeting_id', 'meeting_presence.mode']);
    },

    meetingQuestionsQuery(meetingIds: string[], scope: ReportScope) {
      return members(
        db
          .selectFrom('meeting_questions')
          .select((eb) => ['meeting_questions.meeting_id as id', eb.fn.countAll<number | string>().as('n')])
          .where('meeting_questions.meeting_id', 'in', meetingIds),
        'meeting_questions.user_id',
        scope,
      ).groupBy('meeting_questions.meeting_id');
    },

    meetingPostsQuery(meetingIds: string[], scope: ReportScope) {
      return members(
        db
          .selectFrom('meeting_posts')
          .select((eb) => ['meeting_posts.meeting_id as id', eb.fn.countAll<number | string>().as('n')])
          .where('meeting_posts.meeting_id', 'in', meetingIds)
          .where('meeting_posts.deleted_at', 'is', null),
        'meeting_posts.user_id',
        scope,
      ).groupBy('meeting_posts.meeting_id');
    },

    /** Published routes in their order on the home. */
    axesQuery() {
      return db
        .selectFrom('axes')
        .select(['id', 'title'])
        .where('published_at', 'is not', null)
        .orderBy('position')
        .orderBy('id');
    },

    axisQuestionsQuery(scope: ReportScope) {
      return members(
        inPeriod(
          db
            .selectFrom('axis_questions')
            .select((eb) => ['axis_questions.axis_id as id', eb.fn.countAll<number | string>().as('n')]),
          'axis_questions.created_at',
          scope.period,
        ),
        'axis_questions.user_id',
        scope,
      ).groupBy('axis_questions.axis_id');
    },

    threadPostsQuery(scope: ReportScope) {
      return members(
        inPeriod(
          db
            .selectFrom('threads')
            .innerJoin('thread_posts', 'thread_posts.thread_id', 'threads.id')
            .select((eb) => ['threads.axis_id as id', eb.fn.countAll<number | string>().as('n')])
            .where('thread_posts.deleted_at', 'is', null),
          'thread_posts.created_at',
          scope.period,
        ),
        'thread_posts.user_id',
        scope,
      ).groupBy('threads.axis_id');
    },

    /** Members who reached each stop (a visit of the stop) of each route, in the period. */
    funnelQuery(scope: ReportScope) {
      return members(
        inPeriod(
          db
            .selectFrom('axis_steps')
            .innerJoin('step_visits', 'step_visits.step_id', 'axis_steps.id')
            .select((eb) => [
              'axis_steps.axis_id as id',
              'axis_steps.step_count as stop',
              eb.fn.countAll<number | string>().as('n'),
            ]),
          'step_visits.created_at',
          scope.period,
        ),
        'step_visits.user_id',
        scope,
      ).groupBy(['axis_steps.axis_id', 'axis_steps.step_count']);
    },

    scoresQuery(scope: ReportScope) {
      return members(
        inPeriod(
          db
            .selectFrom('test_attempts')
            .select((eb) => ['test_attempts.score as score', eb.fn.countAll<number | string>().as('n')]),
          'test_attempts.created_at',
          scope.period,
        ),
        'test_attempts.user_id',
        scope,
      ).groupBy('test_attempts.score');
    },

    /** Visitors of the open masterclass by the country they chose (no account behind them). */
    leadsQuery(scope: ReportScope) {
      let query = inPeriod(
        db
          .selectFrom('open_access_leads')
          .select((eb) => ['country', eb.fn.countAll<number | string>().as('n')]),
        'open_access_leads.created_at',
        scope.period,
      );
      if (scope.country) query = query.where('country', '=', scope.country);
      return query.groupBy('country');
    },

    requestsQuery(scope: ReportScope) {
      let query = inPeriod(
        db
          .selectFrom('contact_requests')
          .select((eb) => ['country', eb.fn.countAll<number | string>().as('n')]),
        'contact_requests.created_at',
        scope.period,
      );
      if (scope.country) query = query.where('country', '=', scope.country);
      return query.groupBy('country');
    },

    /** Invitation requests of the period → those answered with an invitation → accounts created with it. */
    invitationsQuery(scope: ReportScope) {
      let query = inPeriod(
        db
          .selectFrom('contact_requests')
          .leftJoin('invitations', 'invitations.id', 'contact_requests.invitation_id')
          .select((eb) => [
            eb.fn.countAll<number | string>().as('requested'),
            eb.fn.count<number | string>('contact_requests.invitation_id').as('sent'),
            eb.fn.count<number | string>('invitations.user_id').as('accounts'),
          ]),
        'contact_requests.created_at',
        scope.period,
      );
      if (scope.country) query = query.where('contact_requests.country', '=', scope.country);
      return query;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
