// Issue 14, goal 7: 1,000 members post a question to a live meeting at the same moment. Every question
// must be answered 200 and stored once; the goal is p99 ≤ 200 ms. The same burst of 1,000 POSTs against the
// raw `node:http` reference (answering the reply the portal gave one question) shows what the client and
// the machine cost before the portal does anything (scripts/bench/burst.mjs is the same burst with the
// connections opened beforehand, on a portal of its own).
import { openDatabase, settings } from '../lib.mjs';
import { burst, burstTimes, burstTimesOver, membersWithSessions, rawBurst } from '../bursts.mjs';

const ASKERS = Number(process.env.BENCH_ASKERS ?? 1000);

export default {
  name: 'questions',
  title: `${ASKERS} members post a question to a live meeting at once`,
  async run({ engine, portal, databaseUrl, dataDir }) {
    const db = await openDatabase(engine, databaseUrl, dataDir);
    const rows = [];
    try {
      const [meeting] = await db.query(
        'select id, slug from meetings where published_at is not null and posts_hidden = 0 order by starts_at desc',
      );
      // Live now, whatever the clock: questions are taken while a meeting is on.
      await db.query('update meetings set active_override = 1 where id = ?', [meeting.id]);
      // One more member sends the sample the raw reference repeats.
      const [sampler, ...members] = await membersWithSessions(db, ASKERS + 1, 'pregunta');
      const path = `/api/meeting/${meeting.slug}/question`;
      for (let round = 0; round < settings.rounds; round++) {
        const ask = (m, question) => ({ path, headers: m.headers, body: JSON.stringify({ question }) });
        const requests = members.map((m, i) => ask(m, `¿Pregunta ${i} de la ronda ${round}?`));
        // Each member has the live page open, so a connection to the portal too.
        const sample = ask(sampler, `¿Muestra de la ronda ${round}?`);
        const raw = await rawBurst(portal.url, sample, requests, { connectionsOpen: true });
        const mine = await burst(portal.url, requests, { connectionsOpen: true });
        const [stored] = await db.query(
          'select count(*) as n from meeting_questions where meeting_id = ? and question like ?',
          [meeting.id, `¿Pregunta % de la ronda ${round}?`],
        );
        const ok = mine.answers.filter((a) => a.status === 200).length;
        rows.push({
          stored: Number(stored.n),
          lost: ASKERS - Math.min(ok, Number(stored.n)),
          'not 200': ASKERS - ok,
          ...burstTimes(mine, raw),
        });
      }
    } finally {
      await db.close();
    }
    return [
      {
        questions: ASKERS,
        'stored (each round)': rows.map((r) => r.stored).join(', '),
        lost: rows.reduce((n, r) => n + r.lost, 0),
        'not 200': rows.reduce((n, r) => n + r['not 200'], 0),
        ...burstTimesOver(rows),
        goal: 'lost = 0, p99 ≤ 200 ms',
      },
    ];
  },
};
