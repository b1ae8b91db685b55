// Live streams (docs/decisions/0044-live-updates.md, docs/performance.md#live-streams): N members' live
// pages hold the meeting's Server-Sent Events stream open; one member posts a comment; measured is the
// time from sending the POST to each stream reading its `posts` event (p50, p99, max, and how many
// arrived), and the server's memory per open stream: (resident memory with the N streams open − resident
// memory idle) / N, both read right after a full garbage collection (the portal is started with
// `--expose-gc` and `scripts/bench/gc-on-signal.mjs`, which collects on SIGWINCH), and the same for the
// second half of the streams alone (what one more stream costs, without what the process grows once,
// whatever the number of streams, when the first ones open). On PostgreSQL a second
// server process on the same database holds half the streams, so the event crosses processes through
// LISTEN/NOTIFY. The streams are held by several client processes (`scripts/bench/sse-clients.mjs`), so
// that reading them is not what is measured.
// Then a bare `node:http` server (scripts/bench/reference-server.mjs) holds the same number of streams with
// the portal's stream head and first frame (read from one stream of the portal), measured the same way
// (resident memory per stream after a full collection, idle against with the streams open; and the CPU
// it spends per delivered event when it writes one `posts` frame to every stream, as many times as there
// were posts): the ratio portal / reference per stream is issue 36's memory goal (≤ 1.3).
// BENCH_SSE_STREAMS (default 10000), BENCH_SSE_POSTS (posts, default 5), BENCH_SSE_CLIENTS (client
// processes, default 4).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEMO_MEMBER,
  cpuMs,
  rssMb,
  serverNodeFlags,
  settings,
  signIn,
  startPortal,
  startReference,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const STREAMS = Number(process.env.BENCH_SSE_STREAMS ?? 10_000);
const POSTS = Number(process.env.BENCH_SSE_POSTS ?? 5);
const CLIENTS = Math.max(1, Math.min(STREAMS, Number(process.env.BENCH_SSE_CLIENTS ?? 4)));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.timeOrigin + performance.now();
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The soft limit of open files this process (and so the portal it starts) may hold. */
function openFilesLimit() {
  const line = /Max open files\s+(\d+|unlimited)/.exec(fs.readFileSync('/proc/self/limits', 'utf8'));
  return line?.[1] === 'unlimited' ? Infinity : Number(line?.[1] ?? 1024);
}

/** A client process, with a request/answer helper over IPC. */
function startClient() {
  const child = fork(path.join(here, '../sse-clients.mjs'), [], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ask = (message, answer) =>
    new Promise((resolve, reject) => {
      const onMessage = (m) => {
        if (m.type !== answer) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(m);
      };
      const onExit = (code) => reject(new Error(`a client process stopped (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(message);
    });
  return {
    pid: child.pid,
    ask,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'close' });
      await Promise.race([exited, sleep(5000).then(() => child.kill())]);
    },
  };
}

/** Asks a portal started with gc-on-signal.mjs to collect its garbage; resolves to RSS and heap after it. */
async function collected(server) {
  fs.rmSync(server.gcReport, { force: true });
  process.kill(server.pid, 'SIGWINCH');
  const deadline = Date.now() + 30_000;
  while (!fs.existsSync(server.gcReport)) {
    if (Date.now() > deadline) throw new Error('the portal did not collect its garbage');
    await sleep(20);
  }
  const usage = JSON.parse(fs.readFileSync(server.gcReport, 'utf8'));
  // RSS read from /proc once the collection is done (the report's own figure is taken just before).
  return { rssMb: rssMb(server.pid), heapMb: usage.heapUsed / 2 ** 20, externalMb: usage.external / 2 ** 20 };
}

/** The head and first frame of one of the portal's streams, as an answer the reference holds open. */
function streamAnswer(url, streamPath, cookie) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${url}${streamPath}`,
      { agent: false, headers: { accept: 'text/event-stream', cookie } },
      (res) => {
        res.once('data', (chunk) => {
          const headers = {};
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const [name, value] = [res.rawHeaders[i].toLowerCase(), res.rawHeaders[i + 1]];
            // What Node's server writes itself.
            if (/^(date|connection|keep-alive|transfer-encoding|content-length)$/.test(name)) continue;
            headers[name] = name in headers ? [headers[name], value].flat() : value;
          }
          req.destroy();
          resolve({
            path: streamPath,
            status: res.statusCode,
            headers,
            body: chunk.toString('base64'),
            stream: true,
          });
        });
      },
    );
    req.on('error', reject);
  });
}

/**
 * Opens the streams on `servers` through `clients`, in two halves: memory (after a full collection) idle,
 * after the first half and after both. The first half also pays what the process grows once whatever the
 * number of streams (V8's young generation reaching its cap, allocator pools), so the second half's growth
 * is what one more stream costs.
 */
async function openStreams(servers, clients, streamPath, cookie) {
  await sleep(500);
  const idle = await Promise.all(servers.map(collected));
  let openingMs = 0;
  let open = 0;
  const shares = clients.map((_, c) => Math.floor(STREAMS / CLIENTS) + (c < STREAMS % CLIENTS ? 1 : 0));
  const openShare = async (part) => {
    const opening = performance.now();
    const opened = await Promise.all(
      clients.map((client, c) =>
        client.ask(
          {
            type: 'open',
            // Each client alternates between the processes, so each holds half the streams.
            targets: servers.map((s) => s.url),
            path: streamPath,
            cookie,
            count: part === 0 ? Math.floor(shares[c] / 2) : shares[c] - Math.floor(shares[c] / 2),
            concurrency: 25,
          },
          'opened',
        ),
      ),
    );
    openingMs += performance.now() - opening;
    open += opened.reduce((a, o) => a + o.open, 0);
    if (opened.some((o) => o.failed))
      throw new Error(`${open} of ${STREAMS} streams opened (${opened.find((o) => o.failure)?.failure})`);
    await sleep(1000);
    return Promise.all(servers.map(collected));
  };
  const half = await openShare(0);
  const halfCount = open;
  const busy = await openShare(1);
  if (open !== STREAMS) throw new Error(`${open} of ${STREAMS} streams opened`);
  const growth = (to, from, key) => to.reduce((a, m) => a + m[key], 0) - from.reduce((a, m) => a + m[key], 0);
  return {
    idle,
    openSeconds: openingMs / 1000,
    /** KiB per stream, all of them (from idle) or the second half alone. */
    perStream: (key) => (growth(busy, idle, key) * 1024) / STREAMS,
    perAddedStream: (key) => (growth(busy, half, key) * 1024) / (STREAMS - halfCount),
  };
}

/**
 * `POSTS` times: `post()` makes one `posts` event reach every stream; measured from its start to each
 * stream reading it, and the CPU of `pids` (the servers) and of the clients per post.
 */
async function deliver(clients, pids, post) {
  const delivery = [];
  const lasts = [];
  const answered = [];
  let delivered = 0;
  const clientCpu = clients.reduce((a, c) => a + cpuMs(c.pid), 0);
  const serverCpu = pids.reduce((a, pid) => a + cpuMs(pid), 0);
  for (let n = 0; n < POSTS; n++) {
    await Promise.all(clients.map((c) => c.ask({ type: 'reset' }, 'reset')));
    const sent = now();
    await post(n);
    answered.push(now() - sent);
    const until = Date.now() + 10_000;
    const times = (
      await Promise.all(clients.map((c) => c.ask({ type: 'collect', until }, 'arrivals')))
    ).flatMap((a) => a.times.map((t) => t - sent));
    delivered += times.length;
    times.sort((a, b) => a - b);
    delivery.push(...times);
    lasts.push(times.at(-1) ?? NaN);
    await sleep(300);
  }
  const cpuSince = (ps, before) => ps.reduce((a, pid) => a + cpuMs(pid), 0) - before;
  delivery.sort((a, b) => a - b);
  lasts.sort((a, b) => a - b);
  answered.sort((a, b) => a - b);
  return {
    delivery,
    lasts,
    answered,
    delivered,
    serverCpuPerPost: cpuSince(pids, serverCpu) / POSTS,
    clientCpuPerPost:
      cpuSince(
        clients.map((c) => c.pid),
        clientCpu,
      ) / POSTS,
    /** Server CPU per event read by a stream, in microseconds. */
    serverCpuPerEvent: (cpuSince(pids, serverCpu) * 1000) / Math.max(1, delivered),
  };
}

export default {
  name: 'sse',
  title: `Live streams: ${STREAMS} open streams, time from a POST to every stream's event`,
  async run({ engine, restart, databaseUrl, dataDir }) {
    const needed = STREAMS + 1000;
    if (openFilesLimit() < needed)
      throw new Error(
        `${STREAMS} streams need ~${needed} open files: raise the limit first (ulimit -n ${needed})`,
      );
    // One member at one address holds every stream here: the per-member (12) and per-address (240)
    // limits are lifted for the measure.
    const env = (n) => ({
      LIVE_STREAMS_PER_MEMBER: String(STREAMS + 10),
      LIVE_STREAMS_PER_ADDRESS: String(STREAMS + 10),
      BENCH_GC_REPORT: path.join(settings.tmp, `gc-${engine}-${n}.json`),
    });
    const nodeArgs = ['--expose-gc', '--import', path.join(here, '../gc-on-signal.mjs')];
    fs.mkdirSync(settings.tmp, { recursive: true });
    const portal = { ...(await restart(env(1), nodeArgs)), gcReport: env(1).BENCH_GC_REPORT };
    const cookie = await signIn(portal.url, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const csrf = await fetch(`${portal.url}/api/sanctum/csrf-cookie`, { headers: { cookie } });
    const xsrf =
      csrf.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        // Set only when the session's cookie lacked the right one.
        .find((c) => c.startsWith('XSRF-TOKEN=')) ??
      cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
    const token = decodeURIComponent(xsrf?.split('=')[1] ?? '');
    const withXsrf = [...cookie.split('; ').filter((c) => !c.startsWith('XSRF-TOKEN=')), xsrf].join('; ');
    const meetings = await (await fetch(`${portal.url}/api/meetings`)).json();
    // Comments need an active meeting (the demo seeds one on its meeting day).
    const meeting = meetings.find((m) => m.meeting_day && !m.post_event) ?? meetings.find((m) => m.active);
    const streamPath = `/api/live/meeting/${encodeURIComponent(meeting.slug)}`;

    // PostgreSQL: a second process on the same database holds half the streams.
    const second =
      engine === 'postgres'
        ? {
            ...(await startPortal({
              engine,
              databaseUrl,
              dataDir: `${dataDir}-2`,
              extraEnv: env(2),
              nodeArgs,
            })),
            gcReport: env(2).BENCH_GC_REPORT,
          }
        : null;
    const servers = second ? [portal, second] : [portal];
    let clients = [];
    let reference;
    const closeClients = async () => {
      await Promise.all(clients.map((c) => c.close()));
      clients = [];
    };
    try {
      clients = Array.from({ length: CLIENTS }, startClient);
      const memory = await openStreams(servers, clients, streamPath, cookie);
      const posts = await deliver(
        clients,
        servers.map((s) => s.pid),
        async (n) => {
          const res = await fetch(`${portal.url}/api/meeting/${encodeURIComponent(meeting.slug)}/post`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: withXsrf, 'x-xsrf-token': token },
            body: JSON.stringify({ post: `Medida de la transmisión en vivo ${n + 1} (${STREAMS} streams)` }),
          });
          if (res.status !== 200) throw new Error(`the comment answered ${res.status}`);
        },
      );
      const answer = await streamAnswer(portal.url, streamPath, cookie);
      await closeClients();

      // The bare reference: one process, the same Node flags as the portal, the same head and first frame.
      reference = {
        ...(await startReference([answer], {
          nodeArgs: [...serverNodeFlags, ...nodeArgs],
          extraEnv: { BENCH_GC_REPORT: path.join(settings.tmp, `gc-${engine}-reference.json`) },
        })),
        gcReport: path.join(settings.tmp, `gc-${engine}-reference.json`),
      };
      clients = Array.from({ length: CLIENTS }, startClient);
      const bare = await openStreams([reference], clients, streamPath, cookie);
      // The event as the portal frames it (its size barely matters next to the per-write cost).
      const bareEvents = await deliver(clients, [reference.pid], async (n) => {
        await reference.ask(
          { type: 'send', text: `id: ${1_000_000 + n}\nevent: posts\ndata: {"subject":"bench"}\n\n` },
          'sent',
        );
      });

      const { delivery, lasts, answered, delivered } = posts;
      return [
        {
          streams: STREAMS,
          processes: servers.length,
          'client processes': CLIENTS,
          posts: POSTS,
          'delivered / expected': `${delivered} / ${STREAMS * POSTS}`,
          'p50 (ms)': percentile(delivery, 50).toFixed(1),
          'p99 (ms)': percentile(delivery, 99).toFixed(1),
          'max (ms)': delivery.at(-1).toFixed(1),
          'slowest stream, median of posts (ms)': percentile(lasts, 50).toFixed(1),
          'POST answered, median (ms)': percentile(answered, 50).toFixed(1),
          'RSS per stream after GC (KiB)': memory.perStream('rssMb').toFixed(1),
          'heap per stream (KiB)': memory.perStream('heapMb').toFixed(1),
          'RSS per stream, second half (KiB)': memory.perAddedStream('rssMb').toFixed(1),
          'heap per stream, second half (KiB)': memory.perAddedStream('heapMb').toFixed(1),
          'idle RSS after GC (MB)': memory.idle.map((m) => m.rssMb.toFixed(0)).join(' + '),
          'reference: RSS per stream after GC (KiB)': bare.perStream('rssMb').toFixed(1),
          'reference: RSS per stream, second half (KiB)': bare.perAddedStream('rssMb').toFixed(1),
          'reference: heap per stream (KiB)': bare.perStream('heapMb').toFixed(1),
          'portal / reference RSS per stream': (memory.perStream('rssMb') / bare.perStream('rssMb')).toFixed(
            2,
          ),
          'portal / reference, second half': (
            memory.perAddedStream('rssMb') / bare.perAddedStream('rssMb')
          ).toFixed(2),
          'server / client CPU per post (ms)': `${posts.serverCpuPerPost.toFixed(0)} / ${posts.clientCpuPerPost.toFixed(0)}`,
          'CPU per delivered event, portal / reference (µs)': `${posts.serverCpuPerEvent.toFixed(1)} / ${bareEvents.serverCpuPerEvent.toFixed(1)}`,
          'reference delivered / expected': `${bareEvents.delivered} / ${STREAMS * POSTS}`,
          'streams opened in (s)': memory.openSeconds.toFixed(1),
          goal: 'p99 ≤ 150 ms, ≤ 12 KiB per stream (at 10,000 streams); portal / reference ≤ 1.3',
        },
      ];
    } finally {
      await closeClients();
      await reference?.stop();
      await second?.stop();
    }
  },
};
