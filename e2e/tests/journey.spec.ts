import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect as baseExpect, seriousA11yViolations, test } from './fixtures';
import { newTeacher } from './invited-teacher';

/** Issue 17, items 18–20 and 22: the member's journey as seen in a browser. */
const expect = baseExpect.configure({ timeout: 15_000 });
const MAIN = '/eje/claves-para-conectar-con-tus-estudiantes';
const SECOND = '/eje/aprendizaje-basado-en-proyectos';
const THREAD = `${MAIN}/foro-de-participacion/como-inician-sus-clases/posts`;
const REPLY_THREAD = `${MAIN}/foro-de-participacion/conversar-despues-de-un-conflicto/posts`;

/** With SCREENSHOTS set (a folder), the page at 375, 768 and 1366 px. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** Counts the POSTs whose address ends with `suffix`. */
function countPosts(page: Page, suffix: string) {
  const counter = { n: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith(suffix)) counter.n++;
  });
  return counter;
}

test.describe('one submit, one post (item 18)', () => {
  test('a double click on "Publicar" posts once; the post is scrolled to, focused and announced (item 19)', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn('docente@example.org', REPLY_THREAD);
    const posts = countPosts(page, '/api/axis/threads/post');
    await page.getByRole('button', { name: 'Responder' }).click();
    const text = `Una sola vez ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Tu respuesta' }).fill(text);
    // Where focus goes, in order: the second click of the double click may land after the answer came
    // back and the form closed, on whatever is then under the pointer, which takes the focus from the
    // post as a click does (a fast server answers between the two clicks).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { focusedIds: string[] }).focusedIds = seen;
      document.addEventListener('focusin', (event) => seen.push((event.target as Element).id));
    });
    await page.getByRole('button', { name: 'Publicar' }).dblclick();
    const mine = page.getByRole('list', { name: 'Mensajes' }).getByRole('listitem').filter({ hasText: text });
    await expect(mine).toHaveCount(1);
    const id = await mine.getAttribute('id');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { focusedIds: string[] }).focusedIds))
      .toContain(id);
    await expect(mine).toBeInViewport();
    await expect(page.getByRole('status').filter({ hasText: 'Tu mensaje se ha publicado.' })).toBeAttached();
    expect(posts.n).toBe(1);
    // The post has its own address (a permalink), and the page is in the URL.
    expect(id).toMatch(/^mensaje-/);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Mensajes' }).getByText(text)).toHaveCount(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('three quick clicks on the expert\'s "Enviar" send one question', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn('docente@example.org', `${SECOND}/expertos`);
    const posts = countPosts(page, '/question');
    await page
      .getByLabel('Intentaremos que te responda en la masterclass.')
      .fill('¿Por dónde empiezo un proyecto?');
    await page.getByRole('button', { name: 'Enviar' }).click({ clickCount: 3 });
    await expect(page.getByText('¡Muchas gracias por participar!')).toBeVisible();
    expect(posts.n).toBe(1);
  });
});

test.describe('thread pages keep the reader (item 19)', () => {
  for (const width of [375, 1366]) {
    test(`the page is in the address, survives reload and Back, and paging shows the list's top at ${width} px`, async ({
      page,
      signIn,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn('docente@example.org', THREAD);
      const list = page.getByRole('list', { name: 'Mensajes' });
      // Posts compared by id: their text gains or loses "Nuevo desde tu última visita" as the reader reads.
      const firstPost = list.getByRole('listitem').first();
      const firstOfPage1 = await firstPost.getAttribute('data-post-id');
      await page.getByRole('button', { name: 'Página 2' }).click();
      await expect(page).toHaveURL(`${THREAD}?pagina=2`);
      await expect(firstPost).not.toHaveAttribute('data-post-id', firstOfPage1!);
      const top = await list.evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(300);
      const firstOfPage2 = await firstPost.getAttribute('data-post-id');
      await page.reload();
      await expect(firstPost).toHaveAttribute('data-post-id', firstOfPage2!);
      await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
      await page.goBack();
      await expect(page).toHaveURL(THREAD);
      await expect(firstPost).toHaveAttribute('data-post-id', firstOfPage1!);
      if (width === 1366) {
        await page.goto(`${THREAD}?pagina=2`);
        await expect(list).toBeVisible();
        await shoot(page, 'thread-page-2');
        expect(await seriousA11yViolations(page)).toEqual([]);
      }
    });
  }
});

test('the practical case warns before "¡Accede!", keeps answers across a reload and leads back to the route (item 20)', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => localStorage.setItem('foro.cookieConsent', 'rejected'));
  await page.setViewportSize({ width: 375, height: 800 });
  await newTeacher(page, baseURL!, { tag: 'viaje', name: 'Marta', lastname: 'Gil' });
  await page.goto(`${MAIN}/tests`);
  await page
    .getByRole('button', { name: /¡Accede!/ })
    .first()
    .click();
  const warning = page.getByRole('dialog', { name: 'Antes de empezar' });
  await expect(warning).toContainText('solo puedes resolver un caso práctico y una sola vez');
  await shoot(page, 'test-warning');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await warning.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(`${MAIN}/tests`);
  await page
    .getByRole('button', { name: /¡Accede!/ })
    .first()
    .click();
  await warning.getByRole('button', { name: 'Empezar el caso' }).click();
  await expect(page).toHaveURL(`${MAIN}/test`);
  // isVisible() does not wait: the loop starts once the case is on screen (it loads with its page's code).
  await expect(page.getByText(/^Introducción 1 de \d+$/)).toBeVisible();
  while (await page.getByText(/^Introducción \d+ de \d+$/).isVisible()) {
    await page.getByRole('button', { name: 'Siguiente' }).click();
  }
  await expect(page.getByText('Pregunta 1 de 10')).toBeVisible();
  await page.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Pregunta 2 de 10')).toBeVisible();
  await page.getByRole('radio').nth(2).check();
  await page.reload();
  await expect(page.getByText('Pregunta 2 de 10')).toBeVisible();
  await expect(page.getByRole('radio').nth(2)).toBeChecked();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await shoot(page, 'test-runner');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Volver a la ruta' }).click();
  await expect(page).toHaveURL(MAIN);
});

test('expert questions close once the masterclass took place (item 22)', async ({ page, signIn }) => {
  // The main route's masterclass was three days before the demo's seeding.
  await signIn('docente@example.org', `${MAIN}/expertos`);
  await expect(page.getByText('La masterclass ya se realizó')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar' })).toHaveCount(0);
  await shoot(page, 'experts-closed');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('nothing overflows at 320 px and "Menú" is whole (item 24)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of [
    '/foro-de-educadores',
    '/foro-de-educadores-2022',
    '/quienes-somos',
    '/bases-del-sorteo',
    '/politica-de-privacidad',
    '/acceso-abierto',
  ]) {
    await page.goto(path);
    const menu = page.getByRole('button', { name: 'Menú' });
    await expect(menu).toBeVisible();
    const right = await menu.evaluate((el) => el.getBoundingClientRect().right);
    expect(right, path).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
});

test.describe('the homes load without jumping (item 23)', () => {
  test('the 2022 home keeps its first screen still while the routes load, at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    // The routes answer late, as on a slow phone connection.
    await page.route('**/api/axis', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >)
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/foro-de-educadores-2022');
    await expect(page.getByRole('heading', { name: 'Descubre más' })).toBeAttached();
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThan(0.1);
  });

  test('the first meeting image of /foro-de-educadores loads at once, first', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/foro-de-educadores');
    const first = page.locator('article img').first();
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
  });
});
