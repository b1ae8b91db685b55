import type { Browser, Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { LIVE, livePage } from './live-page-load';
import { xsrf } from './staff-api';

/**
 * The live page as a phone-first live room (issue 33, docs/decisions/0065-the-live-room.md): the
 * broadcast on the first screen, the portal's own chat beside or below it, live for everyone.
 */
test.describe('the live room', () => {
  async function as(browser: Browser, sessionOf: (email: string) => Promise<unknown[]>, email: string) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await context.addInitScript(() => localStorage.setItem('foro.cookieConsent', 'rejected'));
    await context.addCookies((await sessionOf(email)) as Parameters<typeof context.addCookies>[0]);
    return context.newPage();
  }
  const box = async (page: Page, name: string) => (await page.getByRole('region', { name }).boundingBox())!;

  test('on a phone the broadcast is on the first screen with the room below it; on a wide screen side by side', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn('docente@example.org', livePage);
    const player = page.getByRole('region', { name: 'Emisión del encuentro' }).locator('video');
    await expect(player).toBeVisible();
    const top = (await player.boundingBox())!;
    expect(top.y).toBeLessThanOrEqual(300);
    expect(top.y + top.height).toBeLessThanOrEqual(812);
    // The title, on one line above it.
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(title.y + title.height).toBeLessThanOrEqual(top.y);
    expect(title.height).toBeLessThan(48);
    const room = await box(page, 'Sala en vivo');
    expect(room.y).toBeGreaterThanOrEqual(top.y + top.height);
    expect(room.x + room.width).toBeLessThanOrEqual(375);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(page.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Preguntas' })).toBeVisible();
    // The demo's meeting of the day has an open poll: one tap votes from the room.
    await page.getByRole('tab', { name: 'Encuestas' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Encuestas' })).toContainText('pausa activa');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Chat' }).click();

    await page.setViewportSize({ width: 1366, height: 900 });
    const wide = (await player.boundingBox())!;
    const wideRoom = await box(page, 'Sala en vivo');
    expect(wideRoom.x).toBeGreaterThanOrEqual(wide.x + wide.width);
    expect(Math.abs(wideRoom.y - wide.y)).toBeLessThan(8);
  });

  test('a poll open when a member arrives, or one the host opens while she reads the chat, marks "Encuestas" until she opens it', async ({
    browser,
    sessionOf,
  }) => {
    const ana = await as(browser, sessionOf, 'docente@example.org');
    const host = await as(browser, sessionOf, 'completo@example.org');
    await ana.setViewportSize({ width: 375, height: 812 });
    await ana.goto(livePage);
    // The demo meeting's seeded poll is open as she arrives: pointed at until she looks.
    const tab = ana.getByRole('tab', { name: /^Encuestas/ });
    await expect(tab).toHaveAccessibleName('Encuestas (hay una encuesta nueva)');
    await tab.click();
    await expect(ana.getByRole('tabpanel', { name: 'Encuestas' })).toContainText('pausa activa');
    await expect(tab).toHaveAccessibleName('Encuestas');
    await ana.getByRole('tab', { name: 'Chat' }).click();

    // The host prepares a poll and opens it (as the console does).
    const headers = { 'x-xsrf-token': await xsrf(host.request) };
    const hosted = (await (await host.request.get('/api/users/hosted-meetings')).json()) as Array<{
      id: string;
      slug: string;
    }>;
    const meeting = hosted.find((m) => m.slug === LIVE)!;
    const question = `¿Seguimos con un caso práctico? (${Date.now()})`;
    const created = await host.request.post(`/api/admin/polls/meetings/${meeting.id}`, {
      headers,
      data: { question, options: ['Sí', 'Más tarde'] },
    });
    expect(created.status()).toBe(200);
    const poll = (await created.json()) as { id: string };
    const opened = await host.request.post(`/api/admin/polls/${poll.id}/open`, { headers });
    expect(opened.status()).toBe(200);

    // The member, still on the chat, is told where the poll is; opening the tab shows it and clears the mark.
    await expect(tab).toHaveAccessibleName('Encuestas (hay una encuesta nueva)', { timeout: 5_000 });
    await expect(ana.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
    await expect(ana.getByRole('status').filter({ hasText: 'Se abrió una encuesta' })).toHaveCount(1);
    expect(await seriousA11yViolations(ana)).toEqual([]);
    for (const width of process.env.SCREENSHOT_DIR ? [375, 768, 1366] : []) {
      await ana.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await ana.screenshot({ path: `${process.env.SCREENSHOT_DIR}/live-room-new-poll-${width}.png` });
    }
    await tab.click();
    await expect(tab).toHaveAccessibleName('Encuestas');
    await expect(ana.getByRole('tabpanel', { name: 'Encuestas' })).toContainText(question);

    // A reload points at neither again: she has seen both. The stream sends the open polls as it starts,
    // within milliseconds of its head: a second is ample for a wrong mark to show.
    const streaming = ana.waitForResponse((r) => r.url().includes(`/api/live/meeting/${LIVE}`));
    await ana.reload();
    await streaming;
    await ana.waitForTimeout(1_000);
    await expect(tab).toHaveAccessibleName('Encuestas');
    // Closed again: the demo meeting keeps one open poll, as seeded.
    await host.request.post(`/api/admin/polls/${poll.id}/close`, { headers });
  });

  test('two members chat live: a message reaches the other within seconds, one per tap; away from the end it waits behind "N mensajes nuevos"', async ({
    browser,
    sessionOf,
  }) => {
    const ana = await as(browser, sessionOf, 'docente@example.org');
    const host = await as(browser, sessionOf, 'completo@example.org');
    await ana.setViewportSize({ width: 375, height: 812 });
    await host.setViewportSize({ width: 1366, height: 900 });
    await ana.goto(livePage);
    await host.goto(livePage);
    const chatOf = (page: Page) => page.getByRole('list', { name: 'Mensajes del chat' });
    await expect(chatOf(ana).getByRole('listitem').first()).toBeVisible();
    await expect(chatOf(host).getByRole('listitem').first()).toBeVisible();

    const text = `Saludos desde Medellín ${Date.now()}`;
    const composer = ana.getByRole('textbox', { name: 'Tu mensaje' });
    await composer.fill(text);
    await composer.press('Enter');
    await expect(composer).toHaveValue('');
    // The sender's chat follows to their own message, and the other member's page shows it too. Not
    // necessarily last: other tests write in the demo meeting's chat at the same time.
    await expect(chatOf(ana).getByRole('listitem').filter({ hasText: text })).toBeInViewport();
    await expect(chatOf(host).getByText(text)).toBeVisible({ timeout: 5_000 });
    await expect(chatOf(host).getByText(text)).toHaveCount(1);

    // The host reads further up: the next message waits behind a button instead of moving the text.
    // The scroll event is told at once: a browser tells it at its next frame, which a page in a second
    // window of a busy machine may draw only after the next message has come.
    await chatOf(host).evaluate((el) => {
      el.scrollTop = 0;
      el.dispatchEvent(new Event('scroll'));
    });
    const second = `Segunda ${Date.now()}`;
    await composer.fill(second);
    await ana.getByRole('button', { name: 'Enviar' }).click();
    // "1 mensaje nuevo", or more when another test writes in the demo meeting's chat meanwhile.
    const waiting = host.getByRole('button', { name: /^\d+ mensajes? nuevos?$/ });
    await expect(waiting).toBeVisible({ timeout: 5_000 });
    await waiting.click();
    await expect(chatOf(host).getByText(second)).toBeInViewport();
    await expect(host.getByRole('button', { name: /mensajes? nuevos?/ })).toHaveCount(0);
    await ana.context().close();
    await host.context().close();
  });

  test('a chat message typed offline waits with a notice and goes once when the connection returns; a draft survives a reload', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn('docente@example.org', livePage);
    const chat = page.getByRole('list', { name: 'Mensajes del chat' });
    await expect(chat.getByRole('listitem').first()).toBeVisible();
    const composer = page.getByRole('textbox', { name: 'Tu mensaje' });

    const draft = `Borrador ${Date.now()}`;
    await composer.fill(draft);
    await page.reload();
    await expect(composer).toHaveValue(draft);

    const text = `Sin señal en la escuela ${Date.now()}`;
    await page.context().setOffline(true);
    await composer.fill(text);
    await composer.press('Enter');
    await expect(page.getByText('Sin conexión: lo enviaremos cuando vuelvas')).toBeVisible();
    await expect(composer).toHaveValue(text);
    await page.context().setOffline(false);
    await expect(chat.getByText(text)).toHaveCount(1, { timeout: 15_000 });
    await expect(composer).toHaveValue('');
    await expect(page.getByText('Sin conexión: lo enviaremos cuando vuelvas')).toHaveCount(0);
    // Once: the server holds one message with that text.
    const posts = await page.evaluate(
      async (slug) =>
        (await (await fetch(`/api/meeting/${slug}/posts`)).json()) as { posts: { post: string }[] },
      livePage.split('/')[2],
    );
    expect(posts.posts.filter((p) => p.post === text)).toHaveLength(1);
  });
});
