import { describe, expect, it } from 'vitest';
import { createJobQueue } from '../../lib/job-queue.ts';
import { createTestApp, engines, TEST_NOW } from '../../test/app.ts';

// Issue 37 item 3 (docs/decisions/0080-metrics.md): what a Prometheus server scrapes, and only it.

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';

/** Prometheus' text format (values parsed as Go's ParseFloat does: NaN in any case), line by line: comments, then `name{labels} value`. Returns the samples. */
function parseExposition(
  text: string,
): Array<{ name: string; labels: Record<string, string>; value: number }> {
  const samples: Array<{ name: string; labels: Record<string, string>; value: number }> = [];
  const typed = new Set<string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(comment[3]);
        typed.add(comment[2]!);
      }
      continue;
    }
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|nan|[+-]inf)$/i.exec(line);
    expect(m, `not a sample: ${line}`).not.toBeNull();
    const labels: Record<string, string> = {};
    for (const l of (m![2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/g)) {
      labels[l[1]!] = l[2]!;
    }
    const name = m![1]!;
    const family = name.replace(/_(bucket|sum|count|total|created)$/, '');
    expect(typed.has(name) || typed.has(family), `no TYPE for ${name}`).toBe(true);
    samples.push({ name, labels, value: Number(m![3]) });
  }
  return samples;
}

describe.each(engines)('metrics on %s', (engine) => {
  it('are not there without METRICS_TOKEN', async () => {
    const t = await createTestApp(engine);
    try {
      const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('refuse a missing or wrong token and never show it', async () => {
    const t = await createTestApp(engine, { env: { METRICS_TOKEN: TOKEN } });
    try {
      for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, `Bearer ${TOKEN.slice(1)}`]) {
        const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
        expect(res.statusCode, String(authorization)).toBe(401);
        expect(res.body).not.toContain('http_request');
      }
      const ok = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).not.toContain(TOKEN);
    } finally {
      await t.close();
    }
  });

  it('count requests by route pattern and status, and show the queue, streams and the process', async () => {
    const t = await createTestApp(engine, { env: { METRICS_TOKEN: TOKEN } });
    try {
      for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/livez' })).statusCode).toBe(200);
      // A parametric route: the label is the pattern, never the address asked.
      const raw = '/api/axis/info/some-axis-that-is-not-there-42';
      const routed = await t.app.inject({ url: raw });
      const queue = createJobQueue({ db: t.db, dialect: engine, clock: t.clock });
      await queue.enqueue({
        kind: 'mail',
        payload: { to: 'x' },
        runAt: new Date(TEST_NOW.getTime() + 3_600_000),
      });

      const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.headers['cache-control']).toContain('no-store');
      const samples = parseExposition(res.body);
      const one = (name: string, labels: Record<string, string> = {}) =>
        samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

      expect(
        one('http_request_duration_seconds_count', { route: '/livez', method: 'GET', status_code: '200' })
          ?.value,
      ).toBe(3);
      expect(one('http_request_duration_seconds_bucket', { route: '/livez', le: '+Inf' })?.value).toBe(3);
      expect(res.body).not.toContain('some-thread-that-is-not-there-42');
      expect(
        one('http_request_duration_seconds_count', {
          route: '/api/axis/info/:slug',
          status_code: String(routed.statusCode),
        })?.value,
      ).toBe(1);

      expect(one('foro_job_queue_depth')?.value).toBe(1);
      expect(one('foro_job_queue_oldest_age_seconds')?.value).toBe(0);
      expect(one('foro_mails_failed')?.value).toBe(0);
      expect(one('foro_live_streams_open')?.value).toBe(0);
      expect(one('process_cpu_user_seconds_total')).toBeDefined();
      expect(one('nodejs_eventloop_lag_seconds')).toBeDefined();
      if (engine === 'postgres') {
        expect(one('foro_db_pool_connections', { state: 'in_use' })).toBeDefined();
      } else {
        expect(one('foro_db_sqlite_pages')!.value).toBeGreaterThan(0);
      }
    } finally {
      await t.close();
    }
  });
});
