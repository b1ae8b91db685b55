import { expect, test } from './fixtures';

/**
 * Visitor pages arrive ready to read (docs/decisions/0055-prerendered-visitor-pages.md): the server sends
 * the page's markup in its shell, and the app takes that markup over in the browser instead of drawing
 * it again. Proved here: the page reads before (and without) its code, the nodes on screen are the same
 * ones once the code has run (a failed take-over would redraw them), nothing is reported, and the page
 * then works as usual.
 */
// Prerendering is off by default (PRERENDER, docs/decisions/0055): these run when the server is started with it.
test.skip(process.env.PRERENDER !== '1', 'PRERENDER=1 starts the server with prerendered pages');

const pagesSent = [
  { path: '/', heading: 'Una comunidad para quienes enseñan', content: 'docentes' },
  { path: '/foro-de-educadores', heading: 'Foro de Educadores 2021', content: 'Próximos encuentros' },
];

for (const { path, heading, content } of pagesSent) {
  test.describe(`${path} prerendered`, () => {
    test('reads without its code', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(content);
      await context.close();
    });

    for (const consent of [false, true]) {
      test(`the app takes the page over as it is${consent ? ' (cookies already answered)' : ''}`, async ({
        page,
      }) => {
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(message.text());
        });
        if (consent) await page.addInitScript(() => localStorage.setItem('foro.cookieConsent', 'accepted'));
        // The first script waits until the page has been read, so the nodes can be marked first.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(path, { waitUntil: 'commit' });
        const title = page.getByRole('heading', { level: 1, name: heading });
        await expect(title).toBeVisible();
        await title.evaluate((node) => ((window as unknown as { marked: Element }).marked = node));
        release();
        // The cookie banner is the browser's: it appears once the app runs, only if no choice was made.
        await expect(page.getByRole('heading', { name: 'Tu privacidad' })).toHaveCount(consent ? 0 : 1);
        await page.waitForLoadState('networkidle');
        expect(
          await title.evaluate((node) => node === (window as unknown as { marked: Element }).marked),
        ).toBe(true);
        expect(problems).toEqual([]);
        // And it works: a link of the header moves to another page without a reload.
        await page
          .getByRole('navigation', { name: 'Principal' })
          .getByRole('link', { name: 'Quiénes somos' })
          .click();
        await expect(
          page.getByRole('heading', { level: 1, name: 'Una comunidad para quienes enseñan' }),
        ).toBeVisible();
        expect(
          await page.evaluate(() => (window as unknown as { marked?: Element }).marked !== undefined),
        ).toBe(true);
      });
    }
  });
}
