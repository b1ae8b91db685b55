// 1,000 members vote for the same question at once (issue 18 §2, docs/decisions/0045-question-votes.md):
// every vote counted once, none lost, with the latency of the burst. The same burst of 1,000 POSTs against
// the raw `node:http` reference (answering the captured vote reply) gives the ratio.
import { randomUUID } from 'node:crypto';
import { openDatabase, settings } from '../lib.mjs';
import { burst, burstTimes, burstTimesOver, membersWithSessions, rawBurst } from '../bursts.mjs';

const VOTERS = Number(process.env.BENCH_VOTERS ?? 1000);

export default {
  name: 'votes',
  title: `${VOTERS} members vote for one question at once`,
  async run({ engine, portal, databaseUrl, dataDir }) {
    const db = await openDatabase(engine, databaseUrl, dataDir);
    const rows = [];
    try {
      const now = new Date().toISOString();
      const [meeting] = await db.query(
        'select id, slug from meetings where published_at is not null order by starts_at desc',
      );
      const [author] = await db.query("select id from users where email = 'docente@example.org'");
      await db.query("update meetings set questions_mode = 'shared' where id = ?", [meeting.id]);
      const members = await membersWithSessions(db, VOTERS, 'votante');
      for (let round = 0; round < settings.rounds; round++) {
        const question = randomUUID();
        await db.query(
          'insert into meeting_questions (id, meeting_id, user_id, question, created_at, approved_at) values (?, ?, ?, ?, ?, ?)',
          [question, meeting.id, author.id, `¿Pregunta del benchmark ${round}?`, now, now],
        );
        const requests = members.map((m) => ({
          path: `/api/meeting/${meeting.slug}/questions/${question}/vote`,
          headers: m.headers,
          body: JSON.stringify({ voted: true }),
        }));
        // The raw reference answers the same 1,000 POSTs with the reply the portal gave for one vote.
        const raw = await rawBurst(portal.url, requests[0], requests);
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
          ...burstTimes(mine, raw),
        });
      }
    } finally {
      await db.close();
    }
    return [
      {
        votes: VOTERS,
        'counted (each round)': rows.map((r) => r.counted).join(', '),
        'lost or doubled': rows.reduce((n, r) => n + Math.abs(r.lost) + Math.abs(r.rows - r.counted), 0),
        'not 200': rows.reduce((n, r) => n + r['not 200'], 0),
        ...burstTimesOver(rows),
        goal: 'lost or doubled = 0, not 200 = 0',
      },
    ];
  },
};
