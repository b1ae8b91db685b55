// The signed-in reads of the serve section asked by a crowd of sessions instead of one: every request
// carries the next of BENCH_CROWD sessions in turn, so a session asks again only after all the others
// have, as different members do (a per-session answer cache, decision 0057, was removed by 0087). What a crowd of
// distinct members costs; the serve section measures one member repeating itself. The thread posts read is
// also asked of the hand-written ceiling (ceiling-server.mjs) in the same rounds.
import path from 'node:path';
import {
  DEMO_MEMBER,
  capture,
  compare,
  newSession,
  openDatabase,
  startHelperServer,
  startReference,
} from '../lib.mjs';

const CROWD = Number(process.env.BENCH_CROWD ?? 5000);
const AXIS = 'claves-para-conectar-con-tus-estudiantes';
const STOP = 'escuchar-para-conectar';
const ENCODINGS = { 'accept-encoding': 'br, gzip' };

export default {
  name: 'crowd',
  title: `Signed-in reads asked by ${CROWD} sessions in turn, against raw node:http`,
  async run({ engine, portal, databaseUrl, dataDir }) {
    const db = await openDatabase(engine, databaseUrl, dataDir);
    const cookies = [];
    try {
      const [member] = await db.query('select id from users where email = ?', [DEMO_MEMBER.email]);
      await db.query('begin');
      for (let i = 0; i < CROWD; i++) cookies.push({ cookie: `foro_sid=${await newSession(db, member.id)}` });
      await db.query('commit');
    } finally {
      await db.close();
    }
    const first = { ...ENCODINGS, ...cookies[0] };
    const meetings = await (await fetch(`${portal.url}/api/meetings`)).json();
    const meeting = meetings.find((m) => m.active) ?? meetings[0];
    const threads = await (await fetch(`${portal.url}/api/axis/${AXIS}/threads`, { headers: first })).json();
    const thread = threads.threads[0]?.path.split('/').filter(Boolean).at(-2);
    const again = await openDatabase(engine, databaseUrl, dataDir);
    const [threadRow] = await again.query(
      'select threads.id from threads join axes on axes.id = threads.axis_id where axes.slug = ? and threads.slug = ?',
      [AXIS, thread],
    );
    await again.close();
    const crowd = (label, path) => ({
      label: `crowd: ${label}`,
      path,
      headers: ENCODINGS,
      rotate: cookies,
      goal: 'none (goal 2 is measured in the serve section)',
    });
    const requests = [
      crowd('axis/info/{slug}', `/api/axis/info/${AXIS}`),
      crowd('a stop', `/api/axis/${AXIS}/steps/${STOP}`),
      crowd('meeting posts', `/api/meeting/${meeting.slug}/posts`),
      { ...crowd('thread posts', `/api/axis/${AXIS}/threads/${thread}/posts`), ceiling: true },
    ];
    // Every session of the crowd is the demo member's: the same bytes for all, which the reference serves.
    const reference = await startReference(
      await capture(
        portal.url,
        requests.map((r) => ({ ...r, headers: first })),
      ),
    );
    const ceiling = await startHelperServer('ceiling-server.mjs', [
      engine,
      engine === 'postgres' ? databaseUrl : path.join(dataDir, 'foro.sqlite'),
      threadRow.id,
    ]);
    try {
      return await compare(portal, reference, requests, { ceiling });
    } finally {
      await reference.stop();
      await ceiling.stop();
    }
  },
};
