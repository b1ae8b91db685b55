// Lighthouse on the pages a live meeting brings people to (issue 14's goals; docs/performance.md "First load on
// a phone"): never a test, never in CI.
//   npm run build && npm run lighthouse
// It starts the built portal on SQLite with the demo content (as the benchmark does), signs in as the demo
// member for the live page, and runs Lighthouse's default settings, the mobile preset (a mid-range phone,
// slow 4G and a CPU four times slower, simulated), LIGHTHOUSE_RUNS times per page (default 3), keeping the
// median run as Lighthouse advises. Chromium: CHROMIUM_PATH, else /usr/bin/chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { DEMO_MEMBER, machine, printTable, say, signIn, startPortal } from './bench/lib.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-lighthouse-'));
const portal = await startPortal({ engine: 'sqlite', dataDir });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox'],
});
try {
  const cookie = await signIn(portal.url, DEMO_MEMBER.email, DEMO_MEMBER.password);
  const meetings = await (await fetch(`${portal.url}/api/meetings`)).json();
  const meeting = meetings.find((m) => m.active) ?? meetings[0];
  const pages = [
    { label: '`/` (about the community)', path: '/' },
    { label: '`/foro-de-educadores`', path: '/foro-de-educadores' },
    {
      label: 'live page (member)',
      path: `/encuentros/${meeting.slug}/vive-el-encuentro`,
      headers: { cookie },
    },
  ];
  const rows = [];
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${portal.url}${page.path}`, {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: page.headers,
        logLevel: 'error',
      });
      runs.push(result.lhr);
    }
    const lhr = computeMedianRun(runs);
    const audit = (id) => lhr.audits[id].numericValue;
    const scores = runs.map((r) => Math.round(r.categories.performance.score * 100));
    rows.push({
      page: page.label,
      'performance [runs]': `${Math.round(lhr.categories.performance.score * 100)} [${Math.min(...scores)}..${Math.max(...scores)}]`,
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      'FCP s': (audit('first-contentful-paint') / 1000).toFixed(1),
      'LCP s': (audit('largest-contentful-paint') / 1000).toFixed(1),
      'TBT ms': Math.round(audit('total-blocking-time')),
      CLS: audit('cumulative-layout-shift').toFixed(3),
      'Speed Index s': (audit('speed-index') / 1000).toFixed(1),
      'LCP element (load delay)': lcpElement(lhr),
    });
  }
  const m = machine();
  say(
    `## Lighthouse ${lighthouseVersion()} (mobile preset), median of ${RUNS} runs, ${new Date().toISOString()}\n`,
  );
  say(`${m.cpu}, Node ${m.node}, load average ${m['load average (1, 5, 15 min)']}\n`);
  printTable([
    {
      page: 'goal',
      'performance [runs]': '≥ 95',
      accessibility: '100',
      'FCP s': '',
      'LCP s': '≤ 2.0',
      'TBT ms': '≤ 100',
      CLS: '≤ 0.05',
      'Speed Index s': '',
      'LCP element (load delay)': '',
    },
    ...rows,
  ]);
} finally {
  await chrome.kill();
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The largest paint's element, as the start of its tag and classes, and for an image the time between the
 * first byte of the page and the image's request (what a preload could save): where to look next.
 */
function lcpElement(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  const parts = items.find((item) => item.type === 'table')?.items ?? [];
  if (!node) return 'not reported';
  const tag = /^<[a-z]+/.exec(node.snippet)?.[0].slice(1) ?? '?';
  const delay = parts.find((part) => part.subpart === 'resourceLoadDelay');
  return `\`${tag}\` ${node.selector.split(' > ').at(-1)}${delay ? ` (${Math.round(delay.duration)} ms)` : ''}`;
}

function lighthouseVersion() {
  return JSON.parse(
    fs.readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
  ).version;
}
