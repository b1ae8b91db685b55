import { expect, test } from './fixtures';
import { livePage, MEMBER } from './live-page-load';

/**
 * Each page's shell announces its code and styles (apps/server/src/plugins/route-preloads.ts), so a
 * first visit fetches them with the first script rather than after it (docs/performance.md "First
 * load on a phone"). Proved in the browser: every script and style sheet of the page is named in the
 * shell it arrived with, each is fetched once, and the page reads as without the announcement.
 */
const firstLoads = [
  { path: '/', heading: 'Una comunidad para quienes enseñan', member: false },
  { path: '/foro-de-educadores', heading: 'Foro de Educadores 2021', member: false },
  { path: '/perfil', heading: 'Mariana Restrepo Ortiz', member: true },
];

for (const { path, heading, member } of firstLoads) {
  test(`${path}: the shell names all the code its first screen loads, fetched once each`, async ({
    page,
    sessionOf,
  }) => {
    if (member) await page.context().addCookies(await sessionOf('docente@example.org'));
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/assets\/.+\.(js|css)$/.test(url.pathname)) fetched.push(url.pathname);
    });
    const unused: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) unused.push(message.text());
    });
    const shell = await (await page.request.get(path)).text();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // A visitor page loads its code at the first sign of a person (decision 0059), from the list its
    // shell carries instead of script elements.
    await page.mouse.move(5, 5);
    await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
    await page.waitForLoadState('networkidle');

    const named = new Set(
      [
        ...shell.matchAll(/<(?:link|script)[^>]+(?:href|src)="(\/assets\/[^"]+)"/g),
        ...shell.matchAll(/"(\/assets\/[^"]+\.js)"/g),
      ].map((m) => m[1]),
    );
    // The page's own code is announced beyond the first script and its styles.
    expect(named.size).toBeGreaterThan(2);
    expect(fetched.filter((file) => !named.has(file))).toEqual([]);
    expect(fetched.length).toBe(new Set(fetched).size);
    expect(unused).toEqual([]);
  });
}

/**
 * Member pages whose first screen waits for answers the shell announces (first-answers.ts). The live page,
 * a route stop and a thread come drawn for the member with those answers instead (decision 0108,
 * member-pages-drawn.spec.ts); asked without the member's session, their shells still announce them.
 */
const ROUTE = 'claves-para-conectar-con-tus-estudiantes';
const announced = [{ path: `/eje/${ROUTE}`, answers: ['/api/users/username', `/api/axis/info/${ROUTE}`] }];

for (const { path, answers } of announced) {
  test(`${path}: the shell announces the answers its first screen reads, and the app is answered by them`, async ({
    page,
    sessionOf,
  }) => {
    await page.context().addCookies(await sessionOf(MEMBER));
    // Each request to those addresses: the shell's preload makes one; the app not finding it would make a
    // second (and Chromium would warn of a preload left unused).
    // Counted until the page's first write: a stop records the visit, then reads its route's progress
    // again on purpose.
    const asked: string[] = [];
    let firstScreen = true;
    page.on('request', (request) => {
      if (request.method() !== 'GET') firstScreen = false;
      const { pathname, search } = new URL(request.url());
      if (firstScreen && answers.includes(pathname + search)) asked.push(pathname + search);
    });
    const unused: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) unused.push(message.text());
    });
    const shell = await (await page.request.get(path)).text();
    for (const answer of answers) {
      expect(shell).toContain(`<link rel="preload" as="fetch" crossorigin href="${answer}">`);
    }
    await page.goto(path);
    // The page's title: drawn once the session and the page's answer have arrived.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(asked.sort()).toEqual([...answers].sort());
    expect(unused).toEqual([]);
  });
}

/**
 * The member pages measured on a phone (issue 33, item 8) load their first screen's code in at most four
 * files beyond the first script, one per set of those pages that shares it
 * (docs/decisions/0105-a-member-pages-first-screen-in-few-files.md), each announced in the shell.
 */
const measured = [
  { page: 'live page', path: async () => livePage },
  { page: 'route stop', path: async () => `/eje/${ROUTE}/etapa/escuchar-para-conectar` },
  {
    page: 'thread',
    path: async (get: (url: string) => Promise<{ threads: Array<{ path: string }> }>) =>
      (await get(`/api/axis/${ROUTE}/threads`)).threads[0]!.path,
  },
];

for (const { page: name, path } of measured) {
  test(`the ${name}: its first screen's code comes in at most four files, all announced and used`, async ({
    page,
    sessionOf,
  }) => {
    await page.context().addCookies(await sessionOf(MEMBER));
    const address = await path(async (url) => (await page.request.get(url)).json());
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/assets\/.+\.(js|woff2)$/.test(url.pathname)) fetched.push(url.pathname);
    });
    const unused: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) unused.push(message.text());
    });
    const shell = await (await page.request.get(address)).text();
    const announced = [
      ...shell.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)">/g),
    ].map((m) => m[1]!);
    expect(announced.length).toBeGreaterThan(0);
    expect(announced.length).toBeLessThanOrEqual(4);
    // The face of the first paragraph comes with the style sheets (build/route-preloads.ts), in the mode
    // the style sheet asks for it: fetched once, its preload used.
    const face =
      /<link rel="preload" as="font" type="font\/woff2" crossorigin href="(\/assets\/nunito-latin-400-normal-[^"]+)">/.exec(
        shell,
      )?.[1];
    expect(face).toBeDefined();
    announced.push(face!);
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Each announced file is the one the app runs (fetched once), and no announcement goes unused.
    for (const file of announced) expect(fetched.filter((f) => f === file)).toHaveLength(1);
    expect(unused).toEqual([]);
  });
}
