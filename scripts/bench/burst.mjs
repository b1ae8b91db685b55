// Burst benchmark (issue 14, goal 7): 1,000 questions posted at once from 1,000 signed-in sessions.
//   node scripts/bench/burst.mjs                     SQLite
//   DATABASE_URL=postgres://… node scripts/bench/burst.mjs   PostgreSQL (a new database, dropped after)
// BENCH_SESSIONS (1000), BENCH_ROUNDS (3). Goal: 0 lost, p99 ≤ 200 ms.
// The sessions are already on the live page when the question time starts: each has its connection
// open (one GET /healthz each beforehand), as a browser keeps it; then every session sends its
// question at the same moment. A question is lost when it was not answered 200 or is not stored.
import { randomUUID } from 'node:crypto';
import {
  agentFor,
  cpuSeconds,
  createMembers,
  isMain,
  machine,
  median,
  percentile,
  send,
  startPortal,
} from './forum-lib.mjs';

/** Runs the burst benchmark; answers one row per round and the median of the rounds. */
export async function burst({
  databaseUrl = process.env.DATABASE_URL,
  sessions = Number(process.env.BENCH_SESSIONS ?? 1000),
  rounds = Number(process.env.BENCH_ROUNDS ?? 3),
  log = (line) => console.error(line),
} = {}) {
  const portal = await startPortal({ databaseUrl });
  const { db } = portal;
  try {
    const model = await db
      .selectFrom('meetings')
      .selectAll()
      .where('posts_hidden', '=', 0)
      .where('published_at', 'is not', null)
      .orderBy('starts_at')
      .executeTakeFirstOrThrow();
    const meetingId = randomUUID();
    const slug = `pregunta-en-vivo-${meetingId.slice(0, 6)}`;
    const { id: _id, slug: _slug, posts_count: _count, ...copy } = model;
    // Live now, whatever the clock: questions are taken while a meeting is active.
    await db
      .insertInto('meetings')
      .values({ ...copy, id: meetingId, slug, active_override: 1 })
      .execute();
    const members = await createMembers(db, sessions, 'burst');
    const headers = [];
    for (const id of members) headers.push(await portal.session(id));

    const rows = [];
    for (let round = 1; round <= rounds; round++) {
      const agent = agentFor(sessions);
      // Every session's connection open, as on the live page.
      await Promise.all(headers.map(() => send(`${portal.url}/healthz`, { agent })));
      const statuses = new Map();
      const latencies = [];
      const started = performance.now();
      const cpuBefore = cpuSeconds(portal.pid);
      await Promise.all(
        headers.map(async (h, i) => {
          const start = performance.now();
          let status = 0;
          try {
            status = await send(`${portal.url}/api/meeting/${slug}/question`, {
              method: 'POST',
              headers: h,
              body: { question: `¿Pregunta ${i} de la ronda ${round}?` },
              agent,
            });
          } catch {
            status = -1;
          }
          latencies.push(performance.now() - start);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }),
      );
      const wall = performance.now() - started;
      const cpuMs = ((cpuSeconds(portal.pid) - cpuBefore) * 1000) / sessions;
      agent.destroy();
      const stored = await db
        .selectFrom('meeting_questions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('meeting_id', '=', meetingId)
        .where('question', 'like', `%de la ronda ${round}?`)
        .executeTakeFirstOrThrow();
      latencies.sort((a, b) => a - b);
      const row = {
        round,
        sessions,
        'answered 200': statuses.get(200) ?? 0,
        stored: Number(stored.n),
        lost: sessions - Math.min(statuses.get(200) ?? 0, Number(stored.n)),
        'p50 ms': percentile(latencies, 50).toFixed(0),
        'p99 ms': percentile(latencies, 99).toFixed(0),
        'max ms': latencies.at(-1).toFixed(0),
        'all done ms': wall.toFixed(0),
        'server cpu ms/question': cpuMs.toFixed(2),
        statuses: JSON.stringify(Object.fromEntries(statuses)),
      };
      log(JSON.stringify(row));
      rows.push(row);
    }
    return {
      engine: portal.dialect,
      machine: machine(),
      rows,
      median: {
        lost: median(rows.map((r) => r.lost)),
        'p99 ms': median(rows.map((r) => Number(r['p99 ms']))),
      },
    };
  } finally {
    await portal.stop();
  }
}

if (isMain(import.meta)) {
  // A command-line tool: its tables are its output.
  /* eslint-disable no-console */
  const result = await burst();
  console.log(`burst on ${result.engine}: ${JSON.stringify(result.machine)}`);
  console.table(result.rows);
  console.log(`median of the rounds: ${JSON.stringify(result.median)}`);
  /* eslint-enable no-console */
}
