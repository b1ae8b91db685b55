import { countryLabel } from '@foro/shared/directory/countries';
import {
  instantsOf,
  staffDateTime,
  staffHeading,
  STAFF_DEFAULT_TIME_ZONE,
} from '@foro/shared/admin/staff-time';
import { zonedTimeToInstant } from '@foro/shared/meetings/time';
import { plainTitle } from '@foro/shared/meetings/title';
import {
  STOPS,
  type CountryReportRow,
  type FunnelReportRow,
  type InvitationReport,
  type MeetingReportRow,
  type ReportFilter,
  type ReportName,
  type Reports,
  type RouteReportRow,
  type ScoreReport,
} from '@foro/shared/reports/schemas';
import type { Db } from '../../db/database.ts';
import { toCsv } from '../../lib/csv.ts';
import { createReportsRepository, type ReportScope } from './reports.repository.ts';

const n = (value: number | string | null | undefined) => Number(value ?? 0);

/**
 * A period of whole days in the staff member's zone (decision 0078): from the first day's start to the
 * start of the day after the last, as that staff member's clock reads them.
 */
export function scopeOf(filter: ReportFilter, timeZone: string = STAFF_DEFAULT_TIME_ZONE): ReportScope {
  const dayAfter = (day: string) => {
    const date = new Date(`${day}T00:00:00.000Z`);
    date.setUTCDate(date.getUTCDate() + 1);
    return date.toISOString().slice(0, 10);
  };
  const startOf = (day: string) => zonedTimeToInstant(day, '00:00', timeZone).toISOString();
  return {
    country: filter.country,
    period: {
      start: filter.from ? startOf(filter.from) : undefined,
      end: filter.to ? startOf(dayAfter(filter.to)) : undefined,
    },
  };
}

const byId = (rows: Array<{ id: string; n: number | string }>) =>
  new Map(rows.map((row) => [row.id, n(row.n)]));

/** The back office's reports (docs/product/reports.md): read-only counts, one CSV per report. */
export function createReportsService(deps: { db: Db }) {
  const repo = createReportsRepository(deps.db);

  const reports = {
    async meetings(scope: ReportScope): Promise<MeetingReportRow[]> {
      const meetings = await repo.meetingsQuery(scope.period).execute();
      if (meetings.length === 0) return [];
      const ids = meetings.map((m) => m.id);
      const [registered, attendance, questions, posts] = await Promise.all([
        repo.registeredQuery(ids, scope).execute(),
        repo.attendanceQuery(ids, scope).execute(),
        repo.meetingQuestionsQuery(ids, scope).execute(),
        repo.meetingPostsQuery(ids, scope).execute(),
      ]);
      const reg = byId(registered);
      const live = byId(attendance.filter((r) => r.mode === 'live'));
      const replay = byId(attendance.filter((r) => r.mode === 'replay'));
      const asked = byId(questions);
      const wrote = byId(posts);
      return meetings.map((m) => ({
        meetingId: m.id,
        title: plainTitle(m.title),
        startsAt: m.starts_at,
        registered: reg.get(m.id) ?? 0,
        live: live.get(m.id) ?? 0,
        replay: replay.get(m.id) ?? 0,
        questions: asked.get(m.id) ?? 0,
        posts: wrote.get(m.id) ?? 0,
      }));
    },

    async routes(scope: ReportScope): Promise<RouteReportRow[]> {
      const [axes, questions, posts] = await Promise.all([
        repo.axesQuery().execute(),
        repo.axisQuestionsQuery(scope).execute(),
        repo.threadPostsQuery(scope).execute(),
      ]);
      const asked = byId(questions);
      const wrote = byId(posts);
      return axes.map((a) => ({
        axisId: a.id,
        title: plainTitle(a.title),
        questions: asked.get(a.id) ?? 0,
        posts: wrote.get(a.id) ?? 0,
      }));
    },

    async funnel(scope: ReportScope): Promise<FunnelReportRow[]> {
      const [axes, rows] = await Promise.all([repo.axesQuery().execute(), repo.funnelQuery(scope).execute()]);
      return axes.map((a) => {
        const members = Array.from({ length: STOPS }, () => 0);
        for (const row of rows)
          if (row.id === a.id && row.stop >= 1 && row.stop <= STOPS) members[row.stop - 1] = n(row.n);
        return { axisId: a.id, title: plainTitle(a.title), members };
      });
    },

    async scores(scope: ReportScope): Promise<ScoreReport> {
      const rows = await repo.scoresQuery(scope).execute();
      const counts = Array.from({ length: 11 }, () => 0);
      let attempts = 0;
      let total = 0;
      for (const row of rows) {
        const score = n(row.score);
        if (score < 0 || score > 10) continue;
        counts[score] = n(row.n);
        attempts += n(row.n);
        total += score * n(row.n);
      }
      return { attempts, average: attempts ? Math.round((total / attempts) * 10) / 10 : null, counts };
    },

    async countries(scope: ReportScope): Promise<CountryReportRow[]> {
      const [leads, requests] = await Promise.all([
        repo.leadsQuery(scope).execute(),
        repo.requestsQuery(scope).execute(),
      ]);
      const keys = [...new Set([...leads, ...requests].map((r) => r.country))];
      const count = (rows: typeof leads, key: string) => n(rows.find((r) => r.country === key)?.n);
      return keys
        .map((key) => ({
          country: key,
          label: countryLabel(key),
          leads: count(leads, key),
          requests: count(requests, key),
        }))
        .sort(
          (a, b) => b.leads + b.requests - (a.leads + a.requests) || a.label.localeCompare(b.label, 'es'),
        );
    },

    async invitations(scope: ReportScope): Promise<InvitationReport> {
      const row = await repo.invitationsQuery(scope).executeTakeFirstOrThrow();
      return { requested: n(row.requested), sent: n(row.sent), accounts: n(row.accounts) };
    },
  };

  /** Each report as rows for its CSV file: a header and one line per row of its table. */
  const csvRows: {
    [K in ReportName]: (
      scope: ReportScope,
      timeZone: string,
    ) => Promise<{ header: string[]; rows: Array<Array<string | number>> }>;
  } = {
    meetings: async (scope, timeZone) => {
      const meetings = await reports.meetings(scope);
      return {
        header: [
          'Encuentro',
          staffHeading('Fecha', timeZone, instantsOf(meetings.map((m) => m.startsAt))),
          'Inscritos',
          'Asistieron en directo',
          'Vieron la grabación',
          'Preguntas',
          'Comentarios',
        ],
        rows: meetings.map((r) => [
          r.title,
          staffDateTime(r.startsAt, timeZone),
          r.registered,
          r.live,
          r.replay,
          r.questions,
          r.posts,
        ]),
      };
    },
    routes: async (scope) => ({
      header: ['Eje', 'Preguntas al experto', 'Publicaciones en el foro'],
      rows: (await reports.routes(scope)).map((r) => [r.title, r.questions, r.posts]),
    }),
    funnel: async (scope) => ({
      header: ['Eje', ...Array.from({ length: STOPS }, (_, i) => `Etapa ${i + 1}`)],
      rows: (await reports.funnel(scope)).map((r) => [r.title, ...r.members]),
    }),
    scores: async (scope) => ({
      header: ['Nota', 'Casos prácticos'],
      rows: (await reports.scores(scope)).counts.map((count, score) => [score, count]),
    }),
    countries: async (scope) => ({
      header: ['País', 'Accesos abiertos', 'Solicitudes de invitación'],
      rows: (await reports.countries(scope)).map((r) => [r.label, r.leads, r.requests]),
    }),
    invitations: async (scope) => {
      const r = await reports.invitations(scope);
      return {
        header: ['Solicitadas', 'Invitaciones enviadas', 'Cuentas creadas'],
        rows: [[r.requested, r.sent, r.accounts]],
      };
    },
  };

  return {
    reports,
    async all(filter: ReportFilter, timeZone: string = STAFF_DEFAULT_TIME_ZONE): Promise<Reports> {
      const scope = scopeOf(filter, timeZone);
      // One after another: on SQLite the queries share one connection anyway, and on PostgreSQL the
      // dashboard should not take six of the pool's connections at once.
      const meetings = await reports.meetings(scope);
      const routes = await reports.routes(scope);
      const funnel = await reports.funnel(scope);
      const scores = await reports.scores(scope);
      const countries = await reports.countries(scope);
      const invitations = await reports.invitations(scope);
      return {
        filter: { country: filter.country, from: filter.from, to: filter.to },
        meetings,
        routes,
        funnel,
        scores,
        countries,
        invitations,
      };
    },

    async csv(
      report: ReportName,
      filter: ReportFilter,
      timeZone: string = STAFF_DEFAULT_TIME_ZONE,
    ): Promise<{ filename: string; body: string }> {
      const { header, rows } = await csvRows[report](scopeOf(filter, timeZone), timeZone);
      const suffix = [filter.country, filter.from, filter.to].filter(Boolean).join('_');
      return {
        filename: `informe-${report}${suffix ? `_${suffix.replace(/\s+/g, '-')}` : ''}.csv`,
        body: toCsv(header, rows),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
