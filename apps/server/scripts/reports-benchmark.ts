/**
 * Times the back office's reports on a portal of 100,000 members (docs/performance.md#reports):
 *
 *   node apps/server/scripts/reports-benchmark.ts [--members 100000]
 *   DATABASE_URL=postgres://… node apps/server/scripts/reports-benchmark.ts   (an empty database)
 *
 * On the demo content it bulk-inserts members and what they do in proportion (registrations, minutes
 * of attendance live and on the replay, questions, comments, stop visits, practical cases, open-access
 * leads, invitation requests and invitations), then runs each report once per filter and prints the
 * times as a Markdown table. Never a test: the figures depend on the machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { countries } from '@foro/shared/directory/countries';
import { createDatabase, migrateToLatest, type Db } from '../src/db/database.ts';
import { seedDemoIfEmpty } from '../src/db/seed/index.ts';
import { createReportsService, scopeOf } from '../src/features/reports/reports.service.ts';
import { newId } from '../src/lib/ids.ts';
import { systemClock } from '../src/lib/clock.ts';

/** The figures go to standard output, for pasting into docs/performance.md. */
const print = (line: string) => process.stdout.write(`${line}\n`);

const { values } = parseArgs({ options: { members: { type: 'string', default: '100000' } } });
const MEMBERS = Number(values.members);

/** A seeded generator (mulberry32): the same portal on every run. */
let state = 20261127;
const random = () => {
  state = (state + 0x6d2b79f5) | 0;
  let x = Math.imul(state ^ (state >>> 15), 1 | state);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
/** A moment of the last year before the run. */
const DAY = 86_400_000;
const now = Date.now();
const someDay = () => new Date(now - Math.floor(random() * 365 * DAY)).toISOString();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-reports-bench-'));
const { db, dialect } = createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });

/** Kysely without the table types: the rows below are built for the table they go to. */
type Loose = Kysely<Record<string, Record<string, unknown>>>;

async function bulk(db: Db, table: string, rows: Array<Record<string, unknown>>, chunk = 500) {
  await db.transaction().execute(async (trx) => {
    const loose = trx as unknown as Loose;
    for (let i = 0; i < rows.length; i += chunk)
      await loose
        .insertInto(table)
        .values(rows.slice(i, i + chunk))
        .execute();
  });
}

/** Wall time, and the CPU time of this process (what a quiet machine would take, near enough). */
const timed = async <T>(work: () => Promise<T>) => {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000, result };
};
const cell = (t: { ms: number; cpuMs: number }) => `${t.ms.toFixed(0)} ms (CPU ${t.cpuMs.toFixed(0)} ms)`;

async function seed() {
  await migrateToLatest(db);
  await seedDemoIfEmpty(db, systemClock);
  const countryKeys = countries.map((c) => c.key);
  const users = Array.from({ length: MEMBERS }, (_, i) => ({
    id: newId(),
    email: `bench-${i}@example.org`,
    password_hash: 'x',
    name: 'Persona',
    lastname: `Prueba ${i}`,
    country: pick(countryKeys),
    city: 'Ciudad',
    role: 'member',
    rol: 'DOCENTE',
    updated_fields: 1,
    notification_forum: 0,
    created_at: someDay(),
    updated_at: someDay(),
  }));
  await bulk(db, 'users', users);
  const ids = users.map((u) => u.id);
  const some = (share: number) => ids.filter(() => random() < share);

  const meetings = await db.selectFrom('meetings').select(['id', 'starts_at']).execute();
  let attendanceRows = 0;
  for (const meeting of meetings) {
    const registered = some(0.25);
    await bulk(
      db,
      'meeting_inscriptions',
      registered.map((user_id) => ({ meeting_id: meeting.id, user_id, created_at: someDay() })),
    );
    // Of those registered: a third live for 30–45 minutes, a sixth on the replay, a tenth who left early.
    const minutes: Array<Record<string, unknown>> = [];
    for (const user_id of registered) {
      const r = random();
      const [mode, count] =
        r < 0.33
          ? ['live', 30 + Math.floor(random() * 16)]
          : r < 0.5
            ? ['replay', 30 + Math.floor(random() * 10)]
            : r < 0.6
              ? ['live', Math.floor(random() * 20) + 1]
              : [null, 0];
      for (let minute = 0; minute < count; minute++)
        minutes.push({ meeting_id: meeting.id, user_id, mode, minute, created_at: meeting.starts_at });
    }
    attendanceRows += minutes.length;
    await bulk(db, 'meeting_attendance', minutes, 1000);
    // The members' totals are kept by the database with each minute (migration 072).
    await bulk(
      db,
      'meeting_questions',
      some(0.02).map((user_id) => ({
        id: newId(),
        meeting_id: meeting.id,
        user_id,
        question: '¿Pregunta?',
        created_at: someDay(),
      })),
    );
    await bulk(
      db,
      'meeting_posts',
      some(0.05).map((user_id) => ({
        id: newId(),
        meeting_id: meeting.id,
        user_id,
        post: 'Comentario',
        hidden: 0,
        created_at: someDay(),
      })),
    );
  }

  const axes = await db.selectFrom('axes').select('id').orderBy('position').execute();
  let visits = 0;
  for (const [index, axis] of axes.entries()) {
    const steps = await db
      .selectFrom('axis_steps')
      .select(['id', 'step_count'])
      .where('axis_id', '=', axis.id)
      .orderBy('step_count')
      .execute();
    // The main route is the busiest; each stop keeps about four in five of the members of the one before.
    let reached = some(0.6 / (index + 1));
    const rows: Array<Record<string, unknown>> = [];
    for (const step of steps) {
      for (const user_id of reached) rows.push({ step_id: step.id, user_id, created_at: someDay() });
      reached = reached.filter(() => random() < 0.8);
    }
    visits += rows.length;
    await bulk(db, 'step_visits', rows, 1000);
    await bulk(
      db,
      'axis_questions',
      some(0.03).map((user_id) => ({
        id: newId(),
        axis_id: axis.id,
        user_id,
        question: '¿Pregunta?',
        created_at: someDay(),
      })),
    );
    const threads = await db.selectFrom('threads').select('id').where('axis_id', '=', axis.id).execute();
    if (threads.length)
      await bulk(
        db,
        'thread_posts',
        some(0.3).map((user_id) => ({
          id: newId(),
          thread_id: pick(threads).id,
          user_id,
          post: 'Aporte',
          hidden: 0,
          created_at: someDay(),
        })),
      );
    const tests = await db.selectFrom('tests').select('id').where('axis_id', '=', axis.id).execute();
    if (tests.length)
      await bulk(
        db,
        'test_attempts',
        some(0.3 / (index + 1)).map((user_id) => ({
          id: newId(),
          axis_id: axis.id,
          test_id: pick(tests).id,
          user_id,
          score: Math.min(10, Math.floor(random() * 6) + Math.floor(random() * 6)),
          answers_json: '{}',
          created_at: someDay(),
        })),
      );
  }

  await bulk(
    db,
    'open_access_leads',
    Array.from({ length: MEMBERS / 5 }, (_, i) => {
      const at = someDay();
      return {
        id: newId(),
        email: `lead-${i}@example.org`,
        country: pick(countryKeys),
        created_at: at,
        last_seen_at: at,
      };
    }),
  );
  const invitations: Array<Record<string, unknown>> = [];
  const requests = Array.from({ length: MEMBERS / 10 }, (_, i) => {
    const at = someDay();
    let invitation_id: string | null = null;
    if (random() < 0.6) {
      invitation_id = newId();
      const used = random() < 0.7;
      invitations.push({
        id: invitation_id,
        email: `solicitud-${i}@example.org`,
        name: '',
        secret_digest: newId(),
        created_at: at,
        expires_at: at,
        used_at: used ? at : null,
        user_id: used ? pick(ids) : null,
      });
    }
    return {
      id: newId(),
      email: `solicitud-${i}@example.org`,
      country: pick(countryKeys),
      name: 'Ana',
      lastname: 'Pérez',
      school: 'Liceo',
      city: 'Ciudad',
      school_type: 'public',
      privacy_accepted_at: at,
      created_at: at,
      updated_at: at,
      invitation_id,
    };
  });
  await bulk(db, 'invitations', invitations);
  await bulk(db, 'contact_requests', requests);
  // PostgreSQL plans from its statistics, which autovacuum gathers a while after a bulk load; without
  // them it takes the new tables for nearly empty and joins row by row (tens of seconds here).
  if (dialect === 'postgres') await sql`analyze`.execute(db);
  return { meetings: meetings.length, attendanceRows, visits };
}

const seeded = await timed(seed);
print(
  `Seeded ${MEMBERS} members on ${dialect} in ${(seeded.ms / 1000).toFixed(0)} s: ` +
    `${seeded.result.attendanceRows} minutes of attendance over ${seeded.result.meetings} meetings, ` +
    `${seeded.result.visits} stop visits.\n`,
);

const service = createReportsService({ db });
const year = new Date(now - 180 * DAY).toISOString().slice(0, 10);
const filters = {
  'no filter': {},
  'country (colombia)': { country: 'colombia' },
  'last 180 days': { from: year, to: new Date(now).toISOString().slice(0, 10) },
};
const reportNames = ['meetings', 'routes', 'funnel', 'scores', 'countries', 'invitations'] as const;
print(`| report | ${Object.keys(filters).join(' | ')} |`);
print(
  `|---|${Object.keys(filters)
    .map(() => '---:')
    .join('|')}|`,
);
for (const name of reportNames) {
  const cells: string[] = [];
  for (const filter of Object.values(filters)) {
    cells.push(cell(await timed((): Promise<unknown> => service.reports[name](scopeOf(filter)))));
  }
  print(`| ${name} | ${cells.join(' | ')} |`);
}
const cells: string[] = [];
for (const filter of Object.values(filters)) cells.push(cell(await timed(() => service.all(filter))));
print(`| **whole dashboard** | ${cells.join(' | ')} |`);
print(
  `\nload average: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}; node ${process.version}; ${os.cpus().length} cpus`,
);
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
