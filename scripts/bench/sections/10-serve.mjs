// The hot read paths of a live meeting, portal against the raw `node:http` reference (goals 1–5 of
// docs/performance.md): public lists, signed-in reads, the app shell and its built assets.
import { DEMO_MEMBER, capture, compare, signIn, startReference } from '../lib.mjs';

const AXIS = 'claves-para-conectar-con-tus-estudiantes';
const STOP = 'escuchar-para-conectar';
const ENCODINGS = { 'accept-encoding': 'br, gzip' };

export default {
  name: 'serve',
  title: 'Hot read paths against raw node:http serving the same bytes',
  async run({ portal }) {
    const cookie = await signIn(portal.url, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const member = { ...ENCODINGS, cookie };
    const meetings = await (await fetch(`${portal.url}/api/meetings`)).json();
    const meeting = meetings.find((m) => m.active) ?? meetings[0];
    const threads = await (
      await fetch(`${portal.url}/api/axis/${AXIS}/threads`, { headers: { cookie } })
    ).json();
    // A thread's `path` is its page address, /eje/{axis}/foro-de-participacion/{thread}/posts.
    const thread = threads.threads[0]?.path.split('/').filter(Boolean).at(-2);
    const index = await (await fetch(`${portal.url}/`)).text();
    // Every built file the page names: in its tags, and its scripts in the list a prerendered page loads
    // when a person acts (decision 0059).
    const assets = [...new Set([...index.matchAll(/"(\/assets\/[^"]+)"/g)].map((m) => m[1]))];

    const requests = [
      { label: 'GET /healthz (floor)', path: '/healthz', headers: ENCODINGS },
      {
        label: 'GET /api/meetings',
        path: '/api/meetings',
        headers: ENCODINGS,
        goal: 'ratio ≥ 0.60, p99 ≤ 20',
      },
      { label: 'GET /api/axis', path: '/api/axis', headers: ENCODINGS, goal: 'ratio ≥ 0.60, p99 ≤ 20' },
      {
        label: 'GET /api/items-home',
        path: '/api/items-home',
        headers: ENCODINGS,
        goal: 'ratio ≥ 0.60, p99 ≤ 20',
      },
      {
        label: 'signed in: axis/info/{slug}',
        path: `/api/axis/info/${AXIS}`,
        headers: member,
        goal: 'ratio ≥ 0.35, p99 ≤ 20',
      },
      {
        label: 'signed in: a stop',
        path: `/api/axis/${AXIS}/steps/${STOP}`,
        headers: member,
        goal: 'ratio ≥ 0.35, p99 ≤ 20',
      },
      {
        label: 'signed in: meeting posts',
        path: `/api/meeting/${meeting.slug}/posts`,
        headers: member,
        goal: 'ratio ≥ 0.35, p99 ≤ 20',
      },
      {
        label: 'signed in: thread posts',
        path: `/api/axis/${AXIS}/threads/${thread}/posts`,
        headers: member,
        goal: 'ratio ≥ 0.35, p99 ≤ 20',
      },
      { label: 'GET / (index.html)', path: '/', headers: ENCODINGS, goal: 'ratio ≥ 0.80' },
      ...assets.map((a) => ({
        label: `asset ${a.replace(/-[\w-]{6,}\./, '-….')}`,
        path: a,
        headers: ENCODINGS,
        goal: 'ratio ≥ 0.80',
      })),
    ];
    const reference = await startReference(await capture(portal.url, requests));
    try {
      return await compare(portal, reference, requests);
    } finally {
      await reference.stop();
    }
  },
};
