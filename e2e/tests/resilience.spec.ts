import type { Browser, Request } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Nothing typed is lost, no page goes stale (issue 33, item 7; docs/decisions/0064): a live page whose
 * stream met an error answer opens it again by itself, and a question typed offline waits in its box and
 * is sent once when the connection returns; a draft survives a reload.
 */
const LIVE = 'bienestar-docente-y-socioemocional';
const INTERACT = `/encuentros/${LIVE}/interactua`;

/** A page signed in as a demo account, in a browser context of its own. */
async function as(browser: Browser, sessionOf: (email: string) => Promise<unknown[]>, email: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.addInitScript(() => localStorage.setItem('foro.cookieConsent', 'rejected'));
  await context.addCookies((await sessionOf(email)) as Parameters<typeof context.addCookies>[0]);
  return context.newPage();
}

test('a live page whose stream answered 503 opens it again and shows a new comment without a reload', async ({
  browser,
  sessionOf,
}) => {
  const key = Date.now().toString(36);
  const reader = await as(browser, sessionOf, 'completo@example.org');
  const writer = await as(browser, sessionOf, 'docente@example.org');

  // The balancer answers the reader's first stream with a 503; the browser's EventSource gives up for good.
  const streams: string[] = [];
  await reader.route(`**/api/live/meeting/${LIVE}**`, async (route) => {
    streams.push(route.request().url());
    if (streams.length === 1) await route.fulfill({ status: 503, contentType: 'text/plain', body: '' });
    else await route.continue();
  });
  await reader.goto(`${INTERACT}#debate`);
  await expect(reader.getByRole('heading', { name: 'Debate en el foro' })).toBeVisible();
  await reader.getByRole('heading', { name: 'Debate en el foro' }).scrollIntoViewIfNeeded();
  let reloads = 0;
  reader.on('framenavigated', (frame) => {
    if (frame === reader.mainFrame()) reloads++;
  });
  await expect.poll(() => streams.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

  await writer.goto(`${INTERACT}#debate`);
  const comment = `Seguimos conectados tras el corte ${key}`;
  await writer.getByLabel('Tu comentario').fill(comment);
  await writer.getByRole('button', { name: 'Publicar' }).click();
  await expect(writer.getByText('¡Gracias por tu comentario!')).toBeVisible();
  await expect(reader.getByText(comment)).toBeVisible({ timeout: 10_000 });
  expect(reloads).toBe(0);
  await reader.context().close();
  await writer.context().close();
});

test('a question typed offline waits in its box and is sent once when back online; a draft survives a reload', async ({
  page,
  signIn,
}) => {
  const question = `¿Cómo cuidamos la voz en clase? (${Date.now()})`;
  const section = page.locator('#pregunta');
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/meeting/${LIVE}/question`))
      sent.push(request);
  });

  await signIn('docente@example.org', INTERACT);
  const box = section.getByRole('textbox');
  await box.fill(question);
  // A reload (or Back) keeps what was typed.
  await page.reload();
  await expect(box).toHaveValue(question);

  await page.context().setOffline(true);
  await section.getByRole('button', { name: 'Enviar' }).click();
  await expect(section.getByRole('status')).toHaveText(/Sin conexión: lo enviaremos cuando vuelvas/);
  await expect(section.getByRole('button', { name: 'Cancelar envío' })).toBeVisible();
  await expect(box).toHaveValue(question);
  // Pressed again while waiting: still one send.
  await section.getByRole('button', { name: 'Enviar' }).click({ force: true });
  expect(sent).toHaveLength(0);

  await page.context().setOffline(false);
  await expect(section.getByText(/¡Gracias por tu pregunta!/)).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);

  // Sent: the draft is gone.
  await page.reload();
  await expect(section.getByRole('textbox')).toHaveValue('');
});
