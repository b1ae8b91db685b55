import { expect, seriousA11yViolations, test } from './fixtures';
import { freshMember, LIVE, livePage, measureLoad, MEMBER } from './live-page-load';

const sum = (bytes: Record<string, number>, ...types: string[]) =>
  types.reduce((total, type) => total + (bytes[type] ?? 0), 0);

test.describe('the live page in light mode (decision 0047)', () => {
  test('downloads no more images and media than the full page', async ({ browser, sessionOf, baseURL }) => {
    const cookies = await sessionOf(MEMBER);
    const full = await measureLoad(browser, baseURL!, cookies, false);
    const light = await measureLoad(browser, baseURL!, cookies, true);
    const fullMedia = sum(full.bytes, 'Image', 'Media');
    const lightMedia = sum(light.bytes, 'Image', 'Media');
    // Since decision 0072 the full page fetches its clip only when played, so it downloads no media
    // before a tap either; light mode must never download more than the full page.
    expect(lightMedia).toBeLessThanOrEqual(fullMedia);
    expect(lightMedia).toBeLessThan(20_000);
  });

  test('the switch works by keyboard, is remembered on the device, and the page passes axe', async ({
    page,
    signIn,
  }) => {
    await signIn(MEMBER, livePage);
    const toggle = page.getByRole('switch', { name: 'Modo ligero' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.locator('video')).toHaveCount(1);

    // Reached with the Tab key, as a person without a mouse does, and turned on with Space.
    for (let i = 0; i < 40 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('video, iframe')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Abrir la transmisión/ })).toHaveAttribute(
      'href',
      /\/media\/demo\/encuentro-loop\.mp4$/,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Remembered: the page opens light again.
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('video, iframe')).toHaveCount(0);

    // The broadcast loads when asked for, and the questions stay one step away.
    await page.getByRole('button', { name: 'Ver la emisión aquí' }).press('Enter');
    await expect(page.locator('video')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Pregunta a la ponente' }).first()).toBeVisible();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.locator('video')).toHaveCount(1);
  });

  test('is suggested when the browser reports its data saver; the answer is kept', async ({
    page,
    signIn,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} },
      });
    });
    await signIn(MEMBER, livePage);
    const suggestion = page.getByRole('complementary', { name: /¿Tu conexión va lenta\?/ });
    await expect(suggestion).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await suggestion.getByRole('button', { name: 'Activar modo ligero' }).click();
    await expect(suggestion).toBeHidden();
    await expect(page.getByRole('switch', { name: 'Modo ligero' })).toBeFocused();
    await expect(page.getByRole('switch', { name: 'Modo ligero' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('video, iframe')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Modo ligero' })).toHaveAttribute('aria-checked', 'true');
    await expect(suggestion).toBeHidden();
  });

  test('honours a Save-Data header: the suggestion, and the device’s fonts instead of downloaded ones', async ({
    browser,
    sessionOf,
    baseURL,
  }) => {
    const { context, page } = await freshMember(browser, baseURL!, await sessionOf(MEMBER), false);
    await context.addInitScript(() => localStorage.removeItem('foro.lightMode'));
    await context.setExtraHTTPHeaders({ 'Save-Data': 'on' });
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(r.url());
    });
    await page.goto(livePage);
    await expect(page.getByRole('complementary', { name: /¿Tu conexión va lenta\?/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-save-data', 'on');
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toEqual([]);
    await context.close();

    // Without the header the same page downloads the portal's fonts (so the check above can fail).
    const plain = await freshMember(browser, baseURL!, await sessionOf(MEMBER), false);
    const plainFonts: string[] = [];
    plain.page.on('request', (r) => {
      if (r.resourceType() === 'font') plainFonts.push(r.url());
    });
    await plain.page.goto(livePage);
    await expect(plain.page.getByRole('switch', { name: 'Modo ligero' })).toBeVisible();
    await plain.page.evaluate(() => document.fonts.ready);
    expect(plainFonts.length).toBeGreaterThan(0);
    await plain.context.close();
  });
});

test('share buttons on the meeting’s interactua page', async ({ page, signIn }) => {
  await signIn(MEMBER, `/encuentros/${LIVE}/interactua`);
  const share = page.getByRole('region', { name: 'Compartir' });
  await expect(share.getByRole('link', { name: 'Compartir por WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`interactua`),
  );
  await expect(share.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('share buttons in the meeting info modal of a visitor', async ({ page }) => {
  await page.goto('/foro-de-educadores');
  await page
    .getByRole('article', { name: /La lectura/ })
    .getByRole('button', { name: '¡Descúbrelo!' })
    .click();
  const modal = page.getByRole('dialog', { name: 'La lectura en la era digital' });
  await expect(modal.getByRole('link', { name: 'Compartir por Facebook' })).toHaveAttribute(
    'href',
    /la-lectura-en-la-era-digital%2Fvive-el-encuentro/,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the open masterclass: share buttons that share its form, and light mode', async ({ page }) => {
  await page.goto('/acceso-abierto');
  await page.getByLabel('Correo electrónico').fill(`comparte-${Date.now()}@colegio.edu.co`);
  await page.getByRole('combobox', { name: 'País' }).selectOption({ label: 'Costa Rica' });
  await page.getByRole('button', { name: 'Continuar' }).click();
  // The bot check's proof of work runs in the browser first.
  await expect(page).toHaveURL('/acceso-abierto/vive-el-encuentro', { timeout: 20_000 });
  const share = page.getByRole('region', { name: 'Compartir' });
  await expect(share.getByRole('link', { name: 'Compartir por LinkedIn' })).toHaveAttribute(
    'href',
    /url=http[^&]*%2Facceso-abierto$/,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  await expect(page.locator('article picture')).toHaveCount(1);
  await expect(page.locator('video')).toHaveCount(1);
  await page.getByRole('switch', { name: 'Modo ligero' }).press('Space');
  await expect(page.getByRole('switch', { name: 'Modo ligero' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('article picture, video, iframe')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ver la emisión aquí' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
