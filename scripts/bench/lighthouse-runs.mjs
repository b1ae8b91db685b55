// What scripts/lighthouse.mjs and scripts/lighthouse-live-page.mjs share: the portal with the demo content,
// Chromium for Lighthouse, the median of several runs of a page, and the figures read from a run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { DEMO_MEMBER, machine, say, signIn, startPortal } from './lib.mjs';

/** The demo route whose first stop and first thread are measured. */
const DEMO_ROUTE = 'claves-para-conectar-con-tus-estudiantes';
const DEMO_STOP = 'escuchar-para-conectar';

export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
export const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The built portal on SQLite with the demo content, Chromium for Lighthouse, the demo member's cookie and
 * the address of the demo's live page; `stop` ends both and removes the portal's data.
 */
export async function lighthouseSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-lighthouse-'));
  const portal = await startPortal({ engine: 'sqlite', dataDir });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
  const stop = async () => {
    await chrome.kill();
    await portal.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const cookie = await signIn(portal.url, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const meetings = await (await fetch(`${portal.url}/api/meetings`)).json();
    // The demo's meeting of the day is live from the seed's start (demo-meetings.ts): the live room's page.
    const meeting = meetings.find((m) => m.active) ?? meetings[0];
    // A route's first stop and its forum's first thread, as a member opens them from a reminder.
    const route = DEMO_ROUTE;
    const threads = await (
      await fetch(`${portal.url}/api/axis/${route}/threads`, { headers: { cookie } })
    ).json();
    const threadPath = threads.threads[0].path;
    return {
      portal,
      chrome,
      cookie,
      livePath: `/encuentros/${meeting.slug}/vive-el-encuentro`,
      stopPath: `/eje/${route}/etapa/${DEMO_STOP}`,
      threadPath,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** How many times a run in which Chromium saw no first paint is tried again (a busy machine). */
const NO_PAINT_RETRIES = 2;

/** Lighthouse's default settings (the mobile preset) RUNS times on `url`: the median run and each score. */
export async function medianRun(chrome, url, { categories, headers }) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    for (let attempt = 0; ; attempt++) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: categories,
        extraHeaders: headers,
        logLevel: 'error',
      });
      // A run without a first paint has no figures: Lighthouse's median would stop on it.
      if (lhr.audits['first-contentful-paint']?.numericValue !== undefined || attempt >= NO_PAINT_RETRIES) {
        runs.push(lhr);
        break;
      }
      console.error(
        `${url}: no first paint in run ${i + 1} (${lhr.runtimeError?.code ?? 'no code'}), run again`,
      );
    }
  }
  return {
    lhr: computeMedianRun(runs),
    scores: runs.map((r) => Math.round(r.categories.performance.score * 100)),
  };
}

/** A run's paint and blocking figures, as the tables of docs/performance.md give them. */
export function paintFigures(lhr) {
  const audit = (id) => lhr.audits[id].numericValue;
  return {
    'FCP s': (audit('first-contentful-paint') / 1000).toFixed(1),
    'LCP s': (audit('largest-contentful-paint') / 1000).toFixed(1),
    'TBT ms': Math.round(audit('total-blocking-time')),
    CLS: audit('cumulative-layout-shift').toFixed(3),
  };
}

/** A table's heading: what was measured, with Lighthouse's version, the time and the machine. */
export function sayHeading(title) {
  const version = JSON.parse(
    fs.readFileSync(new URL('../../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
  ).version;
  say(
    `## ${title}, Lighthouse ${version} (mobile preset), median of ${RUNS} runs, ${new Date().toISOString()}\n`,
  );
  const m = machine();
  say(`${m.cpu}, Node ${m.node}, load average ${m['load average (1, 5, 15 min)']}\n`);
}
