// Issue 33, item 9: the live room under a crowd. BENCH_ROOM_MEMBERS (5,000) members, each with a session
// of their own, hold the meeting's live stream (`/api/live/meeting/{slug}`) in BENCH_ROOM_CLIENTS (2)
// client processes (scripts/bench/room-clients.mjs); for BENCH_ROOM_SECONDS (60) the section sends, through
// the real API and from different members, BENCH_ROOM_POSTS (20) chat messages, BENCH_ROOM_REACTIONS (20)
// reactions and BENCH_ROOM_VOTES (200) votes on one open poll a second, at a steady pace whatever the
// answers take. Then it reads the events the server stored on the meeting's channel meanwhile and checks
// that every stream received every one (chat messages and poll results: none lost). Measured, on one
// clock for every process: from sending a message to each stream reading its `posts` event; from sending
// a vote (or a reaction) to the first `polls` (`reactions`) event a stream read after the vote was
// answered (the page then reads the poll again and shows the vote); the servers' resident memory
// (RSS and RssAnon) before the streams, with them open, and at the end, and the CPU of servers and
// clients during the load. On PostgreSQL a second server process on the same database holds half the
// streams, and every write goes through the first: the second's pages hear them through LISTEN/NOTIFY,
// and its figures are given apart. A stream that receives nothing stops the section.
import { fork } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { membersWithSessions } from '../bursts.mjs';
import {
  SESSION_SECRET,
  cpuMs,
  meetingLiveNow,
  newSession,
  openDatabase,
  printTable,
  say,
  startPortal,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MEMBERS = Number(process.env.BENCH_ROOM_MEMBERS ?? 5000);
const SECONDS = Number(process.env.BENCH_ROOM_SECONDS ?? 60);
const RATES = {
  posts: Number(process.env.BENCH_ROOM_POSTS ?? 20),
  taps: Number(process.env.BENCH_ROOM_REACTIONS ?? 20),
  votes: Number(process.env.BENCH_ROOM_VOTES ?? 200),
};
const CLIENTS = Math.max(1, Math.min(MEMBERS, Number(process.env.BENCH_ROOM_CLIENTS ?? 2)));
/** After the load: time for the last events to arrive (the poll votes wait up to a second). */
const SETTLE_MS = 5000;
const KINDS = ['aplauso', 'corazon', 'idea', 'risa', 'celebracion'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.timeOrigin + performance.now();

/** Resident memory of a process, in MB: all of it, and its anonymous part (heap, buffers). */
function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: kb('VmRSS'), anon: kb('RssAnon'), peak: kb('VmHWM') };
}

/** A client process, with a request/answer helper over IPC. */
function startClient() {
  const child = fork(path.join(here, '../room-clients.mjs'), [], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // The reports of 2,500 streams × a minute of events are built in memory.
    execArgv: ['--max-old-space-size=2048'],
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

/** One JSON request over `agent`; resolves with the status, the answer's text and when it was read. */
function request(url, { method = 'POST', headers, body }, agent) {
  return new Promise((resolve) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString(), at: now() }),
      );
      res.on('error', () => resolve({ status: 0, text: '', at: now() }));
    });
    req.on('error', () => resolve({ status: 0, text: '', at: now() }));
    req.end(body);
  });
}

/** Merges [ms, count] histograms; percentiles of the whole. */
function merged(...lists) {
  const counts = new Map();
  for (const list of lists) for (const [ms, n] of list) counts.set(ms, (counts.get(ms) ?? 0) + n);
  const sorted = [...counts].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((a, [, n]) => a + n, 0);
  const at = (p) => {
    let seen = 0;
    for (const [ms, n] of sorted) if ((seen += n) > p * total) return ms;
    return sorted.at(-1)?.[0] ?? NaN;
  };
  return { total, p50: at(0.5), p99: at(0.99), max: sorted.at(-1)?.[0] ?? NaN };
}

export default {
  name: 'live-room',
  title: `The live room: ${MEMBERS} members' live pages, ${RATES.posts} messages, ${RATES.taps} reactions and ${RATES.votes} poll votes a second for ${SECONDS} s`,
  async run({ engine, restart, databaseUrl, dataDir }) {
    const db = await openDatabase(engine, databaseUrl, dataDir);
    const clients = [];
    let second = null;
    try {
      const meeting = await meetingLiveNow(db);
      const members = await membersWithSessions(db, MEMBERS, 'sala');
      const [staff] = await db.query("select id from users where email = 'admin@example.org'");
      const staffSid = await newSession(db, staff.id);

      // Each member holds one stream; the address's limit is lifted (one address holds them all here).
      const env = {
        LIVE_STREAMS_PER_ADDRESS: String(MEMBERS + 10),
        // The pages' own reads are not part of this measure; the log of 300 writes a second would be.
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      };
      const portal = await restart(env);
      second =
        engine === 'postgres'
          ? await startPortal({ engine, databaseUrl, dataDir: `${dataDir}-2`, extraEnv: env })
          : null;
      const servers = second ? [portal, second] : [portal];

      // The poll, created and opened by staff through the host's routes.
      const staffXsrf = createHmac('sha256', SESSION_SECRET).update(`xsrf:${staffSid}`).digest('base64url');
      const staffHeaders = {
        'content-type': 'application/json',
        cookie: `foro_sid=${staffSid}; XSRF-TOKEN=${staffXsrf}`,
        'x-xsrf-token': staffXsrf,
      };
      const created = await request(
        `${portal.url}/api/admin/polls/meetings/${meeting.id}`,
        {
          headers: { ...staffHeaders, 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            question: '¿Qué parte del encuentro te resulta más útil?',
            options: ['La charla', 'Las preguntas', 'Los ejemplos', 'Los materiales'],
          }),
        },
        undefined,
      );
      if (created.status !== 200)
        throw new Error(`the poll was not created (${created.status} ${created.text})`);
      const poll = JSON.parse(created.text);
      const { 'content-type': _json, ...noBody } = staffHeaders;
      const opened = await request(
        `${portal.url}/api/admin/polls/${poll.id}/open`,
        { headers: noBody },
        undefined,
      );
      if (opened.status !== 200) throw new Error(`the poll did not open (${opened.status} ${opened.text})`);

      const streamPath = `/api/live/meeting/${encodeURIComponent(meeting.slug)}`;
      const idle = servers.map((s) => memory(s.pid));
      for (let c = 0; c < CLIENTS; c++) clients.push(startClient());
      // Member i's page is on server i % servers (half each on PostgreSQL), in client i % clients.
      const opening = performance.now();
      const opens = await Promise.all(
        clients.map((client, c) =>
          client.ask(
            {
              type: 'open',
              targets: servers.map((s) => s.url),
              path: streamPath,
              members: members
                .map((m, i) => ({ cookie: m.headers.cookie, target: i % servers.length, i }))
                .filter((m) => m.i % CLIENTS === c),
              concurrency: 25,
            },
            'opened',
          ),
        ),
      );
      const openSeconds = (performance.now() - opening) / 1000;
      const open = opens.reduce((a, o) => a + o.open, 0);
      if (open !== MEMBERS)
        throw new Error(`${open} of ${MEMBERS} streams opened (${opens.find((o) => o.failure)?.failure})`);
      await sleep(2000);
      const withStreams = servers.map((s) => memory(s.pid));
      const [{ last_id: since }] = await db.query("select last_id from live_sequence where name = 'events'");
      // What is stored on the meeting's channel meanwhile: every page must receive each of these. Read as
      // the run goes, not only at its end: the portal prunes events older than ten minutes, and a slow
      // run (a loaded machine) would otherwise count its first events as never stored.
      const expected = [];
      let collecting = Promise.resolve();
      const collect = () =>
        (collecting = collecting.then(async () => {
          const after = expected.length > 0 ? expected[expected.length - 1].id : Number(since);
          const rows = await db.query(
            'select id, kind, subject from live_events where channel = ? and id > ? and recipient_id is null order by id',
            [`meeting:${meeting.id}`, after],
          );
          for (const e of rows) expected.push({ id: Number(e.id), kind: e.kind, subject: e.subject });
        }));
      const collector = setInterval(collect, 30_000);

      // The load: a steady pace, each write sent when it is due, without waiting for the others' answers.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 512, maxFreeSockets: 512 });
      const base = `${portal.url}/api/meeting/${encodeURIComponent(meeting.slug)}`;
      const sent = { posts: 0, taps: 0, votes: 0 };
      const answers = { posts: [], taps: [], votes: [] };
      const inFlight = [];
      const write = (kind, n) => {
        // Different members: message n by member n, reaction n and vote n spread over the others.
        const member =
          kind === 'posts'
            ? members[n % MEMBERS]
            : kind === 'taps'
              ? members[(n * 7 + 1) % MEMBERS]
              : members[(n * 13 + 2) % MEMBERS];
        let path;
        let body;
        if (kind === 'posts') {
          path = `${base}/post`;
          const text = `Mensaje ${n + 1} del benchmark de la sala en vivo`;
          body = { post: text };
        } else if (kind === 'taps') {
          path = `${base}/reactions`;
          body = { kind: KINDS[n % KINDS.length] };
        } else {
          path = `${base}/polls/${poll.id}/vote`;
          // A member votes again with another option: the vote moves.
          body = { option: poll.options[(n + Math.floor(n / MEMBERS)) % poll.options.length].id };
        }
        const at = now();
        const done = request(path, { headers: member.headers, body: JSON.stringify(body) }, agent).then(
          (r) => {
            answers[kind].push({
              sent: at,
              answered: r.at,
              status: r.status,
              ...(kind === 'posts' ? { text: r.text, body: body.post } : {}),
            });
          },
        );
        inFlight.push(done);
      };
      const cpuBefore = {
        servers: servers.map((s) => cpuMs(s.pid)),
        clients: clients.reduce((a, c) => a + cpuMs(c.pid), 0),
        self: process.cpuUsage(),
      };
      const loadBefore = os.loadavg()[0];
      const peaks = servers.map(() => ({ rss: 0, anon: 0 }));
      const started = performance.now();
      await new Promise((resolve) => {
        const tick = setInterval(() => {
          const elapsed = Math.min(SECONDS, (performance.now() - started) / 1000);
          for (const kind of ['posts', 'taps', 'votes'])
            while (sent[kind] < Math.floor(elapsed * RATES[kind])) write(kind, sent[kind]++);
          servers.forEach((s, i) => {
            const m = memory(s.pid);
            peaks[i].rss = Math.max(peaks[i].rss, m.rss);
            peaks[i].anon = Math.max(peaks[i].anon, m.anon);
          });
          if (elapsed >= SECONDS) {
            clearInterval(tick);
            resolve();
          }
        }, 10);
      });
      const loadSeconds = (performance.now() - started) / 1000;
      const total = sent.posts + sent.taps + sent.votes;
      const pendingAtEnd = total - answers.posts.length - answers.taps.length - answers.votes.length;
      await Promise.all(inFlight);
      await sleep(SETTLE_MS);
      // From the first write to the last answer and the settling time: what the CPU figures cover.
      const wallSeconds = (performance.now() - started) / 1000;
      const cpu = {
        servers: servers.map((s, i) => cpuMs(s.pid) - cpuBefore.servers[i]),
        clients: clients.reduce((a, c) => a + cpuMs(c.pid), 0) - cpuBefore.clients,
        self: (({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpuBefore.self)),
      };
      const after = servers.map((s) => memory(s.pid));
      const loadAfter = os.loadavg()[0];
      agent.destroy();

      clearInterval(collector);
      await collect();
      // Each message's id, from the first page its answer carries (newest first, the message among them).
      const postSentAt = {};
      let unmatched = 0;
      for (const a of answers.posts) {
        if (a.status !== 200) continue;
        const mine = JSON.parse(a.text).posts.find((p) => p.post === a.body);
        if (mine) postSentAt[mine.id] = a.sent;
        else unmatched++;
        a.text = '';
      }
      const ok = (kind) => answers[kind].filter((a) => a.status === 200 || a.status === 202);
      const reports = await Promise.all(
        clients.map((c) =>
          c.ask(
            {
              type: 'report',
              since: Number(since),
              expected,
              posts: postSentAt,
              votes: ok('votes').map((a) => [a.sent, a.answered]),
              taps: ok('taps').map((a) => [a.sent, a.answered]),
            },
            'report',
          ),
        ),
      );
      const sum = (f) => reports.reduce((a, r) => a + f(r), 0);
      const expectedOf = (kind) => expected.filter((e) => e.kind === kind).length;
      const bad = (kind) => answers[kind].length - ok(kind).length;
      const mb = (m) => m.rss.toFixed(0);
      const rows = servers.map((server, t) => {
        const streams = sum((r) => r.streams[t]);
        const messages = merged(...reports.map((r) => r.postLatency[t]));
        const votes = merged(...reports.map((r) => r.votes.histograms[t]));
        const taps = merged(...reports.map((r) => r.taps.histograms[t]));
        const lostPosts = sum((r) => r.missing.posts[t]);
        const lostPolls = sum((r) => r.missing.polls[t]);
        return {
          engine,
          'pages on':
            servers.length > 1 ? `process ${t + 1}${t === 0 ? ' (takes the writes)' : ''}` : 'process 1',
          pages: streams,
          'messages / reactions / votes answered 2xx': `${ok('posts').length} / ${ok('taps').length} / ${ok('votes').length}`,
          'message events received / expected': `${streams * expectedOf('posts') - lostPosts} / ${streams * expectedOf('posts')}`,
          'poll-result events received / expected': `${streams * expectedOf('polls') - lostPolls} / ${streams * expectedOf('polls')}`,
          'message → page p50 / p99 / max (ms)': `${messages.p50} / ${messages.p99} / ${messages.max}`,
          'vote → result event p50 / p99 / max (ms)': `${votes.p50} / ${votes.p99} / ${votes.max}`,
          'votes never followed by a result': sum((r) => r.votes.notShown[t]),
          'reaction → totals p50 / p99 (ms)': `${taps.p50} / ${taps.p99}`,
          'RSS MB: idle → pages open → end (peak)': `${mb(idle[t])} → ${mb(withStreams[t])} → ${mb(after[t])} (${peaks[t].rss.toFixed(0)})`,
          'RssAnon MB: idle → pages open → end (peak)': `${idle[t].anon.toFixed(0)} → ${withStreams[t].anon.toFixed(0)} → ${after[t].anon.toFixed(0)} (${peaks[t].anon.toFixed(0)})`,
          'server CPU s / load s': (cpu.servers[t] / 1000 / loadSeconds).toFixed(2),
        };
      });
      const summary = {
        'load seconds': loadSeconds.toFixed(1),
        'writes not 2xx (messages, reactions, votes)': `${bad('posts')}, ${bad('taps')}, ${bad('votes')}`,
        'statuses not 2xx': JSON.stringify(
          Object.values(answers)
            .flat()
            .filter((a) => a.status !== 200 && a.status !== 202)
            .reduce((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {}),
        ),
        'writes sent (messages, reactions, votes)': `${sent.posts}, ${sent.taps}, ${sent.votes}`,
        'writes unanswered when the load ended': pendingAtEnd,
        'write answers p50 / p99 / max (ms)': (({ p50, p99, max }) => `${p50} / ${p99} / ${max}`)(
          merged(
            Object.values(answers)
              .flat()
              .map((a) => [Math.round(a.answered - a.sent), 1]),
          ),
        ),
        'events stored: messages, polls, other': `${expectedOf('posts')}, ${expectedOf('polls')}, ${expected.length - expectedOf('posts') - expectedOf('polls')}`,
        'messages without their event': ok('posts').length - expectedOf('posts') + unmatched,
        'reaction events per page': (sum((r) => r.reactionEvents) / MEMBERS).toFixed(1),
        'pages that read nothing': sum((r) => r.silent),
        'pages without reactions': sum((r) => r.withoutReactions),
        'streams ended by the server / reopened': `${sum((r) => r.ended)} / ${sum((r) => r.reopened)}`,
        'duplicates, unexpected events': `${sum((r) => r.duplicates)}, ${sum((r) => r.unexpected)}`,
        'CPU s / load s: clients, sender': `${(cpu.clients / 1000 / loadSeconds).toFixed(2)}, ${(cpu.self / 1000 / loadSeconds).toFixed(2)}`,
        'wall s from the first write to the last answer + 5': wallSeconds.toFixed(0),
        'pages opened in (s)': openSeconds.toFixed(1),
        'load average (1 min) before → after': `${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
      };
      printTable(rows);
      say('');
      if (summary['pages that read nothing'] > 0 || expectedOf('posts') === 0 || expectedOf('polls') === 0) {
        printTable([summary]);
        throw new Error(
          `${summary['pages that read nothing']} of ${MEMBERS} pages received no event (${expectedOf('posts')} message and ${expectedOf('polls')} poll events stored)`,
        );
      }
      return [summary];
    } finally {
      await Promise.all(clients.map((c) => c.close()));
      await second?.stop();
      await db.close();
    }
  },
};
