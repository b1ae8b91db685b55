// What the live page would score on a phone if it came drawn in its HTML (decision 0060): never a test,
// never in CI.
//   npm run build && node scripts/lighthouse-live-page.mjs
// It starts the built portal on SQLite with the demo content, signs in as the demo member, saves the
// live page's markup as the app draws it in Chromium, and serves variants of the page's shell at the
// page's address (everything else from the portal): as served, with the markup and the code loaded at
// once, with the markup and the code at low priority, and with the markup and no code. Lighthouse, mobile
// preset, LIGHTHOUSE_RUNS runs each (default 3), as scripts/lighthouse.mjs.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { DEMO_MEMBER, machine, printTable, say, signIn, startPortal } from './bench/lib.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-lighthouse-'));
const portal = await startPortal({ engine: 'sqlite', dataDir });
const cookie = await signIn(portal.url, DEMO_MEMBER.email, DEMO_MEMBER.password);
const meetings = await (await fetch(`${portal.url}/api/meetings`)).json();
const meeting = meetings.find((m) => m.active) ?? meetings[0];
const livePath = `/encuentros/${meeting.slug}/vive-el-encuentro`;

/** The page's root as the app draws it for the demo member on a phone's screen. */
async function drawnMarkup() {
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url: portal.url };
      }),
    );
    const page = await context.newPage();
    await page.goto(portal.url + livePath);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    return await page.locator('#root').innerHTML();
  } finally {
    await browser.close();
  }
}

const shell = await (await fetch(portal.url + livePath, { headers: { cookie } })).text();
const markup = await drawnMarkup();
const withMarkup = shell.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
const withoutPreloads = (html) => html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
const variants = {
  'as served': shell,
  'drawn in the HTML, code at once': withMarkup,
  'drawn in the HTML, code at low priority': withoutPreloads(
    withMarkup.replace(/<script type="module"/g, '<script type="module" fetchpriority="low"'),
  ),
  'drawn in the HTML, no code': withoutPreloads(
    withMarkup.replace(/\s*<script type="module"[^>]*><\/script>/g, ''),
  ),
};

let current = 'as served';
const proxy = http.createServer((req, res) => {
  if (req.url.split('?')[0] === livePath) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(variants[current]);
    return;
  }
  const upstream = http.request(
    portal.url + req.url,
    { method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    },
  );
  req.pipe(upstream);
});
await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${proxy.address().port}`;

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
try {
  const rows = [];
  for (const variant of Object.keys(variants)) {
    current = variant;
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(base + livePath, {
        port: chrome.port,
        onlyCategories: ['performance'],
        extraHeaders: { cookie },
        logLevel: 'error',
      });
      runs.push(result.lhr);
    }
    const lhr = computeMedianRun(runs);
    const audit = (id) => lhr.audits[id].numericValue;
    rows.push({
      'live page': variant,
      'performance (runs)': runs.map((r) => Math.round(r.categories.performance.score * 100)).join(', '),
      'FCP s': (audit('first-contentful-paint') / 1000).toFixed(1),
      'LCP s': (audit('largest-contentful-paint') / 1000).toFixed(1),
      'TBT ms': Math.round(audit('total-blocking-time')),
      CLS: audit('cumulative-layout-shift').toFixed(3),
    });
  }
  const m = machine();
  say(
    `## The live page drawn in its HTML, Lighthouse (mobile preset), median of ${RUNS} runs, ${new Date().toISOString()}\n`,
  );
  say(`${m.cpu}, Node ${m.node}, load average ${m['load average (1, 5, 15 min)']}\n`);
  printTable(rows);
} finally {
  await chrome.kill();
  proxy.close();
  await portal.stop();
}
