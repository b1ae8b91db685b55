// Issue 33, item 9 (first part), and issue 37, item 5: the minute a meeting starts. Members arrive at the
// live meeting's live page, BENCH_ARRIVALS_RATE (100) a second for BENCH_ARRIVALS_SECONDS (20), each a
// different member with a session of their own, each doing what Chromium did for that page: the requests
// are recorded once per run from a real page load (headless Chromium, signed in as the demo member, on a
// 375×812 screen; the same-origin requests in order, with their headers) and replayed per member by
// scripts/bench/arrivals-client.mjs (a process of its own) with the member's cookie and token,
// `Accept-Encoding: br, gzip` as a phone over HTTPS sends, at most 6 connections per member. Measured:
// each member's first screen (the shell, every file and every first-screen answer read in full), the
// answers that were not 2xx/3xx or failed, and the servers' CPU per member against raw node:http
// (scripts/bench/reference-server.mjs) replaying the same bytes to the same arrivals in the same run.
// SQLite: one process. PostgreSQL: two processes behind nginx with deploy/nginx/foro.conf.
// Issue 36, item 3: each portal process's private memory (RssAnon) just before the crowd, at its peak
// (sampled while the members arrive and hold their streams) and BENCH_ARRIVALS_SETTLE_SECONDS (45) after
// the crowd left (the client's process ended, every stream closed), and after / before.
// BENCH_ARRIVALS_COLLECT=1 (implied by BENCH_HEAP_SNAPSHOT_DIR) preloads scripts/bench/gc-on-signal.mjs:
// after each of those two readings the portal collects its garbage (and writes a heap snapshot to
// BENCH_HEAP_SNAPSHOT_DIR), and the section prints V8's heap, `external` and `arrayBuffers` then. Writing a
// snapshot takes the portal's RssAnon up by about 145 MB that it keeps: such a run's ratio says nothing.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startNginxFront } from '../../nginx-front.ts';
import { membersWithSessions } from '../bursts.mjs';
import {
  DEMO_MEMBER,
  capture,
  cpuMs,
  freePort,
  meetingLiveNow,
  openDatabase,
  portalEnv,
  printTable,
  root,
  rssAnonMb,
  settings,
  signIn,
  startPortal,
  startReference,
} from '../lib.mjs';
import { chromePath } from '../lighthouse-runs.mjs';

const RATE = Number(process.env.BENCH_ARRIVALS_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_ARRIVALS_SECONDS ?? 20);
const MEMBERS = Math.round(RATE * SECONDS);
/** How long after the crowd left the portal's memory is read again (issue 36: 30–60 s). */
const SETTLE_SECONDS = Number(process.env.BENCH_ARRIVALS_SETTLE_SECONDS ?? 45);
/** How often the portal's memory is read while the crowd is there, for its peak. */
const MEMORY_SAMPLE_MS = 200;
const ENCODINGS = 'br, gzip';
/** How long the recording waits after the page's heading shows, for the page's last requests. */
const SETTLE_MS = 3000;
/** Headers a replay sets itself (the connection's, the member's, the body's length). */
const OWN_HEADERS = ['cookie', 'host', 'connection', 'content-length', 'x-xsrf-token'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const COLLECT = process.env.BENCH_ARRIVALS_COLLECT === '1' || !!process.env.BENCH_HEAP_SNAPSHOT_DIR;
const here = path.dirname(new URL(import.meta.url).pathname);
/**
 * BENCH_ARRIVALS_KINDS=N: after the crowd (and its memory readings), each kind of request of the page is
 * sent N times, each time as another member, to the raw reference and to the portal, a few at a time over
 * connections kept alive, and the CPU each used is divided by N: where the portal's CPU per member goes.
 */
const KINDS = Number(process.env.BENCH_ARRIVALS_KINDS ?? 0);

/**
 * Asks portals started with gc-on-signal.mjs to collect their garbage (and write a heap snapshot when
 * BENCH_HEAP_SNAPSHOT_DIR is set); resolves to each one's memory after it, in MB.
 */
async function collected(servers) {
  const out = [];
  for (const server of servers) {
    fs.rmSync(server.gcReport, { force: true });
    process.kill(server.pid, 'SIGWINCH');
    const deadline = Date.now() + 120_000;
    while (!fs.existsSync(server.gcReport)) {
      if (Date.now() > deadline) throw new Error('the portal did not collect its garbage');
      await sleep(50);
    }
    const usage = JSON.parse(fs.readFileSync(server.gcReport, 'utf8'));
    const mb = (bytes) => bytes / 2 ** 20;
    out.push({
      rssAnon: rssAnonMb(server.pid),
      heapTotal: mb(usage.heapTotal),
      heapUsed: mb(usage.heapUsed),
      external: mb(usage.external),
      arrayBuffers: mb(usage.arrayBuffers),
    });
  }
  return out;
}

/**
 * The live page loaded once in headless Chromium as the demo member: its same-origin requests in the
 * order the browser sent them, as the plan each member replays. The document is the shell; scripts,
 * styles, fonts, images and the like are the files; the page's own requests (fetch) are the answers
 * (GET), any writes (none since decision 0133: attendance is counted from the open stream) and the live
 * stream (EventSource).
 */
async function record(baseUrl, pagePath, cookie) {
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url: baseUrl };
      }),
    );
    const page = await context.newPage();
    const seen = [];
    page.on('request', (r) => {
      if (new URL(r.url()).origin === baseUrl) seen.push(r);
    });
    await page.goto(baseUrl + pagePath);
    await page.locator('h1').first().waitFor();
    await sleep(SETTLE_MS);
    const requests = [];
    for (const r of seen) {
      const url = new URL(r.url());
      const all = await Promise.race([r.allHeaders(), sleep(2000).then(() => r.headers())]);
      const headers = {};
      for (const [name, value] of Object.entries(all))
        if (!name.startsWith(':') && !OWN_HEADERS.includes(name)) headers[name] = value;
      headers['accept-encoding'] = ENCODINGS;
      const response = await Promise.race([r.response(), sleep(2000).then(() => null)]);
      requests.push({
        // What the browser got: an answer of 400 or more that the page expects (and shows as such) is
        // counted apart from the errors.
        status: response?.status() ?? 0,
        method: r.method(),
        path: url.pathname + url.search,
        type: r.resourceType(),
        headers,
        body: r.postData() ?? undefined,
      });
    }
    return plan(requests, baseUrl, await announcedAnswers(baseUrl, pagePath));
  } finally {
    await browser.close();
  }
}

/**
 * The answers the page's usual shell announces (`<link rel="preload" as="fetch">`): the shell everyone
 * gets, read as a visitor. A member whose page was not drawn for them (decision 0108: the process was
 * busy) gets that shell and then asks for these, as their browser does.
 */
async function announcedAnswers(baseUrl, pagePath) {
  const html = await (await fetch(baseUrl + pagePath)).text();
  return [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) =>
    m[1].replaceAll('&amp;', '&'),
  );
}

/** The recorded requests in the page's dependency order: shell, then files, then the rest. */
function plan(requests, recordedBase, announced) {
  const page = ['fetch', 'xhr', 'eventsource'];
  const shell = requests.find((r) => r.type === 'document');
  if (!shell) throw new Error('the recording has no page load');
  // The answers a shell announces are fetched by its preloads (type `other`) when the recorded page was
  // not drawn: they are answers, asked only by a member whose page was not drawn (`undrawn` below), once.
  // Counted among the files they were asked by every member, and twice by most.
  const files = requests.filter(
    (r) =>
      r.type !== 'document' && !page.includes(r.type) && r.method === 'GET' && !announced.includes(r.path),
  );
  const afterFiles = requests
    .filter((r) => page.includes(r.type))
    .map((r) => ({
      ...r,
      kind: r.type === 'eventsource' ? 'stream' : r.method === 'GET' ? 'answer' : 'write',
    }));
  // A page load with no write is expected: the live page's attendance is counted from its open stream
  // (decision 0133), once a minute for all of a process's pages. Nor need it ask any answer after its
  // shell's: the live page's meeting carries its chat (decision 0134).
  if (!afterFiles.some((r) => r.kind === 'stream'))
    throw new Error('the recorded page load has no stream: the page changed, look at the section');
  // The answers a shell that was not drawn makes the browser ask, with the headers the recording gave
  // them (its page was not drawn), or those of the page's own answers, or (a page drawn for its member
  // asks none: decision 0134) the stream's as a fetch sends them.
  const like =
    requests.find((r) => r.type !== 'document' && announced.includes(r.path)) ??
    afterFiles.find((r) => r.kind === 'answer') ??
    asFetch(afterFiles.find((r) => r.kind === 'stream'));
  const undrawn = announced.map((path) => ({
    ...like,
    method: 'GET',
    path,
    status: 200,
    body: undefined,
    kind: 'answer',
  }));
  return {
    shell,
    files,
    afterFiles: afterFiles.filter((r) => !announced.includes(r.path)),
    undrawn,
    recordedBase,
  };
}

/** A recorded stream's request as the page's fetch of an answer sends it (any type accepted, no stream headers). */
function asFetch(stream) {
  const { accept: _accept, 'cache-control': _cache, 'last-event-id': _last, ...headers } = stream.headers;
  return { ...stream, type: 'fetch', headers: { ...headers, accept: '*/*' } };
}

/** The plan with the origin and referer a browser on `base` sends. */
function rebased(p, base) {
  const fix = (r) => ({
    ...r,
    headers: Object.fromEntries(
      Object.entries(r.headers).map(([k, v]) => [k, v.replaceAll(p.recordedBase, base)]),
    ),
  });
  return {
    shell: fix(p.shell),
    files: p.files.map(fix),
    afterFiles: p.afterFiles.map(fix),
    undrawn: p.undrawn.map(fix),
  };
}

/**
 * One answer as sent, for the reference: a write's, or a stream's headers and first bytes (`hold`: the
 * reference then keeps it open, as the portal does).
 */
function rawAnswer(url, { method, headers, body }, hold, expected) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks = [];
      const done = () => {
        const kept = {};
        for (const [name, value] of Object.entries(res.headers))
          if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) kept[name] = value;
        const bytes = Buffer.concat(chunks);
        if (!hold) kept['content-length'] = String(bytes.length);
        if (res.statusCode >= 400 && res.statusCode !== expected)
          reject(new Error(`${method} ${url} answers ${res.statusCode}`));
        resolve({ status: res.statusCode, headers: kept, body: bytes.toString('base64') });
      };
      res.on('data', (c) => chunks.push(c));
      if (hold)
        setTimeout(() => {
          done();
          req.destroy();
        }, 500);
      else res.on('end', done);
    });
    req.on('error', (e) => (hold && req.destroyed ? undefined : reject(e)));
    req.end(body);
  });
}

/** The replay's answers for the reference, fetched as `member`. */
async function answersFor(baseUrl, p, member) {
  const withMember = (r) => ({ ...r, headers: { ...r.headers, cookie: member.cookie } });
  const ok = (r) => r.status < 400;
  const gets = [
    p.shell,
    ...p.files,
    ...p.afterFiles.filter((r) => r.kind === 'answer' && ok(r)),
    ...p.undrawn,
  ];
  const answers = await capture(baseUrl, gets.map(withMember));
  for (const r of p.afterFiles.filter((r) => r.kind !== 'answer' || !ok(r))) {
    const headers = { ...withMember(r).headers };
    if (r.kind === 'write') {
      headers['x-xsrf-token'] = member.xsrf;
      if ('idempotency-key' in headers) headers['idempotency-key'] = randomUUID();
    }
    const answer = await rawAnswer(
      baseUrl + r.path,
      { method: r.method, headers, body: r.body },
      r.kind === 'stream',
      r.status,
    );
    answers.push({ method: r.method, path: r.path, stream: r.kind === 'stream', ...answer });
  }
  return answers;
}

/** The CPU time of nginx's master and its workers, in ms. */
function nginxCpuMs(pid) {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  return [pid, ...children.filter(Boolean).map(Number)].reduce((a, p) => a + cpuMs(p), 0);
}

/** nginx's error log in kinds (the message without its connection and request details), counted. */
function nginxErrors(prefix) {
  const log = path.join(prefix, 'logs/error.log');
  if (!fs.existsSync(log)) return {};
  const kinds = {};
  for (const line of fs.readFileSync(log, 'utf8').split('\n')) {
    const kind = /\[(?:error|warn|crit|alert|emerg)\] [\d#]+: (?:\*\d+ )?([^,(]+)/.exec(line)?.[1]?.trim();
    if (kind) kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return kinds;
}

/**
 * One run of arrivals at `base`, the client in a process of its own; the CPU the given processes used
 * and, for the `watched` pids, the peak of their private memory while the client ran (MB).
 */
async function arrive(base, p, members, cpuOf, watched = []) {
  fs.mkdirSync(settings.tmp, { recursive: true });
  const file = path.join(settings.tmp, `arrivals-${process.pid}-${Date.now()}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify({ base, rate: RATE, seconds: SECONDS, members, plan: rebased(p, base) }),
  );
  const before = cpuOf();
  const peaks = watched.map(rssAnonMb);
  const sampler = setInterval(() => {
    watched.forEach((pid, i) => (peaks[i] = Math.max(peaks[i], rssAnonMb(pid))));
  }, MEMORY_SAMPLE_MS);
  const result = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/bench/arrivals-client.mjs'), file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`the arrivals client exited with ${code}`)),
    );
  });
  const after = cpuOf();
  clearInterval(sampler);
  watched.forEach((pid, i) => (peaks[i] = Math.max(peaks[i], rssAnonMb(pid))));
  fs.rmSync(file, { force: true });
  if (result.membersOk === 0)
    throw new Error(
      `no member of ${result.members} arriving at ${base} loaded the page without an error (${JSON.stringify(result.errors)})`,
    );
  return { ...result, cpu: after.map((ms, i) => ms - before[i]), peaks };
}

/**
 * Sends `make(i)` for i < n, `parallel` at a time over connections kept alive, each sender waiting `gapMs`
 * after each answer; resolves to the statuses.
 */
async function sendMany(base, n, make, parallel = 8, gapMs = 0) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: parallel });
  const statuses = {};
  let next = 0;
  const one = (r) =>
    new Promise((resolve) => {
      const req = http.request(base + r.path, { method: r.method, headers: r.headers, agent }, (res) => {
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        // A page drawn for its member (decision 0108) is never stored.
        const drawn =
          /no-store/.test(res.headers['cache-control'] ?? '') &&
          res.headers['content-type']?.startsWith('text/html');
        if (drawn) statuses.drawn = (statuses.drawn ?? 0) + 1;
        if (r.kind === 'stream') {
          // Open once its headers and first bytes arrive: then closed, as a member leaving.
          res.once('data', () => (req.destroy(), resolve()));
          res.on('error', () => resolve());
        } else {
          res.resume();
          res.on('end', resolve);
        }
      });
      req.on('error', () => resolve());
      req.end(r.body);
    });
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < n) {
        await one(make(next++));
        if (gapMs > 0) await sleep(gapMs);
      }
    }),
  );
  agent.destroy();
  return statuses;
}

/** The page's requests by kind, each as member i sends it (its cookie, token, a fresh idempotency key). */
function kindsOf(p, members) {
  const as = (r, i, strip) => {
    const member = members[i % members.length];
    const headers = { ...r.headers, cookie: strip ? strip(member.cookie) : member.cookie };
    if (r.method !== 'GET') {
      headers['x-xsrf-token'] = member.xsrf;
      if ('idempotency-key' in headers) headers['idempotency-key'] = randomUUID();
    }
    return { ...r, headers };
  };
  const notDrawn = (cookie) =>
    cookie
      .split('; ')
      .filter((c) => !c.startsWith('foro_member='))
      .join('; ');
  const kinds = [
    // One at a time, 150 ms apart: the process is then idle enough to draw each page (decisions 0108 and
    // 0135: a loop busy under a tenth of the time).
    {
      kind: 'shell, 150 ms apart (drawn while the process is nearly idle)',
      requests: [p.shell],
      parallel: 1,
      gapMs: 150,
    },
    { kind: 'shell, not drawn (no signed-in mark)', requests: [p.shell], strip: notDrawn },
    { kind: `files (${p.files.length})`, requests: p.files },
  ];
  for (const r of [...p.undrawn, ...p.afterFiles])
    kinds.push({
      kind: `${r.kind} ${r.method} ${r.path.replace(/\/api\/(live\/)?meeting\/[^/]+/, '…')}`,
      requests: [r],
    });
  return kinds.map(({ kind, requests, strip, parallel, gapMs }) => ({
    kind,
    parallel,
    gapMs,
    per: requests.length,
    make: (i) => as(requests[i % requests.length], Math.floor(i / requests.length), strip),
  }));
}

/** CPU per member of each kind of request, in ms, against `base` (whose CPU `cpuOf` reads). */
async function costByKind(base, p, members, cpuOf) {
  const out = [];
  for (const { kind, per, make, parallel, gapMs } of kindsOf(p, members)) {
    const before = cpuOf();
    const statuses = await sendMany(base, KINDS * per, make, parallel, gapMs);
    out.push({ kind, ms: (cpuOf() - before) / KINDS, statuses });
  }
  return out;
}

async function healthy(url) {
  for (let tries = 0; tries < 400; tries++) {
    if ((await fetch(`${url}/healthz`).catch(() => undefined))?.ok) return;
    await sleep(50);
  }
  throw new Error(`${url} never answered /healthz`);
}

export default {
  name: 'arrivals',
  title: `The minute a meeting starts: ${RATE} members a second arriving at the live page for ${SECONDS} s, against raw node:http`,
  async run({ engine, portal: first, restart, databaseUrl, dataDir }) {
    const db = await openDatabase(engine, databaseUrl, dataDir);
    let second = null;
    let nginx = null;
    let reference = null;
    let nginxPrefix = null;
    try {
      const meetings = await (await fetch(`${first.url}/api/meetings`)).json();
      const live = meetings.find((m) => m.active);
      if (!live) throw new Error('no meeting of the demo content is live');
      const meeting = await meetingLiveNow(db, live.slug);
      await db.query('begin');
      // One more than arrive: the last one's answers are the reference's bytes.
      const members = (await membersWithSessions(db, MEMBERS + 1, 'llegada')).map((m) => ({
        cookie: m.headers.cookie,
        xsrf: m.headers['x-xsrf-token'],
      }));
      await db.query('commit');
      const capturer = members.pop();

      // Every member's stream comes from one address here (through nginx too): its limit is lifted.
      const env = {
        LIVE_STREAMS_PER_ADDRESS: String(MEMBERS + 10),
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      };
      const collect = COLLECT
        ? { nodeArgs: ['--expose-gc', '--import', path.join(here, '../gc-on-signal.mjs')] }
        : { nodeArgs: [] };
      const gcReport = (n) =>
        COLLECT ? { BENCH_GC_REPORT: path.join(settings.tmp, `gc-arrivals-${n}.json`) } : {};
      fs.mkdirSync(settings.tmp, { recursive: true });
      let target;
      let servers;
      if (engine === 'postgres') {
        const port = freePort();
        nginxPrefix = path.join(settings.tmp, `nginx-${process.pid}`);
        target = `http://127.0.0.1:${port}`;
        const behind = { ...env, TRUST_PROXY: '1', PUBLIC_URL: target };
        servers = [
          await restart({ ...behind, ...gcReport(1) }, collect.nodeArgs),
          await startPortal({
            engine,
            databaseUrl,
            dataDir: `${dataDir}-2`,
            extraEnv: { ...behind, ...gcReport(2) },
            nodeArgs: collect.nodeArgs,
          }),
        ];
        second = servers[1];
        nginx = startNginxFront({
          prefix: nginxPrefix,
          port,
          upstreams: servers.map((s) => Number(new URL(s.url).port)),
          // Each member holds up to 6 connections, each proxied one two; the streams stay open. Below
          // the 20,000 files a process may open here.
          workerConnections: Math.min(19_000, 12 * MEMBERS + 2048),
        });
        await healthy(target);
      } else {
        servers = [await restart({ ...env, ...gcReport(1) }, collect.nodeArgs)];
        target = servers[0].url;
      }

      const cookie = await signIn(servers[0].url, DEMO_MEMBER.email, DEMO_MEMBER.password);
      const p = await record(servers[0].url, `/encuentros/${meeting.slug}/vive-el-encuentro`, cookie);
      reference = await startReference(await answersFor(servers[0].url, p, capturer));

      // The reference first, then the portal: the same arrivals, one after the other.
      const raw = await arrive(reference.url, p, members, () => [cpuMs(reference.pid)]);
      const pids = servers.map((s) => s.pid);
      const memoryBefore = pids.map(rssAnonMb);
      servers.forEach((s, i) => (s.gcReport = gcReport(i + 1).BENCH_GC_REPORT));
      const heapBefore = COLLECT ? await collected(servers) : null;
      const mine = await arrive(
        target,
        p,
        members,
        () => [...pids.map(cpuMs), ...(nginx ? [nginxCpuMs(nginx.child.pid)] : [])],
        pids,
      );
      // The crowd has left (the client's process ended, its sockets with it): what the portal gives back.
      await sleep(SETTLE_SECONDS * 1000);
      const memoryAfter = pids.map(rssAnonMb);
      const heapAfter = COLLECT ? await collected(servers) : null;
      const heapRow = (label, list) =>
        list.map((h, i) => ({
          when: `${label}, process ${i + 1}, collected`,
          'RssAnon MB': h.rssAnon.toFixed(1),
          'heap total / used MB': `${h.heapTotal.toFixed(1)} / ${h.heapUsed.toFixed(1)}`,
          'external MB': h.external.toFixed(1),
          'arrayBuffers MB': h.arrayBuffers.toFixed(1),
        }));
      if (COLLECT)
        printTable([
          ...heapRow('before the crowd', heapBefore),
          ...heapRow(`${SETTLE_SECONDS} s after`, heapAfter),
        ]);
      if (KINDS > 0 && engine === 'sqlite') {
        const rawKinds = await costByKind(reference.url, rebased(p, reference.url), members, () =>
          cpuMs(reference.pid),
        );
        const portalKinds = await costByKind(target, rebased(p, target), members, () =>
          cpuMs(servers[0].pid),
        );
        printTable(
          portalKinds.map((k, i) => ({
            [`kind of request (${KINDS} members each)`]: k.kind,
            'CPU ms/member': k.ms.toFixed(3),
            'raw CPU ms/member': rawKinds[i].ms.toFixed(3),
            'portal − raw': (k.ms - rawKinds[i].ms).toFixed(3),
            statuses: JSON.stringify(k.statuses),
          })),
        );
      }
      const mb = (values) => values.map((v) => v.toFixed(0)).join(' + ');
      const memoryRatio = Math.max(...memoryAfter.map((v, i) => v / memoryBefore[i]));
      const perMember = (ms) => (ms / MEMBERS).toFixed(2);
      const portalCpu = mine.cpu.slice(0, servers.length).reduce((a, b) => a + b, 0);
      const ratio = portalCpu / (raw.cpu[0] || 1);
      const count = (kind) => p.afterFiles.filter((r) => r.kind === kind).length;
      printTable([
        {
          'requests per member: shell + files + answers, writes, streams': `1 + ${p.files.length} + ${count('answer')} (${p.undrawn.length} more when not drawn), ${count('write')}, ${count('stream')}`,
          'files by type': JSON.stringify(
            p.files.reduce((n, r) => ({ ...n, [r.type]: (n[r.type] ?? 0) + 1 }), {}),
          ),
          answers: p.afterFiles
            .filter((r) => r.kind === 'answer')
            .map((r) => r.path)
            .join(' '),
        },
      ]);
      return [
        {
          topology: engine === 'postgres' ? 'PostgreSQL, 2 processes behind nginx' : 'SQLite, 1 process',
          members: `${mine.members} (arrived in ${mine.arrivedSeconds.toFixed(1)} s)`,
          'without error': mine.membersOk,
          // Decision 0108: a page is drawn for its member while the process has time; otherwise the
          // member gets the usual shell and asks for its announced answers after it.
          'pages drawn (portal, raw)': `${mine.drawn}, ${raw.drawn}`,
          'first screen p50 / p99 / max (ms)': `${mine.p50.toFixed(0)} / ${mine.p99.toFixed(0)} / ${mine.max.toFixed(0)}`,
          'raw p50 / p99 / max (ms)': `${raw.p50.toFixed(0)} / ${raw.p99.toFixed(0)} / ${raw.max.toFixed(0)}`,
          'errors by status': JSON.stringify(mine.errors),
          'answers ≥ 400 as the browser got them': JSON.stringify(mine.asRecorded),
          'streams open / ended early': `${mine.streamsOpen} / ${mine.streamsEndedEarly}`,
          'CPU ms/member':
            servers.length > 1
              ? `${perMember(portalCpu)} (${mine.cpu.slice(0, servers.length).map(perMember).join(' + ')})`
              : perMember(portalCpu),
          ...(nginx
            ? {
                'nginx CPU ms/member': perMember(mine.cpu.at(-1)),
                'nginx errors by kind': JSON.stringify(nginxErrors(nginxPrefix)),
              }
            : {}),
          'raw CPU ms/member': perMember(raw.cpu[0]),
          ratio: ratio.toFixed(2),
          'client CPU s / s (portal, raw)': `${mine.clientCpuPerSecond.toFixed(2)}, ${raw.clientCpuPerSecond.toFixed(2)}`,
          [`RssAnon MB before / peak / ${SETTLE_SECONDS} s after`]: `${mb(memoryBefore)} / ${mb(mine.peaks)} / ${mb(memoryAfter)}`,
          'RssAnon after / before': memoryRatio.toFixed(2),
          // The container preloads jemalloc (Dockerfile, decision 0104); `npm start` runs glibc's malloc.
          allocator: /jemalloc/.test(portalEnv.LD_PRELOAD ?? process.env.LD_PRELOAD ?? '')
            ? `jemalloc${portalEnv.MALLOC_CONF ? ` (${portalEnv.MALLOC_CONF})` : ''}`
            : 'glibc',
          goal:
            (engine === 'postgres'
              ? 'no member gets an error (issue 37)'
              : 'p99 ≤ 1000 ms, ratio ≤ 1.5 (issue 33)') + '; RssAnon after / before ≤ 1.5 (issue 36)',
        },
      ];
    } finally {
      await reference?.stop();
      await nginx?.stop();
      await second?.stop();
      await db.close();
    }
  },
};
