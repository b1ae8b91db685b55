import { CompiledQuery, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createReportsRepository, type ReportScope } from './reports.repository.ts';

/** Tables that grow with the members; the small ones (meetings, axes, steps, threads) may be read whole. */
const big = [
  'users',
  'meeting_inscriptions',
  'meeting_attendance',
  'meeting_presence',
  'meeting_questions',
  'meeting_posts',
  'axis_questions',
  'thread_posts',
  'step_visits',
  'test_attempts',
  'open_access_leads',
  'contact_requests',
  'invitations',
];

describe('the reports read indexes, never a whole big table (docs/performance.md#reports)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('plans every aggregate, with and without filters, on indexes', async () => {
    const repo = createReportsRepository(t.db);
    const period = { start: '2026-01-01T00:00:00.000Z', end: '2026-04-01T00:00:00.000Z' };
    const scopes: Record<string, ReportScope> = {
      all: { period: {} },
      country: { country: 'chile', period: {} },
      period: { period },
      both: { country: 'chile', period },
    };
    const ids = ['a', 'b', 'c'];
    for (const [label, scope] of Object.entries(scopes)) {
      const queries: Record<string, Compilable> = {
        registered: repo.registeredQuery(ids, scope),
        attendance: repo.attendanceQuery(ids, scope),
        meetingQuestions: repo.meetingQuestionsQuery(ids, scope),
        meetingPosts: repo.meetingPostsQuery(ids, scope),
        axisQuestions: repo.axisQuestionsQuery(scope),
        threadPosts: repo.threadPostsQuery(scope),
        funnel: repo.funnelQuery(scope),
        scores: repo.scoresQuery(scope),
        leads: repo.leadsQuery(scope),
        requests: repo.requestsQuery(scope),
        invitations: repo.invitationsQuery(scope),
      };
      for (const [name, query] of Object.entries(queries)) {
        const compiled = query.compile();
        const plan = await t.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
        );
        const steps = plan.rows.map((row) => row.detail);
        // "SCAN t" reads every row of t; "SCAN t USING COVERING INDEX i" reads only the index, and
        // "SEARCH" reads the rows an index points at.
        const wholeTables = steps.filter((step) => {
          const scanned = /^SCAN (\w+)(?: AS \w+)?(.*)$/.exec(step);
          return scanned && big.includes(scanned[1]!) && !/USING COVERING INDEX/.test(scanned[2]!);
        });
        expect(wholeTables, `${name} (${label}): ${steps.join(' | ')}`).toEqual([]);
        expect(steps.length, `${name} (${label})`).toBeGreaterThan(0);
      }
    }
  });
});
