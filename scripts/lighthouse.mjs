// Lighthouse on the pages a live meeting brings people to (issue 14's goals; docs/performance.md "First load on
// a phone"): never a test, never in CI.
//   npm run build && npm run lighthouse
// It starts the built portal on SQLite with the demo content (as the benchmark does), signs in as the demo
// member for the live page, and runs Lighthouse's default settings, the mobile preset (a mid-range phone,
// slow 4G and a CPU four times slower, simulated), LIGHTHOUSE_RUNS times per page (default 3), keeping the
// median run as Lighthouse advises. Pages: the two visitor pages, and signed in, the live page of the meeting
// live today, a route's stop and a thread (issue 33's goals for member pages). Chromium: CHROMIUM_PATH, else /usr/bin/chromium.
import fs from 'node:fs';
import path from 'node:path';
import { printTable } from './bench/lib.mjs';
import { lighthouseSetup, medianRun, paintFigures, sayHeading } from './bench/lighthouse-runs.mjs';

const { portal, chrome, cookie, livePath, stopPath, threadPath, stop } = await lighthouseSetup();
// LIGHTHOUSE_PAGES=live,stop (labels' first word, lower case) measures only those pages.
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
// LIGHTHOUSE_OUT=<folder>: each page's median run is also written there as Lighthouse's JSON.
const outDir = process.env.LIGHTHOUSE_OUT;
if (outDir) fs.mkdirSync(outDir, { recursive: true });
try {
  const pages = [
    { label: '`/` (about the community)', path: '/' },
    { label: '`/foro-de-educadores`', path: '/foro-de-educadores' },
    { label: 'live page (member, meeting live)', path: livePath, headers: { cookie } },
    { label: 'route stop (member)', path: stopPath, headers: { cookie } },
    { label: 'thread (member)', path: threadPath, headers: { cookie } },
  ].filter((page) => !only || only.some((key) => page.label.replace(/`/g, '').startsWith(key)));
  const rows = [];
  for (const page of pages) {
    const { lhr, scores } = await medianRun(chrome, `${portal.url}${page.path}`, {
      categories: ['performance', 'accessibility'],
      headers: page.headers,
    });
    if (outDir) {
      const name = page.label.replace(/`/g, '').split(' ')[0].replace(/\W+/g, '') || 'root';
      fs.writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(lhr));
    }
    rows.push({
      page: page.label,
      'performance [runs]': `${Math.round(lhr.categories.performance.score * 100)} [${Math.min(...scores)}..${Math.max(...scores)}]`,
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      ...paintFigures(lhr),
      'Speed Index s': (lhr.audits['speed-index'].numericValue / 1000).toFixed(1),
      ...transfer(lhr),
      ...firstScreenWork(lhr),
      'LCP element (load delay)': lcpElement(lhr),
    });
  }
  sayHeading('First load on a phone');
  printTable([
    {
      page: 'goal',
      'performance [runs]': '≥ 95 visitors, ≥ 90 members',
      accessibility: '100',
      'FCP s': '',
      'LCP s': '≤ 2.0 / ≤ 2.5',
      'TBT ms': '≤ 100 / ≤ 200',
      CLS: '≤ 0.05',
      'Speed Index s': '',
      'requests (scripts, styles)': '',
      KB: '',
      'before FCP (scripts, styles)': '',
      'JS KB': '',
      'script evaluation ms': '',
      'LCP element (load delay)': '',
    },
    ...rows,
  ]);
} finally {
  await stop();
}

/** The run's requests (of them scripts and style sheets) and the bytes they moved, headers included. */
function transfer(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const count = (type) => items.filter((item) => item.resourceType === type).length;
  const bytes = items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    'requests (scripts, styles)': `${items.length} (${count('Script')}, ${count('Stylesheet')})`,
    KB: Math.round(bytes / 1024),
  };
}

/**
 * Figures that depend on the build more than on the machine's load: the scripts and style sheets requested
 * before the first paint, the kilobytes of script the run moved, and the main thread's script evaluation
 * (Lighthouse's own figure, scaled by its simulated CPU slowdown, so still higher on a busy machine).
 */
function firstScreenWork(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const fcp = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? Infinity;
  const early = items.filter((item) => item.networkRequestTime < fcp);
  const count = (list, type) => list.filter((item) => item.resourceType === type).length;
  const scriptBytes = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  return {
    'before FCP (scripts, styles)': `${count(early, 'Script')}, ${count(early, 'Stylesheet')}`,
    'JS KB': Math.round(scriptBytes / 1024),
    'script evaluation ms': Math.round(work.find((item) => item.group === 'scriptEvaluation')?.duration ?? 0),
  };
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
