import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../db/database.ts';
import { createTestApp, engines } from '../test/app.ts';
import { databaseRateLimitStore, purgeRateLimitCounters } from './rate-limit-store.ts';

/**
 * Issue 37 item 5 (docs/decisions/0089-request-limits-shared-by-every-process.md): two processes on one
 * database share each limit; before, each counted its own and a crowd behind a balancer got N times it.
 */
async function processOn(db: Db) {
  const app = Fastify();
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  app.post('/form', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  app.post('/other', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  app.post('/short', { config: { rateLimit: { max: 1, timeWindow: 300 } } }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe.each(engines)('request limits on %s', (engine) => {
  it('are shared by two processes, counted per route and address, and start again after their window', async () => {
    const t = await createTestApp(engine);
    // On PostgreSQL the second process has its own connections; on SQLite both use the one file.
    const otherDb =
      engine === 'postgres'
        ? createDatabase({ databaseUrl: t.config.databaseUrl, dataDir: ':memory:' }).db
        : t.db;
    const one = await processOn(t.db);
    const two = await processOn(otherDb);
    try {
      const send = (app: typeof one, url: string, ip = '10.0.0.1') =>
        app.inject({ method: 'POST', url, remoteAddress: ip }).then((r) => r.statusCode);
      expect([await send(one, '/form'), await send(two, '/form'), await send(one, '/form')]).toEqual([
        200, 200, 200,
      ]);
      // The fourth in the minute is refused by whichever process gets it.
      expect(await send(two, '/form')).toBe(429);
      expect(await send(one, '/form')).toBe(429);
      // Another route, another address: counted apart.
      expect(await send(two, '/other')).toBe(200);
      expect(await send(one, '/form', '10.0.0.2')).toBe(200);

      // Past its window a limit starts again.
      expect(await send(one, '/short')).toBe(200);
      expect(await send(two, '/short')).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await send(two, '/short')).toBe(200);

      // The purge removes only windows that ended long ago.
      await purgeRateLimitCounters(t.db);
      expect(await send(one, '/form')).toBe(429);
      await purgeRateLimitCounters(t.db, -60_000);
      expect(await t.db.selectFrom('rate_limit_counters').selectAll().execute()).toEqual([]);
    } finally {
      await one.close();
      await two.close();
      if (otherDb !== t.db) await otherDb.destroy();
      await t.close();
    }
  });
});
