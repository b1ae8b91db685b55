// Shared pieces of the benchmark (scripts/bench.mjs): start the portal as production starts it, start the
// raw `node:http` reference that serves the same bytes, run a load generator against both, and summarise.
// Sections (scripts/bench/sections/*.mjs) use these; none of this runs inside a test.
import { fork, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The portal's session secret when the benchmark starts it: sections sign anti-forgery tokens with it. */
export const SESSION_SECRET = 'benchmark-only-secret-0123456789abcdef';
/**
 * The flags `npm start` gives Node and the file it runs (apps/server/package.json: the built server), so
 * that every benchmark runs the server exactly as production starts it.
 */
const startWords = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'))
  .scripts.start.split(/\s+/)
  .slice(1);
export const serverNodeFlags = startWords.filter((word) => word.startsWith('--'));
export const serverEntry = startWords.find((word) => !word.startsWith('--'));
if (!fs.existsSync(path.join(root, 'apps/server', serverEntry))) {
  console.error('The server is not built: run `npm run build` first.');
  process.exit(1);
}
const TICK_MS = 10; // Linux reports CPU time in clock ticks of 1/100 s (USER_HZ)

/** Settings every section shares; the environment changes the defaults. */
export const settings = {
  seconds: Number(process.env.BENCH_SECONDS ?? 3),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 1),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  engines: (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').filter(Boolean),
  postgresUrl: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  tmp: process.env.BENCH_TMP ?? path.join(os.tmpdir(), `foro-bench-${process.pid}`),
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * BENCH_PORTAL_ENV (JSON): variables for the portal's processes only, not the benchmark's own, its
 * clients or Chromium; e.g. the allocator the container starts it with (Dockerfile, decision 0104):
 * `{"LD_PRELOAD":"/usr/lib/x86_64-linux-gnu/libjemalloc.so.2","MALLOC_CONF":"background_thread:true,…"}`.
 */
export const portalEnv = JSON.parse(process.env.BENCH_PORTAL_ENV ?? '{}');

/** CPU time (user + system) a process has used so far, in milliseconds. */
export function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** Resident memory of a process now, in MB. */
export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Private memory of a process now (RssAnon: its heap, V8's and malloc's, not the binary's or files'
 * pages), in MB: what a crowd adds and what the process may give back.
 */
export function rssAnonMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/RssAnon:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

// BENCH_PORT: the first port to use (one more per portal or reference started), when others are taken.
let nextPort = Number(process.env.BENCH_PORT ?? 3900 + (process.pid % 50) * 4);
export const freePort = () => nextPort++;

/** A fresh PostgreSQL database for one run; dropped by the returned function. */
export async function freshPostgres(name) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: settings.postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(settings.postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: settings.postgresUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/**
 * Starts the portal the way production does (`npm start`'s Node flags and its built server) and waits for its first healthy answer. Returns its address, pid, start-up time and stop().
 */
export async function startPortal({ engine, databaseUrl, dataDir, extraEnv = {}, nodeArgs = [] }) {
  const port = freePort();
  const started = performance.now();
  // BENCH_PROFILE_DIR: each portal writes a CPU profile there when it stops (the benchmark's own processes do not).
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...serverNodeFlags, ...profile, ...nodeArgs, serverEntry], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: engine === 'postgres' ? databaseUrl : '',
      SEED_DEMO: '1',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      SESSION_SECRET,
      ...portalEnv,
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal stopped while starting:\n${stderr}`);
    try {
      // A time limit: one such request once never got an answer, and the benchmark waited for it for minutes.
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // not listening yet, or not answering yet
    }
    await sleep(5);
  }
  const startupMs = performance.now() - started;
  return {
    url,
    pid: child.pid,
    startupMs,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Fetches each path once from the portal and keeps status, headers and bytes for the reference. */
export async function capture(baseUrl, requests) {
  const answers = [];
  for (const r of requests) {
    const res = await fetch(baseUrl + r.path, { headers: r.headers ?? {}, redirect: 'manual' });
    if (res.status >= 400)
      throw new Error(`${r.path} answers ${res.status}: fix the section before measuring it`);
    // fetch decodes bodies; the raw bytes are fetched again without decoding.
    const raw = await rawGet(baseUrl + r.path, r.headers ?? {});
    const headers = {};
    for (const [name, value] of Object.entries(raw.headers)) {
      if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) headers[name] = value;
    }
    headers['content-length'] = String(raw.body.length);
    answers.push({ path: r.path, status: res.status, headers, body: raw.body.toString('base64') });
  }
  return answers;
}

async function rawGet(url, headers) {
  const { default: http } = await import('node:http');
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Starts the reference server on the captured answers (a child process, so its CPU is measured alone). */
/**
 * Starts the raw reference serving `answers` (from `capture`, or made by a section). `nodeArgs` and
 * `extraEnv` as for the portal (the live-streams section preloads its garbage collection on signal);
 * `ask(message, answerType)` talks to it over IPC (see reference-server.mjs).
 */
export async function startReference(answers, { nodeArgs = [], extraEnv = {} } = {}) {
  fs.mkdirSync(settings.tmp, { recursive: true });
  const file = path.join(settings.tmp, `answers-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify(answers));
  return startHelperServer('reference-server.mjs', [file], { nodeArgs, extraEnv });
}

/**
 * Starts `script` (a server of scripts/bench) as a child process on a free port (its last argument) and
 * waits for its 'ready' message: `{ url, pid, ask, stop }`.
 */
export async function startHelperServer(script, args, { nodeArgs = [], extraEnv = {} } = {}) {
  const port = freePort();
  const child = fork(path.join(root, 'scripts/bench', script), [...args, String(port)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    execArgv: nodeArgs,
    env: { ...process.env, ...extraEnv },
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${script} stopped with ${code} before it was ready`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    ask: (message, answerType) =>
      new Promise((resolve) => {
        const onMessage = (m) => {
          if (m?.type !== answerType) return;
          child.off('message', onMessage);
          resolve(m);
        };
        child.on('message', onMessage);
        child.send(message);
      }),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A session of `userId` written straight into the database (a day long); its token, as the cookie carries it. */
export async function newSession(db, userId) {
  const sid = randomBytes(32).toString('base64url');
  const now = new Date().toISOString();
  await db.query(
    'insert into sessions (id_hash, user_id, created_at, last_seen_at, expires_at, user_agent) values (?, ?, ?, ?, ?, null)',
    [
      createHash('sha256').update(sid).digest('base64url'),
      userId,
      now,
      now,
      new Date(Date.now() + 86_400_000).toISOString(),
    ],
  );
  return sid;
}

/**
 * The database the portal runs on, through the same driver, so members and sessions are written fast
 * (`?` placeholders on both engines).
 */
export async function openDatabase(engine, databaseUrl, dataDir) {
  if (engine === 'postgres') {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      query: async (text, params) => {
        let i = 0;
        return (
          await client.query(
            text.replace(/\?/g, () => `$${++i}`),
            params,
          )
        ).rows;
      },
      close: () => client.end(),
    };
  }
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(path.join(dataDir, 'foro.sqlite'));
  db.pragma('busy_timeout = 5000');
  return {
    query: async (text, params = []) =>
      /^\s*select/i.test(text) ? db.prepare(text).all(...params) : (db.prepare(text).run(...params), []),
    close: () => db.close(),
  };
}

/**
 * Makes a meeting live now, on its day, for ten hours whatever the clock (`slug`, or the newest published
 * one), and returns its id and slug. Set it before the portal starts again, so that no process keeps the
 * meeting as it was.
 */
export async function meetingLiveNow(db, slug) {
  const [meeting] = slug
    ? await db.query('select id, slug from meetings where slug = ?', [slug])
    : await db.query(
        'select id, slug from meetings where published_at is not null and published_at <= ? and archived_at is null order by starts_at desc',
        [new Date().toISOString()],
      );
  await db.query(
    'update meetings set starts_at = ?, duration_minutes = 600, active_override = 1, post_event_override = null, posts_hidden = 0 where id = ?',
    [new Date(Date.now() - 10 * 60_000).toISOString(), meeting.id],
  );
  return meeting;
}

/**
 * One load run: `connections` clients for `seconds` on one path of one server, the client in a process
 * of its own (load-client.mjs). A run that got no successful answer stops the benchmark: a row of
 * nothing must not print as a ratio.
 */
let loadRuns = 0;
export async function load(server, request, seconds = settings.seconds) {
  const cpuBefore = cpuMs(server.pid);
  const spec = {
    url: server.url + request.path,
    path: request.path,
    connections: settings.connections,
    seconds,
    headers: request.headers ?? {},
    // `rotate`: headers that change with every request, in turn (a crowd of sessions, each asking once in a while).
    rotate: request.rotate,
  };
  fs.mkdirSync(settings.tmp, { recursive: true });
  const specFile = path.join(settings.tmp, `load-${process.pid}-${++loadRuns}.json`);
  fs.writeFileSync(specFile, JSON.stringify(spec));
  const result = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/bench/load-client.mjs'), specFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load client exited with ${code}`)),
    );
  });
  fs.rmSync(specFile, { force: true });
  const cpu = cpuMs(server.pid) - cpuBefore;
  if (!result.ok)
    throw new Error(
      `no successful answer from ${server.url}${request.path} in ${seconds} s ` +
        `(${result.total} answers, ${result.errors} errors, ${result.timeouts} timeouts)`,
    );
  const total = result.total || 1;
  return {
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    cpuPerRequestMs: cpu / total,
    rssMb: rssMb(server.pid),
    rssAnonMb: rssAnonMb(server.pid),
    bad: result.non2xx + result.errors + result.timeouts,
    statusCodes: result.statusCodeStats,
  };
}

/**
 * The side-by-side measure: for each round and each request, the reference then the portal, one after
 * the other, so that a busy moment of the machine hits both. Returns one row per request.
 */
export async function compare(portal, reference, requests, { ceiling } = {}) {
  const runs = new Map(requests.map((r) => [r.label, { reference: [], portal: [], ceiling: [] }]));
  if (settings.warmupSeconds > 0) {
    for (const r of requests) await load(portal, r, settings.warmupSeconds);
    if (ceiling)
      for (const r of requests.filter((q) => q.ceiling)) await load(ceiling, r, settings.warmupSeconds);
  }
  for (let round = 0; round < settings.rounds; round++) {
    for (const r of requests) {
      runs.get(r.label).reference.push(await load(reference, r));
      if (ceiling && r.ceiling) runs.get(r.label).ceiling.push(await load(ceiling, r));
      runs.get(r.label).portal.push(await load(portal, r));
    }
  }
  return requests.map((r) => {
    const { reference: ref, portal: mine, ceiling: hand } = runs.get(r.label);
    const ratios = mine.map((m, i) => m.rps / (ref[i].rps || 1));
    // `ceiling` (the crowd section): a hand-written server doing the least work for the same read, measured
    // in the same rounds; "x ceiling" is how many times its rate the portal's is below (1.8 at most is the goal).
    const ceilingColumns = ceiling
      ? {
          'ceiling/raw': hand.length
            ? spread(
                hand.map((h, i) => h.rps / (ref[i].rps || 1)),
                3,
              )
            : '',
          'x ceiling': hand.length
            ? spread(
                hand.map((h, i) => h.rps / (mine[i].rps || 1)),
                2,
              )
            : '',
          'ceiling p99 ms': hand.length
            ? spread(
                hand.map((h) => h.p99),
                1,
              )
            : '',
          'ceiling CPU ms/req': hand.length
            ? spread(
                hand.map((h) => h.cpuPerRequestMs),
                3,
              )
            : '',
        }
      : {};
    return {
      path: r.label,
      'portal req/s': spread(
        mine.map((m) => m.rps),
        0,
      ),
      'raw req/s': spread(
        ref.map((m) => m.rps),
        0,
      ),
      ratio: spread(ratios, 3),
      'p50 ms': spread(
        mine.map((m) => m.p50),
        1,
      ),
      'p99 ms': spread(
        mine.map((m) => m.p99),
        1,
      ),
      'raw p99 ms': spread(
        ref.map((m) => m.p99),
        1,
      ),
      'CPU ms/req': spread(
        mine.map((m) => m.cpuPerRequestMs),
        3,
      ),
      'raw CPU ms/req': spread(
        ref.map((m) => m.cpuPerRequestMs),
        3,
      ),
      'RSS MB': spread(
        mine.map((m) => m.rssMb),
        0,
      ),
      // Issue 36: the private part (V8's heap and malloc's), ≤ 120 MB under this load.
      'RssAnon MB': spread(
        mine.map((m) => m.rssAnonMb ?? 0),
        0,
      ),
      ...ceilingColumns,
      'not 2xx/3xx': mine.reduce((n, m) => n + m.bad, 0) + hand.reduce((n, m) => n + m.bad, 0),
      goal: r.goal ?? '',
    };
  });
}

/** `median [min..max]` of a few measures. */
export function spread(values, digits) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const f = (v) => v.toFixed(digits);
  return sorted.length > 1 ? `${f(median)} [${f(sorted[0])}..${f(sorted.at(-1))}]` : f(median);
}

/** The median of `median [min..max]`, to check a goal. */
export const medianOf = (text) => Number(String(text).split(' ')[0]);

/** The demo member (DECISIONS: demo accounts) whose pages the benchmark and Lighthouse read. */
export const DEMO_MEMBER = { email: 'docente@example.org', password: 'demo1234' };

/** A command-line tool's output: its tables are what it prints. */
export const say = (text) => {
  // eslint-disable-next-line no-console
  console.log(text);
};

/** Prints rows of objects as a markdown table (docs/performance.md keeps them as printed). */
export function printTable(rows) {
  if (!rows?.length) return;
  const columns = Object.keys(rows[0]);
  const line = (cells) => `| ${cells.join(' | ')} |`;
  say(
    [line(columns), line(columns.map(() => '---')), ...rows.map((r) => line(columns.map((c) => r[c])))].join(
      '\n',
    ),
  );
}

/** Signs in through the connect form as one of the demo accounts; returns the Cookie header. */
export async function signIn(baseUrl, email, password) {
  const page = await fetch(`${baseUrl}/connect`);
  const jar = new Map();
  const keep = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  keep(page);
  const token = /name="_token" value="([^"]+)"/.exec(await page.text())?.[1];
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${baseUrl}/connect`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie() },
    body: new URLSearchParams({ email, password, _token: token ?? '', redirectTo: '/' }),
  });
  if (res.status !== 303) throw new Error(`sign-in as ${email} failed with ${res.status}`);
  keep(res);
  return cookie();
}

/** Machine facts printed with every run (docs/performance.md keeps them with the figures). */
export function machine() {
  const cpus = os.cpus();
  return {
    cpu: `${cpus.length} × ${cpus[0]?.model ?? 'unknown'}`,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    node: process.version,
    'load average (1, 5, 15 min)': os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', '),
  };
}
