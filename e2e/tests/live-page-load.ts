import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Loading the live page as a member on a cold cache and counting what crossed the network: shared by the
 * light-mode browser tests (tests/light-mode.spec.ts) and their measure (measure/light-mode.measure.ts).
 */

/** The demo meeting that is live while the tests run (it started 15 minutes before the seed). */
export const LIVE = 'bienestar-docente-y-socioemocional';
export const livePage = `/encuentros/${LIVE}/vive-el-encuentro`;
export const MEMBER = 'docente@example.org';

/** Chromium DevTools' (and Puppeteer's) "Slow 3G": 2 s of latency, 400 kbit/s each way. */
export const SLOW_3G = {
  offline: false,
  latency: 2000,
  downloadThroughput: 50_000,
  uploadThroughput: 50_000,
};

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/**
 * Bytes that crossed the network per resource type, as Chromium's network layer counts them
 * (`encodedDataLength`: headers and body as transferred, compressed). A media request often never
 * reports its end (the player keeps it open, or stops it once it has the metadata): it counts its
 * headers and the body bytes that arrived (media are not compressed, so those are the bytes sent).
 */
async function countTransfers(client: CDPSession) {
  const requests = new Map<string, { type: string; headers: number; body: number; finished?: number }>();
  client.on('Network.responseReceived', (e) =>
    requests.set(e.requestId, { type: e.type, headers: e.response.encodedDataLength, body: 0 }),
  );
  client.on('Network.dataReceived', (e) => {
    const request = requests.get(e.requestId);
    if (request) request.body += e.dataLength;
  });
  client.on('Network.loadingFinished', (e) => {
    const request = requests.get(e.requestId);
    if (request) request.finished = e.encodedDataLength;
  });
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  return () => {
    const byType: Record<string, number> = {};
    for (const { type, headers, body, finished } of requests.values()) {
      byType[type] = (byType[type] ?? 0) + (finished ?? headers + body);
    }
    return byType;
  };
}

/** A fresh browser (cold cache) signed in as the member, in light mode or not. */
export async function freshMember(
  browser: Browser,
  baseURL: string,
  cookies: Cookies,
  light: boolean,
  viewport = { width: 1366, height: 900 },
) {
  const context = await browser.newContext({ baseURL, viewport });
  await context.addCookies(cookies);
  await context.addInitScript((on) => {
    localStorage.setItem('foro.cookieConsent', 'rejected');
    localStorage.setItem('foro.lightMode', on ? 'on' : 'off');
  }, light);
  const page = await context.newPage();
  return { context, page };
}

/** The live page has shown what it loads: the stage, and in full mode the header art and the video's start. */
export async function liveShown(page: Page, light: boolean) {
  await expect(page.getByRole('region', { name: 'Emisión del encuentro' })).toBeVisible({ timeout: 60_000 });
  if (light) {
    await expect(page.getByRole('button', { name: 'Ver la emisión aquí' })).toBeVisible();
  } else {
    await page.waitForFunction(
      () =>
        Array.from(document.images).every((img) => img.complete) &&
        // A file video is fetched only when played (preload="none", decision 0072).
        Array.from(document.querySelectorAll('video')).every(
          (v) => v.readyState >= 1 || v.preload === 'none',
        ),
      undefined,
      { timeout: 60_000 },
    );
  }
}

/** Opens the live page on a cold cache and counts what it transferred until it has settled. */
export async function measureLoad(
  browser: Browser,
  baseURL: string,
  cookies: Cookies,
  light: boolean,
  throttle?: typeof SLOW_3G,
) {
  const { context, page } = await freshMember(browser, baseURL, cookies, light);
  const client = await context.newCDPSession(page);
  const transferred = await countTransfers(client);
  if (throttle) await client.send('Network.emulateNetworkConditions', throttle);
  const started = Date.now();
  await page.goto(livePage, { waitUntil: 'commit', timeout: 120_000 });
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 120_000 });
  const headingMs = Date.now() - started;
  await liveShown(page, light);
  const shownMs = Date.now() - started;
  await page.evaluate(() => document.fonts.ready);
  const fontsMs = Date.now() - started;
  // Whatever the page starts in the next second (a lazy part, the rest of a clip) counts too.
  await page.waitForTimeout(1000);
  const bytes = transferred();
  await context.close();
  return { bytes, headingMs, shownMs, fontsMs };
}
