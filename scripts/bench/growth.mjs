// Growth benchmark (issue 14, goal 6): does a forum page cost the same with 100,000 posts as with 1,000?
//   node scripts/bench/growth.mjs                     SQLite
//   DATABASE_URL=postgres://… node scripts/bench/growth.mjs   PostgreSQL (a new database, dropped after)
// BENCH_SECONDS (2) per measure, BENCH_ROUNDS (3), BENCH_BIG (100000), BENCH_SMALL (1000).
// Starts its own portal with the demo content, adds a small and a big thread to the main route and a
// small and a big copy of a meeting, then asks for the first, middle and last page of each, small and
// big interleaved, with one client and with ten. Never a test: the figures go to docs/.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createMembers, isMain, load, machine, median, startPortal } from './forum-lib.mjs';

const MAIN_ROUTE = 'claves-para-conectar-con-tus-estudiantes';
const PER_PAGE = 10;

/** Adds `n` visible posts to a thread or a meeting, oldest first, then numbers and counts them. */
async function fill(db, table, owner, n, authors) {
  const start = Date.now() - n * 1000;
  for (let i = 0; i < n; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, n - i) }, (_, k) => ({
      id: randomUUID(),
      [table === 'thread_posts' ? 'thread_id' : 'meeting_id']: owner,
      user_id: authors[(i + k) % authors.length],
      post: `Un aporte de prueba número ${i + k}, del largo de un mensaje corto de un foro de docentes.`,
      hidden: 0,
      created_at: new Date(start + (i + k) * 1000).toISOString(),
    }));
    await db.insertInto(table).values(rows).execute();
  }
  // The kept counts and places (migration 024), when this build has them.
  const counters = await import('../../apps/server/src/db/post-counters.ts').catch(() => null);
  if (counters && table === 'thread_posts') await counters.recountThread(db, owner);
  if (counters && table === 'meeting_posts') await counters.recountMeeting(db, owner);
}

/**
 * Runs the growth benchmark; answers one row per forum, page and load with the median time per
 * request at each size and their ratio (big ÷ small; goal ≤ 1.3).
 */
export async function growth({
  databaseUrl = process.env.DATABASE_URL,
  seconds = Number(process.env.BENCH_SECONDS ?? 2),
  rounds = Number(process.env.BENCH_ROUNDS ?? 3),
  small = Number(process.env.BENCH_SMALL ?? 1000),
  big = Number(process.env.BENCH_BIG ?? 100_000),
  log = (line) => console.error(line),
} = {}) {
  const portal = await startPortal({ databaseUrl });
  const { db } = portal;
  try {
    const axis = await db
      .selectFrom('axes')
      .select(['id', 'slug'])
      .where('slug', '=', MAIN_ROUTE)
      .executeTakeFirstOrThrow();
    const reader = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'docente@example.org')
      .executeTakeFirstOrThrow();
    const headers = await portal.session(reader.id);
    const authors = await createMembers(db, 200, 'growth');
    const model = await db
      .selectFrom('meetings')
      .selectAll()
      .where('posts_hidden', '=', 0)
      .where('published_at', 'is not', null)
      .orderBy('starts_at')
      .executeTakeFirstOrThrow();

    const forums = [];
    for (const [size, n] of [
      ['small', small],
      ['big', big],
    ]) {
      const threadId = randomUUID();
      const threadSlug = `crecimiento-${size}-${threadId.slice(0, 6)}`;
      await db
        .insertInto('threads')
        .values({
          id: threadId,
          axis_id: axis.id,
          slug: threadSlug,
          title: `Conversación de ${n} mensajes`,
          coach_id: null,
          position: 100,
          created_at: new Date().toISOString(),
        })
        .execute();
      const meetingId = randomUUID();
      const meetingSlug = `crecimiento-${size}-${meetingId.slice(0, 6)}`;
      const { id: _id, slug: _slug, posts_count: _count, ...copy } = model;
      await db
        .insertInto('meetings')
        .values({ ...copy, id: meetingId, slug: meetingSlug })
        .execute();
      log(`filling ${n} thread posts and ${n} meeting comments…`);
      await fill(db, 'thread_posts', threadId, n, authors);
      await fill(db, 'meeting_posts', meetingId, n, authors);
      const pages = Math.ceil(n / PER_PAGE);
      forums.push({
        size,
        n,
        thread: (page) => `/api/axis/${axis.slug}/threads/${threadSlug}/posts?page=${page}`,
        meeting: (page) => `/api/meeting/${meetingSlug}/posts?page=${page}`,
        pages: { first: 1, middle: Math.ceil(pages / 2), last: pages },
      });
    }
    if (portal.dialect === 'postgres') await sql`analyze`.execute(db);

    const rows = [];
    for (const forum of ['thread', 'meeting'])
      for (const page of ['first', 'middle', 'last'])
        for (const concurrency of [1, 10]) {
          const times = { small: [], big: [] };
          const rps = { small: [], big: [] };
          const cpu = { small: [], big: [] };
          let errors = 0;
          for (let round = 0; round < rounds; round++)
            for (const f of forums) {
              const r = await load(portal.url, f[forum](f.pages[page]), {
                headers,
                seconds,
                concurrency,
                pid: portal.pid,
              });
              times[f.size].push(r.p50);
              rps[f.size].push(r.rps);
              cpu[f.size].push(r.cpuMs);
              errors += r.errors;
            }
          const row = {
            forum,
            page,
            clients: concurrency,
            [`p50 ms @${small}`]: median(times.small).toFixed(2),
            [`p50 ms @${big}`]: median(times.big).toFixed(2),
            [`req/s @${small}`]: Math.round(median(rps.small)),
            [`req/s @${big}`]: Math.round(median(rps.big)),
            // Time per request, big ÷ small: req/s small ÷ req/s big (goal ≤ 1.3).
            ratio: (median(rps.small) / median(rps.big)).toFixed(2),
            [`cpu ms @${small}`]: median(cpu.small).toFixed(2),
            [`cpu ms @${big}`]: median(cpu.big).toFixed(2),
            // Server CPU per request, big ÷ small: less swayed by other work on a shared machine.
            'cpu ratio': (median(cpu.big) / median(cpu.small)).toFixed(2),
            errors,
          };
          log(JSON.stringify(row));
          rows.push(row);
        }
    return { engine: portal.dialect, machine: machine(), rows };
  } finally {
    await portal.stop();
  }
}

if (isMain(import.meta)) {
  // A command-line tool: its tables are its output.
  /* eslint-disable no-console */
  const result = await growth();
  console.log(`growth on ${result.engine}: ${JSON.stringify(result.machine)}`);
  console.table(result.rows);
  /* eslint-enable no-console */
}
