import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in on the provider's connect page, the way a person does after clicking "Iniciar sesión". */
export async function fillConnectForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Axe violations that a person would feel: serious and critical. */
export async function seriousA11yViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  // An axe run over a whole page takes seconds on a busy two-core machine: each run brings its own
  // time, so a test that checks several screens is not cut off by the per-test limit.
  base.info().setTimeout(base.info().timeout + 15_000);
  // Colours are measured once opening animations have settled, in the page and in the portal's own
  // frames (the back office previews member pages in frames; axe checks them too).
  const origin = new URL(page.url()).origin;
  const settle = async () => {
    for (const frame of page.frames().filter((f) => f === page.mainFrame() || f.url().startsWith(origin))) {
      await frame.waitForFunction(() =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      );
    }
  };
  const analyze = () => {
    let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    for (const selector of exclude) builder = builder.exclude(selector);
    return builder.analyze();
  };
  await settle();
  let results = await analyze();
  // A part that appears on a timer (the live page's call to action slides in after 2 s) can start its
  // animation while axe measures, and a half-faded text reads as low contrast: measure once more
  // after it has settled. A real contrast fault fails both runs.
  if (results.violations.some((v) => v.id === 'color-contrast')) {
    await settle();
    results = await analyze();
  }
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/**
 * Signs in once per demo account and worker, through the connect form in a context of its own, and
 * hands out that session's cookies (its storage state) to every test of the worker that signs in as
 * the same account. A test that signs out must sign in with the form (`fillConnectForm`) instead:
 * signing out ends the session the other tests reuse.
 */
function memberSessions(browser: Browser, baseURL: string | undefined) {
  const sessions = new Map<string, Promise<Cookies>>();
  return (email: string) => {
    let cookies = sessions.get(email);
    if (!cookies) {
      cookies = (async () => {
        const context = await browser.newContext({ baseURL });
        try {
          const page = await context.newPage();
          await page.goto('/connect?redirectTo=%2F');
          await fillConnectForm(page, email);
          await page.waitForURL((url) => !url.pathname.startsWith('/connect'));
          return await context.cookies();
        } finally {
          await context.close();
        }
      })();
      sessions.set(email, cookies);
    }
    return cookies;
  };
}

/**
 * Holds the app's first script until the returned function is called: the page as the server sent it can
 * be read (and its nodes marked) before the app takes it over.
 */
export async function holdFirstScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Keeps input away from the page until the returned function is called, for a test of a visitor who only
 * reads. Chromium's headless shell (the browser tests' Chromium, decision 0132) places its pointer at the
 * page's corner and reports it as a move while each page loads, as a desktop browser does for a mouse
 * resting over its window; a prerendered page takes that move as the first sign of a person (decision 0059)
 * and loads its code. Holding input is the visitor whose pointer is elsewhere: a phone's reader.
 */
export async function holdInput(page: Page): Promise<() => Promise<void>> {
  const session = await page.context().newCDPSession(page);
  await session.send('Input.setIgnoreInputEvents', { ignore: true });
  return async () => {
    await session.send('Input.setIgnoreInputEvents', { ignore: false });
    await session.detach();
  };
}

export const test = base.extend<
  {
    closesOwnContexts: void;
    consented: void;
    /** Opens `to` signed in as the demo account `email` (a session reused within the worker). */
    signIn: (email: string, to?: string) => Promise<void>;
  },
  { sessionOf: (email: string) => Promise<Cookies> }
>({
  sessionOf: [
    async ({ browser }, use, workerInfo) => {
      await use(memberSessions(browser, workerInfo.project.use.baseURL));
    },
    { scope: 'worker' },
  ],
  signIn: async ({ page, sessionOf }, use) => {
    await use(async (email, to = '/') => {
      await page.context().addCookies(await sessionOf(email));
      await page.goto(to);
    });
  },
  // A browser context a test opens itself (`browser.newContext()`) is closed when the test ends, as
  // Playwright closes the one it gives: left open, its pages (a live stream, a looping video, a clip
  // playing) went on working for the rest of the worker's tests and slowed every test after them.
  closesOwnContexts: [
    // It takes `context` so that the test's own context is there before it looks, and left to Playwright.
    async ({ browser, context }, use) => {
      const before = new Set([...browser.contexts(), context]);
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((opened) => !before.has(opened))
          .map((opened) => opened.close()),
      );
    },
    { auto: true },
  ],
  // The cookie banner is answered up front unless a test is about it.
  consented: [
    async ({ context }, use) => {
      await context.addInitScript(() => {
        if (!sessionStorage.getItem('e2e-keep-banner'))
          localStorage.setItem('foro.cookieConsent', 'rejected');
      });
      await use();
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('response', (r) => {
      // A missing image, clip, font or script of our own is a broken page, even if it still renders.
      const url = new URL(r.url());
      const own = url.port === new URL(page.url() || r.url()).port && url.hostname === 'localhost';
      const asset = ['image', 'media', 'font', 'script', 'stylesheet'].includes(r.request().resourceType());
      if (own && asset && r.status() >= 400) errors.push(`${r.status()} ${url.pathname}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error' && !/Failed to load resource|frame-src|ERR_/.test(m.text()))
        errors.push(m.text());
    });
    await use(page);
    expect(errors, 'errors in the browser console').toEqual([]);
  },
});
export { expect };
