import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { poolFiguresOf } from '../../db/database.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics` in Prometheus' text format (docs/decisions/0080-metrics.md), only with METRICS_TOKEN set
 * (404 otherwise) and only for a request that carries it as its bearer token (401 otherwise). The request
 * hot path pays one histogram observation in an onResponse hook; every other figure is read when scraped.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const token = app.config.metricsToken;
  if (!token) return;
  const expected = digest(`Bearer ${token}`);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Routed HTTP requests by method, route pattern and status, with their duration.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The pattern (`/api/threads/:id`), never the raw URL; unrouted requests share one label.
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  new Gauge({
    name: 'foro_live_streams_open',
    help: 'Live update streams this process holds open.',
    registers: [registry],
    collect() {
      this.set(app.liveBus.openStreams());
    },
  });

  // The durable queue (docs/decisions/0037-durable-job-queue.md): read once per scrape, for all three gauges.
  const queue = async () => {
    const now = app.clock.now().toISOString();
    const row = await app.db
      .selectFrom('jobs')
      .select([
        sql<number>`count(case when status = 'pending' then 1 end)`.as('pending'),
        sql<string | null>`min(case when status = 'pending' and run_at <= ${now} then run_at end)`.as(
          'oldest',
        ),
        sql<number>`count(case when status = 'failed' then 1 end)`.as('failed'),
      ])
      .executeTakeFirstOrThrow();
    return row;
  };
  let reading: ReturnType<typeof queue> | null = null;
  const queueOnce = () => (reading ??= queue().finally(() => setImmediate(() => (reading = null))));

  new Gauge({
    name: 'foro_job_queue_depth',
    help: 'Jobs (mostly mails) waiting in the queue, due or not.',
    registers: [registry],
    async collect() {
      this.set(Number((await queueOnce()).pending));
    },
  });
  new Gauge({
    name: 'foro_job_queue_oldest_age_seconds',
    help: 'How long the oldest due job has waited past its time (0 when none is due).',
    registers: [registry],
    async collect() {
      const oldest = (await queueOnce()).oldest;
      const age = oldest ? (app.clock.now().getTime() - new Date(oldest).getTime()) / 1000 : 0;
      this.set(Math.max(0, age));
    },
  });
  new Gauge({
    name: 'foro_mails_failed',
    help: 'Queued jobs (mails) that failed for good after every attempt, as kept in the queue.',
    registers: [registry],
    async collect() {
      this.set(Number((await queueOnce()).failed));
    },
  });

  const pool = poolFiguresOf(app.db);
  if (pool) {
    new Gauge({
      name: 'foro_db_pool_connections',
      help: 'PostgreSQL pool connections by state (in_use, idle) and queries waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const f = pool();
        this.set({ state: 'in_use' }, f.total - f.idle);
        this.set({ state: 'idle' }, f.idle);
        this.set({ state: 'waiting' }, f.waiting);
      },
    });
  } else {
    // SQLite: one synchronous connection, never "in use" between turns of the event loop; its busy
    // time shows as event loop lag (nodejs_eventloop_lag_seconds). What is worth watching is its size.
    new Gauge({
      name: 'foro_db_sqlite_pages',
      help: 'Pages of the SQLite database file (times page size: its size).',
      registers: [registry],
      async collect() {
        const r = await sql<{ page_count: number }>`pragma page_count`.execute(app.db);
        this.set(Number(r.rows[0]?.page_count ?? 0));
      },
    });
  }
  app.get(
    '/metrics',
    { config: { access: 'public', cache: 'no-store' }, schema: { hide: true } },
    async (request, reply) => {
      const given = digest(request.headers.authorization ?? '');
      if (!timingSafeEqual(given, expected)) {
        return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('Unauthorized');
      }
      const text = await registry.metrics();
      return reply.type(registry.contentType).send(text);
    },
  );
});
