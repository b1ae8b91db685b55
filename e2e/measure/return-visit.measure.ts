import fs from 'node:fs';
import path from 'node:path';
import { test } from '../tests/fixtures';
import { freshMember, livePage, MEMBER } from '../tests/live-page-load';

/**
 * The figures of docs/performance.md "Member pages announce their first answers": a member who comes back
 * to the live page (its code already in the browser's cache, as for most members on a meeting's day), on a
 * slow 4G link (Lighthouse's: 150 ms of round trip, 1.6 Mbit/s down, 750 kbit/s up), RETURN_VISITS times.
 * For each visit: when the meeting's title is on screen, and how many API answers the page asked for before
 * it. Written to RETURN_VISIT_OUT (test-results/return-visit.json unless given). Run with
 * `npm run measure -w e2e`, not part of `npm test`.
 */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const VISITS = Number(process.env.RETURN_VISITS ?? 7);
const out = process.env.RETURN_VISIT_OUT ?? path.resolve('test-results/return-visit.json');

test('a member coming back to the live page on a slow 4G link', async ({ browser, sessionOf, baseURL }) => {
  const cookies = await sessionOf(MEMBER);
  const { context, page } = await freshMember(browser, baseURL!, cookies, false);
  // The first visit fills the cache with the page's code (immutable files); it is not counted.
  await page.goto(livePage);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const client = await context.newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.emulateNetworkConditions', SLOW_4G);
  const visits: { titleMs: number; answersBefore: number }[] = [];
  for (let i = 0; i < VISITS; i++) {
    const answers: number[] = [];
    const onRequest = (request: { url: () => string }) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) answers.push(Date.now());
    };
    page.on('request', onRequest);
    await page.goto('about:blank');
    const started = Date.now();
    await page.goto(livePage, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
    const shown = Date.now();
    page.off('request', onRequest);
    visits.push({ titleMs: shown - started, answersBefore: answers.filter((at) => at <= shown).length });
  }
  await context.close();
  const titles = visits.map((v) => v.titleMs).sort((a, b) => a - b);
  const summary = {
    visits,
    medianTitleMs: titles[Math.floor(titles.length / 2)],
    range: [titles[0], titles.at(-1)],
  };
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(summary, null, 2));
  console.warn(JSON.stringify(summary));
});
