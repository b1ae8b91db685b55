// 1,000 members vote for the same question at once (issue 18 §2, docs/decisions/0045-question-votes.md):
// every vote counted once, none lost, with the latency of the burst. The same burst of 1,000 POSTs against
// the raw `node:http` reference (answering the captured vote reply) gives the ratio.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { openDatabase, settings, spread, startReference } from '../lib.mjs';

const VOTERS = Number(process.env.BENCH_VOTERS ?? 1000);
// The portal's session secret when the benchmark starts it (lib.mjs).
const SECRET = 'benchmark-only-secret-0123456789abcdef';
const b64 = (buffer) => buffer.toString('base64url');

/** Fires one POST per member at once; returns each answer's status and time. */
async function burst(url, requests) {
  const started = performance.now();
  const answers = await Promise.all(
    requests.map(async (r) => {
      const t0 = performance.now();
      try {
        const res = await fetch(url + r.path, { method: 'POST', headers: r.headers, body: r.body });
        await res.arrayBuffer();
        return { status: res.status, ms: performance.now() - t0 };
      } catch {
        return { status: 0, ms: performance.now() - t0 };
      }
    }),
  );
  return { answers, wallMs: performance.now() - started };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export default {
  name: 'votes',
  title: `${VOTERS} members vote for one question at once`,
  async run({ engine, portal, databaseUrl, dataDir }) {
    const db = await openDatabase(engine, databaseUrl, dataDir);
    const rows = [];
    try {
      const now = new Date().toISOString();
      const expires = new Date(Date.now() + 86_400_000).toISOString();
      const [meeting] = await db.query(
        'select id, slug from meetings where published_at is not null order by starts_at desc',
      );
      const [author] = await db.query(
        "select id, password_hash from users where email = 'docente@example.org'",
      );
      await db.query("update meetings set questions_mode = 'shared' where id = ?", [meeting.id]);
      const members = [];
      for (let i = 0; i < VOTERS; i++) {
        const id = randomUUID();
        const sid = b64(randomBytes(32));
        await db.query(
          "insert into users (id, email, password_hash, name, lastname, country, city, role, rol, updated_fields, notification_forum, created_at, updated_at) values (?, ?, ?, 'Votante', ?, 'colombia', 'Bogotá', 'member', 'DOCENTE', 1, 0, ?, ?)",
          [id, `votante-${process.pid}-${i}@example.org`, author.password_hash, String(i), now, now],
        );
        await db.query(
          'insert into sessions (id_hash, user_id, created_at, last_seen_at, expires_at, user_agent) values (?, ?, ?, ?, ?, null)',
          [b64(createHash('sha256').update(sid).digest()), id, now, now, expires],
        );
        members.push({ sid, xsrf: b64(createHmac('sha256', SECRET).update(`xsrf:${sid}`).digest()) });
      }
      for (let round = 0; round < settings.rounds; round++) {
        const question = randomUUID();
        await db.query(
          'insert into meeting_questions (id, meeting_id, user_id, question, created_at, approved_at) values (?, ?, ?, ?, ?, ?)',
          [question, meeting.id, author.id, `¿Pregunta del benchmark ${round}?`, now, now],
        );
        const requests = members.map((m) => ({
          path: `/api/meeting/${meeting.slug}/questions/${question}/vote`,
          headers: {
            'content-type': 'application/json',
            cookie: `foro_sid=${m.sid}; XSRF-TOKEN=${m.xsrf}`,
            'x-xsrf-token': m.xsrf,
          },
          body: JSON.stringify({ voted: true }),
        }));
        // The raw reference answers the same 1,000 POSTs with the reply the portal gave for one vote.
        const sample = await fetch(portal.url + requests[0].path, {
          method: 'POST',
          headers: requests[0].headers,
          body: requests[0].body,
        });
        const reference = await startReference([
          {
            path: requests[0].path,
            status: sample.status,
            headers: { 'content-type': 'application/json; charset=utf-8' },
            body: Buffer.from(await sample.text()).toString('base64'),
          },
        ]);
        let raw;
        try {
          raw = await burst(reference.url, requests);
        } finally {
          await reference.stop();
        }
        // The first member voted already: the burst sends it again, which must change nothing.
        const mine = await burst(portal.url, requests);
        const [counted] = await db.query('select votes_count from meeting_questions where id = ?', [
          question,
        ]);
        const [stored] = await db.query(
          'select count(*) as n from meeting_question_votes where question_id = ?',
          [question],
        );
        rows.push({
          votes: VOTERS,
          counted: Number(counted.votes_count),
          rows: Number(stored.n),
          lost: VOTERS - Number(counted.votes_count),
          'not 200': mine.answers.filter((a) => a.status !== 200).length,
          'burst ms': mine.wallMs,
          'raw burst ms': raw.wallMs,
          'p50 ms': percentile(
            mine.answers.map((a) => a.ms),
            50,
          ),
          'p99 ms': percentile(
            mine.answers.map((a) => a.ms),
            99,
          ),
          'raw p99 ms': percentile(
            raw.answers.map((a) => a.ms),
            99,
          ),
          ratio: raw.wallMs / mine.wallMs,
        });
      }
    } finally {
      await db.close();
    }
    const col = (key, digits) =>
      spread(
        rows.map((r) => r[key]),
        digits,
      );
    return [
      {
        votes: VOTERS,
        'counted (each round)': rows.map((r) => r.counted).join(', '),
        'lost or doubled': rows.reduce((n, r) => n + Math.abs(r.lost) + Math.abs(r.rows - r.counted), 0),
        'not 200': rows.reduce((n, r) => n + r['not 200'], 0),
        'burst ms': col('burst ms', 0),
        'raw burst ms': col('raw burst ms', 0),
        'ratio (raw ms / portal ms)': col('ratio', 3),
        'p50 ms': col('p50 ms', 0),
        'p99 ms': col('p99 ms', 0),
        'raw p99 ms': col('raw p99 ms', 0),
        goal: 'lost or doubled = 0, not 200 = 0',
      },
    ];
  },
};
