import fs from 'node:fs';
import path from 'node:path';
import { test } from '../tests/fixtures';
import {
  freshMember,
  LIVE,
  livePage,
  liveShown,
  measureLoad,
  MEMBER,
  SLOW_3G,
} from '../tests/live-page-load';

/**
 * The figures of docs/performance.md#light-mode-on-the-live-page and the screenshots, run with
 * `npm run measure -w e2e` (its own Playwright configuration: not part of `npm test`): transferred bytes on
 * a cold cache, and the first load under Chromium's Slow 3G, in both modes, written to LIGHT_MEASURE_OUT
 * (test-results/light-mode unless given).
 */
const out = process.env.LIGHT_MEASURE_OUT ?? path.resolve('test-results/light-mode');

test.describe('light mode of the live page', () => {
  test('light mode against the full page', async ({ browser, sessionOf, baseURL }) => {
    fs.mkdirSync(out, { recursive: true });
    const cookies = await sessionOf(MEMBER);
    const rows: Record<string, unknown>[] = [];
    for (const light of [false, true]) {
      const cold = await measureLoad(browser, baseURL!, cookies, light);
      const slow = await measureLoad(browser, baseURL!, cookies, light, SLOW_3G);
      rows.push({ mode: light ? 'light' : 'full', bytes: cold.bytes, slow3g: slow });
      for (const width of [375, 768, 1366]) {
        const { context, page } = await freshMember(browser, baseURL!, cookies, light, {
          width,
          height: 900,
        });
        await page.goto(livePage);
        await liveShown(page, light);
        await page.screenshot({
          path: path.join(out, `live-${light ? 'light' : 'full'}-${width}.png`),
          fullPage: true,
        });
        await context.close();
      }
    }
    fs.writeFileSync(path.join(out, 'figures.json'), JSON.stringify(rows, null, 2));
  });

  test('screens with the suggestion and the share buttons', async ({ browser, sessionOf, baseURL }) => {
    const cookies = await sessionOf(MEMBER);
    for (const width of [375, 768, 1366]) {
      const { context, page } = await freshMember(browser, baseURL!, cookies, false, { width, height: 900 });
      await context.addInitScript(() => {
        localStorage.removeItem('foro.lightMode');
        Object.defineProperty(navigator, 'connection', {
          configurable: true,
          value: { effectiveType: '3g' },
        });
      });
      await page.goto(livePage);
      await page.getByRole('complementary', { name: /¿Tu conexión va lenta\?/ }).waitFor();
      await page.screenshot({ path: path.join(out, `live-suggestion-${width}.png`) });
      await page.goto(`/encuentros/${LIVE}/interactua`);
      await page.getByRole('region', { name: 'Compartir' }).waitFor();
      await page.screenshot({ path: path.join(out, `interact-${width}.png`) });
      await context.clearCookies();
      await page.goto('/foro-de-educadores');
      await page
        .getByRole('article', { name: /La lectura/ })
        .getByRole('button', { name: '¡Descúbrelo!' })
        .click();
      await page.getByRole('dialog').getByRole('region', { name: 'Compartir' }).waitFor();
      await page.getByRole('dialog').screenshot({ path: path.join(out, `info-modal-${width}.png`) });
      await page.goto('/acceso-abierto');
      await page.getByLabel('Correo electrónico').fill(`captura-${width}-${Date.now()}@colegio.edu.co`);
      await page.getByRole('combobox', { name: 'País' }).selectOption({ label: 'Costa Rica' });
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByRole('region', { name: 'Compartir' }).waitFor({ timeout: 20_000 });
      await page.screenshot({ path: path.join(out, `open-masterclass-${width}.png`), fullPage: true });
      await page.getByRole('switch', { name: 'Modo ligero' }).click();
      await page.screenshot({ path: path.join(out, `open-masterclass-light-${width}.png`), fullPage: true });
      await context.close();
    }
  });
});
