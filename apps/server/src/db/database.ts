import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, type KyselyPlugin } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { migrationProvider } from './migrations/index.ts';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder of the SQLite file; `:memory:` keeps it in memory (tests). */
  dataDir: string;
  /** Told when the PostgreSQL pool drops a broken idle connection; the default writes to stderr. */
  onPoolError?: (error: Error) => void;
  /** Connections the PostgreSQL pool may open (DATABASE_POOL_SIZE); 10 unless given. */
  poolSize?: number | undefined;
  /** A serialized SQLite database to start from, in memory (the test app's copy of a migrated one). */
  sqliteImage?: Buffer | undefined;
}

export function createDatabase(options: DatabaseOptions): { db: Db; dialect: Dialect } {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection that the server closes (restart, failover) must not crash the process:
    // the pool drops it and opens a new one on the next query. It is still reported, since many in
    // a row mean the database is going away.
    pool.on('error', options.onPoolError ?? ((error) => console.error('PostgreSQL pool error:', error)));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // Kysely ends the pool only if it ever ran a query itself; the named statements below use the pool
    // directly, so a database that only ran those (a second test process) kept its connections open
    // after `destroy`, until a dropped database terminated them with an error.
    // And pg-pool's `end` resolves once it has asked its connections to close, not once they have: a
    // database dropped right after terminated a connection still closing, an error on an ended pool. So
    // `destroy` resolves when every connection has closed (the pool says `remove` for each).
    const destroy = db.destroy.bind(db);
    db.destroy = async () => {
      let open = pool.totalCount;
      const closed = new Promise<void>((resolve) => {
        if (open === 0) return resolve();
        // A connection that fails while it opens leaves the pool without a `remove`: wait no more than 5 s.
        const limit = setTimeout(resolve, 5000).unref();
        pool.on('remove', () => --open === 0 && (clearTimeout(limit), resolve()));
      });
      await destroy();
      if (!pool.ended) await pool.end();
      await closed;
    };
    poolFigures.set(db, () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    preparedRunners.set(db, (text) => namedStatement(pool, text));
    return { db, dialect: 'postgres' };
  }
  let file = ':memory:';
  if (options.dataDir !== ':memory:') {
    fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    file = path.join(options.dataDir, 'foro.sqlite');
    ownerOnly(file);
  }
  const sqlite = options.sqliteImage ? new SQLite(options.sqliteImage) : new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // With WAL, NORMAL writes each commit to the log without waiting for the disk: a commit survives a
  // crash of the process (db/database-durability.test.ts), and only a power loss can take back the
  // last ones. FULL made every write of a burst wait for an fsync on the event loop
  // (docs/decisions/0033-forums-that-grow.md).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kept = withKeptStatements(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: kept }) });
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  // Other connections' commits (a script such as create-staff; the server is one process on SQLite),
  // asked at most once per turn of the event loop: each ask takes and releases a lock on the WAL's
  // shared-memory file, two system calls, and a page read asked it two or three times. The answer is
  // forgotten at the turn's check phase; requests read in the turn's poll phase arrived before the ask,
  // so they see every commit they could have heard of. This connection's own writes are counted as they
  // run, never late (docs/performance.md "Other connections' commits, once per turn").
  let thisTurn: string | null = null;
  const otherCommits = () => {
    if (thisTurn === null) {
      thisTurn = String(dataVersion.get());
      setImmediate(() => {
        thisTurn = null;
      });
    }
    return thisTurn;
  };
  changeStamps.set(db, () => `${kept.writes()}:${otherCommits()}`);
  preparedRunners.set(db, (text) => {
    const statement = sqlite.prepare(plannedOnce(text));
    if (!statement.reader) return undefined;
    // better-sqlite3 answers at once: run here, past Kysely's connection lock and its promises, unless a
    // transaction is open on the connection (its writes are not committed yet): then the read waits for
    // the lock as before.
    return (values) => (sqlite.inTransaction ? undefined : statement.all(values as unknown[]));
  });
  serializers.set(db, () => sqlite.serialize());
  return { db, dialect: 'sqlite' };
}

const serializers = new WeakMap<Db, () => Buffer>();

/** The engine a database (or a transaction on it) runs on, for the few statements written per engine. */
export const dialectOf = (db: Db): Dialect =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/**
 * Runs one SQL text, always the same, with the values of each call; `undefined` when it cannot now (a
 * SQLite transaction is open): the caller runs it through Kysely instead.
 */
export type PreparedRun = (values: readonly unknown[]) => Promise<unknown[]> | unknown[] | undefined;
const preparedRunners = new WeakMap<Db, (text: string) => PreparedRun | undefined>();

/**
 * A read's SQL text kept ready on the engine, run past Kysely's executor (no plugins, no logging hook;
 * decision 0117). On PostgreSQL a named statement of each pooled connection: parsed and planned once per
 * connection, then only bound and run, as the hand-written ceiling does (Kysely sends every query unnamed,
 * parsed and planned again each time). On SQLite the statement itself, called synchronously. Undefined
 * for a database seen through a transaction or a plugin, and for a text that is not a read.
 */
export const preparedOf = (db: Db): ((text: string) => PreparedRun | undefined) | undefined =>
  preparedRunners.get(db);

/** PostgreSQL's answer when a kept statement's columns changed type under it (a migration elsewhere). */
const CACHED_PLAN_CHANGED = '0A000';

function namedStatement(pool: pg.Pool, text: string): PreparedRun {
  // The name comes from the text alone: the same in every process, never two texts under one name on a
  // connection. A migration that changes the type of a column it returns makes PostgreSQL refuse the
  // kept plan: the text is then kept again under a new name (the old one stays idle on its connections).
  const digest = createHash('sha256').update(text).digest('hex').slice(0, 32);
  let generation = 0;
  const run = async (values: readonly unknown[], again: boolean): Promise<unknown[]> => {
    const name = `foro_${digest}_${generation}`;
    try {
      return (await pool.query({ name, text, values: values as unknown[] })).rows;
    } catch (error) {
      if (again || (error as { code?: string }).code !== CACHED_PLAN_CHANGED) throw error;
      if (name === `foro_${digest}_${generation}`) generation++;
      return run(values, true);
    }
  };
  return (values) => run(values, false);
}

/** The SQLite database's content as one buffer (`sqliteImage` opens a copy); undefined on PostgreSQL. */
export const serializeSqlite = (db: Db): Buffer | undefined => serializers.get(db)?.();

const changeStamps = new WeakMap<Db, () => string>();

export interface PoolFigures {
  /** Connections open. */
  total: number;
  /** Open and idle: `total - idle` are in use. */
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}
const poolFigures = new WeakMap<Db, () => PoolFigures>();

/**
 * The PostgreSQL pool's figures (docs/decisions/0080-metrics.md); undefined on SQLite, where one
 * synchronous connection serves the process and has no pool to run out of.
 */
export const poolFiguresOf = (db: Db): (() => PoolFigures) | undefined => poolFigures.get(db);

/**
 * On SQLite, a text that stays the same as long as nothing may have been committed to the file: it moves
 * with every statement this connection runs that is not a read (counted before it runs) and with every
 * commit of another connection (`PRAGMA data_version`, one native call). Readers of rarely changing
 * tables (lib/public-answers.ts) skip their query while it stays the same. PostgreSQL has none: its
 * writers may be other processes, so readers ask the database.
 */
export const changeStampOf = (db: Db): (() => string) | undefined => changeStamps.get(db);

/** `db` seen through a plugin (tests that watch the statements), keeping its change stamp. */
export function withPluginOf(db: Db, plugin: KyselyPlugin): Db {
  const seen = db.withPlugin(plugin);
  const stamp = changeStamps.get(db);
  if (stamp) changeStamps.set(seen, stamp);
  return seen;
}

/**
 * A statement's SQL as SQLite is given it, planned once for every value (docs/decisions/0120). Since
 * SQLite 3.54, a join or an ordered query compared with a bound value (`column = ?`, `is ?`, `limit ?`)
 * keeps a note to plan itself again if that value changes to or from 0 or 1; clearing the values sets
 * it off whatever they were, and better-sqlite3 clears them after every run. Every such statement was
 * parsed and planned again on every run: a thread page's two reads cost 55 and 50 µs instead of about
 * 11 and 6. Written `+?`, the value is the same (unary plus changes no value, affinity or collation) and
 * the planner no longer looks at it. `like ?` is left as it is: its plan rightly depends on the pattern.
 */
export const plannedOnce = (text: string): string =>
  text.replace(/(?<![<>!=])(=|\bis|\blimit) \?/gi, '$1 +?');

/**
 * Each SQL text is prepared once and its statement reused (docs/performance.md): preparing took a
 * noticeable share of every query. Kysely runs one query at a time on the connection, so a statement is
 * never used twice at once. Bounded: the app has a few hundred distinct queries.
 */
function withKeptStatements(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  let writes = 0;
  return {
    /** Statements prepared to run that are not reads; Kysely runs each one right after preparing it. */
    writes: () => writes,
    close: () => sqlite.close(),
    prepare: (text: string) => {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= 2000) statements.clear();
        statement = sqlite.prepare(plannedOnce(text));
        statements.set(text, statement);
      }
      if (!statement.reader) writes++;
      return statement;
    },
  };
}

/**
 * The database holds e-mails and password hashes: its file is readable by the server's user only.
 * It is created 0600 before SQLite opens it, and an older file is tightened; SQLite gives its
 * journal, WAL and shared-memory files the mode of the database file.
 */
function ownerOnly(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const name of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    try {
      fs.chmodSync(name, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
