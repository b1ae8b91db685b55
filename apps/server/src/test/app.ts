import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { XSRF_COOKIE } from '@foro/shared/session/schemas';
import { buildApp } from '../app.ts';
import { errorLogStream } from './error-logs.ts';
import { loadConfig, type Config } from '../config.ts';
import { createDatabase, migrateToLatest, type Db } from '../db/database.ts';
import { seedDemoIfEmpty } from '../db/seed/index.ts';
import { fixedClock } from '../lib/clock.ts';
import type { Mailer } from '../lib/mailer.ts';
import { TEST_NOW } from './test-now.ts';

export { TEST_NOW };

/** `minutes` after TEST_NOW, as the database stores times. */
export const testTime = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000).toISOString();

/** Which engines the suite runs on: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const engines: Array<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/**
 * An empty PostgreSQL database of the test's own, or, with `template`, a copy of that database (one of
 * the suite's migrated templates, test/templates.ts).
 */
export async function freshPostgres(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 }),
    }),
  });
  const name = `foro_test_${randomBytes(6).toString('hex')}`;
  if (template) await sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(admin);
  else await sql`create database ${sql.id(name)}`.execute(admin);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      await admin.destroy();
    },
  };
}

/**
 * The system's time, as a service reads it, for faults a clock standing still hides (two reads of one
 * request a few milliseconds apart). Each read is at least a millisecond after the one before, so such
 * a fault shows on every run, not only when the machine is slow; `set`/`advance` move it by an offset.
 */
export function tickingClock(): ReturnType<typeof fixedClock> {
  let offset = 0;
  let last = 0;
  return {
    now: () => {
      last = Math.max(Date.now() + offset, last + 1);
      return new Date(last);
    },
    set: (d) => {
      offset = d.getTime() - Date.now();
      last = 0;
    },
    advance: (ms) => (offset += ms),
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: ReturnType<typeof fixedClock>;
  close: () => Promise<void>;
}

/**
 * A second server process on a test app's database (its own connections on PostgreSQL, the same
 * connection on SQLite, as two processes share one file): what one process changes, the other must see.
 */
export async function secondProcess(t: TestApp, engine: 'sqlite' | 'postgres') {
  const db =
    engine === 'postgres'
      ? createDatabase({ databaseUrl: t.config.databaseUrl, dataDir: ':memory:' }).db
      : undefined;
  const app = await buildApp({ config: t.config, db: db ?? t.db, dialect: engine, clock: t.clock });
  return {
    app,
    close: async () => {
      await app.close();
      await db?.destroy();
    },
  };
}

export async function createTestApp(
  engine: 'sqlite' | 'postgres' = 'sqlite',
  options: {
    /**
     * The demo content and accounts (docs/product/README.md#demo-accounts), for the tests that are about
     * them. Without it the database is migrated and empty: a test makes the rows it reads with
     * test/factories.ts (decision 0109).
     */
    seed?: boolean;
    env?: Record<string, string>;
    mailer?: Mailer;
    /** Every log line (at trace level) is pushed here. */
    logLines?: string[];
    /** `real`: the system's time (see `tickingClock`) instead of a clock standing at TEST_NOW. */
    clock?: 'real';
  } = {},
): Promise<TestApp> {
  // The database is a copy of one the suite migrated (and seeded at TEST_NOW) once: each test still has
  // its own. A clock on the system's time seeds its own demo content, dated now.
  const seed = options.seed ?? false;
  const templates = inject('testTemplates');
  const kind = seed && options.clock !== 'real' ? 'demo' : 'plain';
  const pgTemplate = engine === 'postgres' ? templates?.postgres?.[kind] : undefined;
  const pgDb = engine === 'postgres' ? await freshPostgres(pgTemplate) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    // Without logLines only errors are logged, and an error fails the test (test/error-logs.ts).
    LOG_LEVEL: options.logLines ? 'trace' : 'error',
    // The database stays in memory; files (the mail outbox) go to a folder of this test's own.
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'foro-test-')),
    WEB_DIST: '/nonexistent',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...options.env,
  });
  // A test that names its own database (options.env) gets no copy: it is migrated as it used to be.
  const sqliteTemplate = config.databaseUrl ? undefined : templates?.sqlite[kind];
  const pgCopied = pgTemplate !== undefined && config.databaseUrl === pgDb?.url;
  // As in server.ts, pool errors go to the app's log, which a test reads through `logLines`.
  const poolErrors: { report: (error: Error) => void } = { report: () => {} };
  const { db, dialect } = createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: ':memory:',
    onPoolError: (error) => poolErrors.report(error),
    ...(sqliteTemplate ? { sqliteImage: sqliteImage(sqliteTemplate) } : {}),
  });
  const copied = pgCopied || sqliteTemplate !== undefined;
  if (!copied) await migrateToLatest(db);
  const clock = options.clock === 'real' ? tickingClock() : fixedClock(TEST_NOW);
  if (seed && (kind === 'plain' || !copied)) await seedDemoIfEmpty(db, clock);
  const logLines = options.logLines;
  const logStream = logLines
    ? new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      })
    : errorLogStream();
  const app = await buildApp(
    { config, db, dialect, clock, ...(options.mailer ? { mailer: options.mailer } : {}) },
    logStream,
  );
  poolErrors.report = (error) => app.log.error({ err: error }, 'PostgreSQL pool error');
  return {
    app,
    db,
    config,
    clock,
    close: async () => {
      await app.close();
      // From here the database goes away by design (dropped `with (force)`): a pool connection that
      // hears of it is no fault of the next test, which would otherwise fail on the logged error.
      poolErrors.report = () => {};
      await db.destroy();
      await pgDb?.drop();
    },
  };
}

const sqliteImages = new Map<string, Buffer>();
/** The serialized template database in `file`, read once per test file. */
function sqliteImage(file: string): Buffer {
  let image = sqliteImages.get(file);
  if (!image) sqliteImages.set(file, (image = fs.readFileSync(file)));
  return image;
}

/** A cookie jar for inject(): keeps what the server sets, like a browser does. */
export class Browser {
  cookies = new Map<string, string>();
  /** Each browser comes from its own address, as people do; pass one to share it. */
  private readonly app: FastifyInstance;
  readonly ip: string;
  constructor(
    app: FastifyInstance,
    ip = `10.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}`,
  ) {
    this.app = app;
    this.ip = ip;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(opts: {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
    xsrf?: boolean;
  }) {
    const headers: Record<string, string> = { ...opts.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    if (opts.xsrf !== false && this.cookies.has(XSRF_COOKIE))
      headers['x-xsrf-token'] = this.cookies.get(XSRF_COOKIE)!;
    const response = await this.app.inject({
      method: opts.method ?? 'GET',
      url: opts.url,
      headers,
      remoteAddress: this.ip,
      ...(opts.payload !== undefined ? { payload: opts.payload as string } : {}),
    });
    for (const c of response.cookies) {
      if (c.maxAge === 0 || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  /** Signs in through the connect page, as a person would. */
  async signIn(email: string, password = 'demo1234', redirectTo = '/', extra: Record<string, string> = {}) {
    const page = await this.request({ url: `/connect?redirectTo=${encodeURIComponent(redirectTo)}` });
    const token = /name="_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    return this.request({
      method: 'POST',
      url: '/connect',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password, redirectTo, _token: token, ...extra }).toString(),
    });
  }
}

/** A route thread's page of posts as `browser` reads it. */
export const threadPage = async (browser: Browser, axisSlug: string, threadSlug: string, page = 1) =>
  (await browser.request({ url: `/api/axis/${axisSlug}/threads/${threadSlug}/posts?page=${page}` })).json();
