// What the forum benchmarks (growth.mjs, burst.mjs) share: a portal server of their own on a fresh database
// (SQLite in a temporary folder, or a new PostgreSQL database when DATABASE_URL is set), signed-in
// sessions made straight in the database, and latency statistics. Never used by a test.
import { spawn } from 'node:child_process';
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import { sql } from 'kysely';
import { serverEntry, serverNodeFlags } from './lib.mjs';
import { createDatabase } from '../../apps/server/src/db/database.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** A new, empty PostgreSQL database next to the one `url` names, and how to drop it. */
async function freshPostgres(url) {
  const { db: admin } = createDatabase({ databaseUrl: url, dataDir: ':memory:', poolSize: 1 });
  const name = `foro_bench_${randomBytes(5).toString('hex')}`;
  await sql`create database ${sql.id(name)}`.execute(admin);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      await admin.destroy();
    },
  };
}

/**
 * Starts the built server as `npm start` does (without the web build) on a fresh
 * database with the demo content, and answers once `/healthz` does. `env` adds to its environment.
 */
export async function startPortal({ databaseUrl = process.env.DATABASE_URL, env = {} } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-bench-'));
  const pgDb = databaseUrl ? await freshPostgres(databaseUrl) : undefined;
  const port = await freePort();
  const secret = randomBytes(32).toString('hex');
  const child = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: pgDb?.url ?? '',
      SESSION_SECRET: secret,
      SEED_DEMO: '1',
      LOG_LEVEL: 'error',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal stopped before answering (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { db, dialect } = createDatabase({ databaseUrl: pgDb?.url, dataDir, poolSize: 4 });
  return {
    url,
    db,
    dialect,
    pid: child.pid,
    /** A signed-in session of `userId`, as the cookies and header a browser would send. */
    async session(userId) {
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      await db
        .insertInto('sessions')
        .values({
          id_hash: createHash('sha256').update(token).digest('base64url'),
          user_id: userId,
          created_at: now.toISOString(),
          last_seen_at: now.toISOString(),
          expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
        })
        .execute();
      const xsrf = createHmac('sha256', secret).update(`xsrf:${token}`).digest('base64url');
      return { cookie: `foro_sid=${token}; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
    },
    async stop() {
      await db.destroy();
      child.kill('SIGTERM');
      await exited;
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `n` members (role member, confirmed), inserted in batches; answers their ids. */
export async function createMembers(db, n, tag = 'bench') {
  const now = new Date().toISOString();
  const ids = [];
  for (let i = 0; i < n; i += 500) {
    const rows = Array.from({ length: Math.min(500, n - i) }, (_, k) => {
      const id = randomUUID();
      ids.push(id);
      return {
        id,
        email: `${tag}-${i + k}-${id.slice(0, 8)}@example.org`,
        password_hash: 'x',
        name: 'Docente',
        lastname: `Prueba ${i + k}`,
        country: 'colombia',
        city: 'Medellín',
        role: 'member',
        rol: 'DOCENTE',
        updated_fields: 1,
        notification_forum: 0,
        created_at: now,
        updated_at: now,
      };
    });
    await db.insertInto('users').values(rows).execute();
  }
  return ids;
}

/**
 * A keep-alive connection pool as wide as the load, so the client never queues what it sends at once, and
 * keeping every connection open between requests (past `maxFreeSockets`, 256 by default, it closes them).
 */
export const agentFor = (connections) =>
  new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });

/** One request through `agent`; answers the status once the whole body has arrived. */
export function send(url, { method = 'GET', headers = {}, body, agent } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: payload
          ? { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : headers,
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A closed loop of `concurrency` clients asking for `path` for `seconds`: requests per second and
 * latency percentiles in milliseconds. A status other than `expect` counts as an error.
 */
/** CPU seconds (user + system) a process has used so far (Linux /proc). */
export function cpuSeconds(pid) {
  if (!pid) return 0;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

export async function load(
  url,
  path,
  { headers = {}, seconds = 3, concurrency = 1, expect = 200, pid } = {},
) {
  const cpuBefore = cpuSeconds(pid);
  const agent = agentFor(concurrency);
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      try {
        if ((await send(url + path, { headers, agent })) !== expect) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    /** Server CPU milliseconds per request, when its pid is given. */
    cpuMs: ((cpuSeconds(pid) - cpuBefore) * 1000) / Math.max(1, latencies.length),
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

/** The machine and its load at the time of a run, for the figures' record. */
export const machine = () => ({
  cpu: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
  memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  node: process.version,
  loadAverage: os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' '),
});

export const isMain = (meta) => process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(meta.url);
