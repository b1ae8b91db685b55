// The server's CPU per member page drawn for the member (docs/decisions/0108-member-pages-drawn-on-the-server.md),
// against what the same page cost before: its shell (the same bytes for everyone) and the first answers the
// browser then asked for. Never a test, never in CI.
//   npm run build && node scripts/bench/member-pages-cpu.mjs
// The built portal on SQLite with the demo content, the demo member signed in; each page asked
// BENCH_PAGE_REQUESTS (300) times one after another, `Accept-Encoding: br, gzip`, after 30 warm-up requests;
// the portal process's CPU (user + system, /proc) over the requests, per request.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuMs, DEMO_MEMBER, machine, printTable, say, signIn, startPortal } from './lib.mjs';

const REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 300);
const WARM_UP = 30;
const ROUTE = 'claves-para-conectar-con-tus-estudiantes';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-member-pages-'));
// Drawn however busy the machine keeps the portal: the figure is what a drawn page costs.
const portal = await startPortal({ engine: 'sqlite', dataDir, extraEnv: { DRAW_BELOW_BUSY: '1' } });
try {
  const cookie = await signIn(portal.url, DEMO_MEMBER.email, DEMO_MEMBER.password);
  const meetings = await (await fetch(`${portal.url}/api/meetings`)).json();
  const live = (meetings.find((m) => m.active) ?? meetings[0]).slug;
  const threads = await (
    await fetch(`${portal.url}/api/axis/${ROUTE}/threads`, { headers: { cookie } })
  ).json();
  const thread = threads.threads[0].path;
  const threadSlug = thread.split('/')[4];
  const pages = [
    { page: 'live page', path: `/encuentros/${live}/vive-el-encuentro`, answers: [`/api/meeting/${live}`] },
    {
      page: 'route stop',
      path: `/eje/${ROUTE}/etapa/escuchar-para-conectar`,
      answers: [`/api/axis/info/${ROUTE}`, `/api/axis/${ROUTE}/steps/escuchar-para-conectar`],
    },
    { page: 'thread', path: thread, answers: [`/api/axis/${ROUTE}/threads/${threadSlug}/posts?page=1`] },
  ];
  /** The portal's CPU per request of `urls`, asked in turn REQUESTS times with `headers`. */
  const cpuPer = async (urls, headers) => {
    const ask = async () => {
      for (const url of urls) {
        const res = await fetch(portal.url + url, { headers: { 'accept-encoding': 'br, gzip', ...headers } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      }
    };
    for (let i = 0; i < WARM_UP; i++) await ask();
    const before = cpuMs(portal.pid);
    for (let i = 0; i < REQUESTS; i++) await ask();
    return (cpuMs(portal.pid) - before) / REQUESTS;
  };
  const rows = [];
  for (const { page, path: address, answers } of pages) {
    const drawn = await (await fetch(portal.url + address, { headers: { cookie } })).text();
    if (!drawn.includes('id="prerendered-data"')) throw new Error(`${address} was not drawn for the member`);
    const drawnMs = await cpuPer([address], { cookie });
    // The shell as before (a visitor's: the same bytes), then the session and the page's answers.
    const shellMs = await cpuPer([address], {});
    const answersMs = await cpuPer(['/api/users/username', ...answers], { cookie });
    rows.push({
      page,
      'drawn page ms CPU': drawnMs.toFixed(2),
      'shell ms CPU': shellMs.toFixed(2),
      'first answers ms CPU': answersMs.toFixed(2),
      'drawn / (shell + answers)': (drawnMs / (shellMs + answersMs)).toFixed(2),
      'drawn page KB (br)': (
        Number(
          (await fetch(portal.url + address, { headers: { cookie, 'accept-encoding': 'br' } })).headers.get(
            'content-length',
          ) ?? NaN,
        ) / 1024
      ).toFixed(1),
    });
  }
  const m = machine();
  say(`## CPU per member page drawn, ${new Date().toISOString()}, ${REQUESTS} requests each\n`);
  say(`${m.cpu}, Node ${m.node}, load average ${m['load average (1, 5, 15 min)']}\n`);
  printTable(rows);
} finally {
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
