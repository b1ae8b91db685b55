import type { Browser, Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';

const MAIN = '/eje/claves-para-conectar-con-tus-estudiantes';
const SECOND = '/eje/aprendizaje-basado-en-proyectos';
const SHOTS = process.env.E2E_SCREENSHOTS;
/** A seeded thread of one page that no other spec reads. */
const THREAD = 'Estudiantes que se alejan en silencio';

/** Screenshots to look at, when E2E_SCREENSHOTS names a folder. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/moderation-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** A POST from the page, as the portal's own client sends it (with the anti-forgery header). */
const post = (page: Page, url: string, body: unknown) =>
  page.evaluate(
    async ([url, body]) => {
      const token = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const res = await fetch(url as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    [url, body] as const,
  );

test.describe('moderation of the route forums', () => {
  let opened = 0;
  /** A page signed in as a demo account, in a browser context of its own. */
  async function as(browser: Browser, sessionOf: (email: string) => Promise<unknown[]>, email: string) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await context.addInitScript(() => localStorage.setItem('foro.cookieConsent', 'rejected'));
    await context.addCookies((await sessionOf(email)) as Parameters<typeof context.addCookies>[0]);
    opened++;
    return context.newPage();
  }

  test('a coach hides a post in their route: members no longer see it; in another route they get 403', async ({
    page,
    browser,
    signIn,
    sessionOf,
  }) => {
    const key = Date.now().toString(36);
    const offending = `Mensaje fuera de lugar ${key}`;

    // The coach of the main route has the thread tools on the route's list (opening, pinning and
    // closing are tested on the server: a thread added here would change what other specs read).
    await signIn('coach@example.org', `${MAIN}/foro-de-participacion`);
    await expect(page.getByRole('button', { name: /^Fijar «/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cerrar «/ }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Abrir una conversación' }).click();
    await page.getByLabel('Título').fill(`Dudas de la semana ${key}`);
    await shoot(page, 'thread-list-coach');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('link', { name: THREAD }).click();
    await expect(page.getByRole('heading', { level: 1, name: THREAD })).toBeVisible();
    const threadUrl = new URL(page.url()).pathname;

    // A member replies; another member reads the reply.
    const member = await as(browser, sessionOf, 'docente@example.org');
    await member.goto(threadUrl);
    await member.getByRole('button', { name: 'Responder' }).click();
    await member.getByPlaceholder('Escribe algo...').fill(offending);
    await member.getByRole('button', { name: 'Publicar' }).click();
    const posts = (p: Page) => p.getByRole('list', { name: 'Mensajes' }).getByRole('listitem');
    await expect(posts(member).filter({ hasText: offending })).toHaveCount(1);
    const reader = await as(browser, sessionOf, 'completo@example.org');
    await reader.goto(threadUrl);
    // A first page load of a new browser context can be slow on a busy machine.
    await expect(reader.getByRole('heading', { level: 1, name: THREAD })).toBeVisible({ timeout: 20_000 });
    await expect(posts(reader).filter({ hasText: offending })).toHaveCount(1, { timeout: 15_000 });

    // The reader reports it once.
    const reported = posts(reader).filter({ hasText: offending });
    await reported.getByRole('button', { name: /^Reportar/ }).click();
    await reader.getByLabel('¿Por qué reportas este mensaje?').fill('No tiene que ver con la conversación');
    await reader.getByRole('button', { name: 'Enviar reporte' }).click();
    await expect(reader.getByText('Gracias: el equipo revisará este mensaje.')).toBeVisible();
    await expect(reported.getByRole('button', { name: /^Reportar/ })).toHaveCount(0);

    // The coach sees the report on the post and hides it with a reason.
    await page.goto(threadUrl);
    const target = posts(page).filter({ hasText: offending });
    await expect(target.getByText('1 reporte')).toBeVisible();
    await target.getByRole('button', { name: /^Ocultar/ }).click();
    await page.getByLabel('Motivo para ocultarlo').fill('No respeta las normas del foro');
    await shoot(page, 'thread-coach');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Ocultar mensaje' }).click();
    await expect(page.getByText('Mensaje ocultado.')).toBeVisible();
    await expect(target.getByText('Oculto', { exact: true })).toBeVisible();

    // Members no longer see it: the reader at once on reload, its author as a short note.
    await reader.reload();
    await expect(reader.getByRole('heading', { level: 1, name: THREAD })).toBeVisible();
    await expect(reader.getByText(offending)).toHaveCount(0);
    await member.reload();
    await expect(member.getByText('Tu mensaje fue ocultado por la moderación.')).toBeVisible();
    await expect(member.getByText(offending)).toHaveCount(0);
    await shoot(member, 'hidden-note');
    expect(await seriousA11yViolations(member)).toEqual([]);

    // In a route they do not coach, the same coach has no buttons, and the API answers 403.
    const staff = await as(browser, sessionOf, 'admin@example.org');
    await staff.goto(`${SECOND}/foro-de-participacion`);
    await staff.getByRole('button', { name: 'Abrir una conversación' }).click();
    await staff.getByLabel('Título').fill(`Proyectos ${key}`);
    await staff.getByLabel('Primer mensaje').fill(`Un mensaje de otra ruta ${key}`);
    await staff.getByRole('button', { name: 'Publicar conversación' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: `Proyectos ${key}` })).toBeVisible();
    const otherUrl = new URL(staff.url()).pathname;
    await page.goto(otherUrl);
    await expect(page.getByText(`Un mensaje de otra ruta ${key}`)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Ocultar/ })).toHaveCount(0);
    const [, , axisSlug, , threadSlug] = otherUrl.split('/');
    const apiPage = await page.evaluate(
      async (url) => (await fetch(url)).json(),
      `/api/axis/${axisSlug}/threads/${threadSlug}/posts`,
    );
    const otherPostId = (apiPage as { posts: Array<{ id: string }> }).posts[0]!.id;
    expect(await post(page, `/api/moderation/posts/thread/${otherPostId}/hide`, { reason: 'Intento' })).toBe(
      403,
    );
    await staff.reload();
    await expect(staff.getByText(`Un mensaje de otra ruta ${key}`)).toBeVisible();
    // …nor open, pin or close threads there.
    await page.goto(`${SECOND}/foro-de-participacion`);
    await expect(page.getByRole('button', { name: 'Abrir una conversación' })).toHaveCount(0);

    for (const p of [member, reader, staff]) await p.context().close();
    expect(opened).toBe(3);
  });

  test('staff handle the reports queue in the back office, with its counter', async ({
    page,
    browser,
    signIn,
    sessionOf,
  }) => {
    const key = Date.now().toString(36);
    // A member reports a post of the main route's first thread.
    const reader = await as(browser, sessionOf, 'completo@example.org');
    await reader.goto(`${MAIN}/foro-de-participacion`);
    await reader.locator('h2 a').nth(1).click();
    const candidate = reader
      .getByRole('list', { name: 'Mensajes' })
      .getByRole('listitem')
      .filter({ has: reader.getByRole('button', { name: /^Reportar/ }) })
      .first();
    await candidate.getByRole('button', { name: /^Reportar/ }).click();
    await reader.getByLabel('¿Por qué reportas este mensaje?').fill(`Publicidad ${key}`);
    await reader.getByRole('button', { name: 'Enviar reporte' }).click();
    await expect(reader.getByText('Gracias: el equipo revisará este mensaje.')).toBeVisible();
    await reader.context().close();

    await signIn('admin@example.org', '/admin/moderacion');
    const nav = page.getByRole('navigation', { name: 'Administración' });
    await expect(nav.getByRole('link', { name: /Moderación\s*\d+\s*sin atender/ })).toBeVisible();
    const report = page.getByRole('article').filter({ hasText: `Publicidad ${key}` });
    await expect(report).toBeVisible();
    await shoot(page, 'admin-queue');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await report.getByRole('button', { name: 'Descartar reporte' }).click();
    await expect(report).toHaveCount(0);
    await page.getByLabel('Mostrar los reportes').selectOption('resolved');
    await expect(page.getByRole('article').filter({ hasText: `Publicidad ${key}` })).toContainText(
      'Descartado',
    );
  });
});
