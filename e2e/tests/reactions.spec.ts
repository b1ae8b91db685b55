import type { Browser, Locator } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';

/** The demo meeting that is live now (seeded to start 15 minutes before the seed). */
const LIVE = `/encuentros/bienestar-docente-y-socioemocional/vive-el-encuentro`;

/** The visible count of a reaction button. */
const countOf = async (button: Locator) =>
  Number(((await button.locator('span[id]').textContent()) ?? '').replace(/\D/g, '') || 0);

test.describe('reactions on the live page (docs/decisions/0062-reactions.md)', () => {
  /** A page signed in as a demo account, in a browser context of its own. */
  async function as(
    browser: Browser,
    sessionOf: (email: string) => Promise<unknown[]>,
    email: string,
    width: number,
  ) {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width, height: 812 },
    });
    await context.addInitScript(() => localStorage.setItem('foro.cookieConsent', 'rejected'));
    await context.addCookies((await sessionOf(email)) as Parameters<typeof context.addCookies>[0]);
    return context.newPage();
  }

  for (const width of [375, 1366])
    test(`a member's applause reaches another member's page within seconds, at ${width} px`, async ({
      browser,
      sessionOf,
    }) => {
      const tapper = await as(browser, sessionOf, 'docente@example.org', width);
      const watcher = await as(browser, sessionOf, 'completo@example.org', width);
      await tapper.goto(LIVE);
      // The watcher's page holds its live stream before the tap.
      const stream = watcher.waitForResponse((r) => r.url().includes('/api/live/meeting/'));
      await watcher.goto(LIVE);
      expect((await stream).status()).toBe(200);
      const mine = tapper.getByRole('button', { name: 'Aplaudir', exact: true });
      const theirs = watcher.getByRole('button', { name: 'Aplaudir', exact: true });
      await expect(mine).toBeVisible();
      await expect(theirs).toBeVisible();
      for (const name of ['Me encanta', 'Buena idea', 'Me hace reír', 'Celebrar'])
        await expect(watcher.getByRole('button', { name, exact: true })).toBeVisible();
      const before = await countOf(theirs);
      const sent = tapper.waitForResponse(
        (r) => r.url().includes('/reactions') && r.request().method() === 'POST',
      );
      await mine.click();
      expect((await sent).status()).toBe(202);
      // The tapper's own count moves at once; the other member's within a second or two.
      expect(await countOf(mine)).toBeGreaterThan(0);
      await expect.poll(() => countOf(theirs), { timeout: 3_000 }).toBeGreaterThan(before);

      // And again: the running totals keep growing on the other page.
      const after = await countOf(theirs);
      await mine.click();
      await expect.poll(() => countOf(theirs), { timeout: 3_000 }).toBeGreaterThan(after);

      expect(await seriousA11yViolations(watcher)).toEqual([]);
      await tapper.context().close();
      await watcher.context().close();
    });
});
