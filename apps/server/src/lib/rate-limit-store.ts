import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/database.ts';

type Answer = { current: number; ttl: number };
type Callback = (error: Error | null, answer?: Answer) => void;

/**
 * The request limits' counters in the database (docs/decisions/0089-request-limits-shared-by-every-process.md),
 * as a store of `@fastify/rate-limit`: every process behind a balancer counts into the same row, so a
 * crowd spread over N processes gets the limit once, not N times. One upsert per limited request
 * (writes, forms, bot-check challenges); the reads members make most are not limited.
 */
export function databaseRateLimitStore(db: Db) {
  async function count(key: string, timeWindow: number): Promise<Answer> {
    const now = Date.now();
    const since = now - timeWindow;
    const row = await db
      .insertInto('rate_limit_counters')
      .values({ key, window_start: now, count: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => {
          const over = eb('rate_limit_counters.window_start', '<=', since);
          return {
            count: eb
              .case()
              .when(over)
              .then(1)
              .else(eb('rate_limit_counters.count', '+', 1))
              .end(),
            window_start: eb
              .case()
              .when(over)
              .then(eb.val(now))
              .else(eb.ref('rate_limit_counters.window_start'))
              .end(),
          };
        }),
      )
      .returning(['count', 'window_start'])
      .executeTakeFirstOrThrow();
    return { current: Number(row.count), ttl: Math.max(0, Number(row.window_start) + timeWindow - now) };
  }

  async function peek(key: string, timeWindow: number): Promise<Answer> {
    const now = Date.now();
    const row = await db
      .selectFrom('rate_limit_counters')
      .select(['count', 'window_start'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row || Number(row.window_start) + timeWindow <= now) return { current: 0, ttl: 0 };
    return { current: Number(row.count), ttl: Number(row.window_start) + timeWindow - now };
  }

  /** The plugin makes one for its defaults (`new Store(options)`) and one per route (`child`). */
  return class DatabaseStore {
    private readonly prefix: string;
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }
    incr(key: string, callback: Callback, timeWindow: number): void {
      count(this.prefix + key, timeWindow).then(
        (answer) => callback(null, answer),
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: Callback, timeWindow: number): void {
      peek(this.prefix + key, timeWindow).then(
        (answer) => callback(null, answer),
        (error: Error) => callback(error),
      );
    }
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): DatabaseStore {
      // At run time the plugin passes its merged options, the route under `routeInfo` (as its own
      // Redis store reads it): one counter per route and key.
      const route = (options as unknown as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
      return new DatabaseStore(`${this.prefix}${route.method ?? ''}${route.url ?? ''}-`);
    }
  };
}

/** Windows that ended long ago: the hourly purge (server.ts) removes their rows. */
export async function purgeRateLimitCounters(db: Db, olderThanMs = 24 * 60 * 60_000): Promise<void> {
  await db
    .deleteFrom('rate_limit_counters')
    .where('window_start', '<', Date.now() - olderThanMs)
    .execute();
}
