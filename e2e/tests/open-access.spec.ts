import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';

const FORM = '/acceso-abierto';
const LIVE = '/acceso-abierto/vive-el-encuentro';
const REQUIRED = 'Este campo es obligatorio';
const INVALID_EMAIL = 'Introduce un correo electrónico válido';
const MASTERCLASS = 'El vínculo que enseña: relaciones que transforman el aprendizaje';

/** A different address for every test, so parallel runs never share a lead. */
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@colegio.edu.co`;

const emailField = (page: Page) => page.getByLabel('Correo electrónico');
// By role: the masterclass's "Horario por país" table is labelled with the word too.
const countryField = (page: Page) => page.getByRole('combobox', { name: 'País' });
const stored = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('freeAccessEmail'), localStorage.getItem('freeAccessCountry')]);

/** Sends the form the way a visitor does; the bot check solves in the browser. */
async function enterOpenAccess(page: Page, email = uniqueEmail('visita')) {
  await page.goto(FORM);
  await expect(page.getByRole('heading', { level: 1, name: 'Vive la masterclass en abierto' })).toBeVisible();
  await emailField(page).fill(email);
  await countryField(page).selectOption({ label: 'Costa Rica' });
  await page.getByRole('button', { name: 'Continuar' }).click();
  // The bot check's proof of work runs in the browser first: seconds on a slow or busy computer.
  await expect(page).toHaveURL(LIVE, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: MASTERCLASS })).toBeVisible();
  return email;
}

test('a visitor with nothing stored who opens the live page is sent to the form', async ({ page }) => {
  await page.goto(LIVE);
  await expect(page).toHaveURL(FORM);
  await expect(page.getByRole('heading', { level: 1, name: 'Vive la masterclass en abierto' })).toBeVisible();
  await expect(countryField(page).locator('option')).toHaveCount(16);
  await expect(countryField(page).locator('option').first()).toHaveText('Selecciona tu país');
});

test('each field shows its own message and nothing is sent while one is wrong', async ({ page }) => {
  const posts: string[] = [];
  page.on(
    'request',
    (r) => r.method() === 'POST' && r.url().includes('/api/free-access') && posts.push(r.url()),
  );
  await page.goto(FORM);
  const send = page.getByRole('button', { name: 'Continuar' });

  // Nothing filled: both fields say "required".
  await send.click();
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField(page)).toHaveAccessibleDescription(REQUIRED);
  await expect(countryField(page)).toHaveAccessibleDescription(REQUIRED);

  // A malformed e-mail with a country: only the e-mail complains, with its own words.
  await emailField(page).fill('ana@colegio');
  await countryField(page).selectOption('peru');
  await send.click();
  await expect(emailField(page)).toHaveAccessibleDescription(INVALID_EMAIL);
  await expect(countryField(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(REQUIRED)).toHaveCount(0);

  // A valid e-mail without a country: only the country complains, never with the e-mail's message.
  await emailField(page).fill('ana@colegio.edu.pe');
  await countryField(page).selectOption('');
  await send.click();
  await expect(countryField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(countryField(page)).toHaveAccessibleDescription(REQUIRED);
  await expect(emailField(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(INVALID_EMAIL)).toHaveCount(0);

  await expect(page).toHaveURL(FORM);
  expect(posts).toEqual([]);
  expect(await stored(page)).toEqual([null, null]);
});

test('a valid submit reaches the live page with the masterclass; the form then leads straight to it', async ({
  page,
}) => {
  const email = await enterOpenAccess(page);
  expect(await stored(page)).toEqual([email, 'costa rica']);

  const video = page.getByRole('region', { name: 'Emisión de la masterclass' }).locator('video');
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('src', /\.mp4$/);
  // No chat in the demo: an invitation to join the community instead.
  await expect(page.getByRole('link', { name: 'Únete a la comunidad' })).toHaveAttribute(
    'href',
    '/foro-de-educadores?contacto=1',
  );
  const social = page.getByRole('region', { name: 'Síguenos en redes sociales' });
  await expect(social.getByRole('link')).toHaveCount(5);

  await page.goto(FORM);
  await expect(page).toHaveURL(LIVE);
  await expect(page.getByRole('heading', { level: 1, name: MASTERCLASS })).toBeVisible();
});

test('without the access cookie the stored values are dropped and the visitor is back at the form', async ({
  page,
  context,
}) => {
  await enterOpenAccess(page);
  await context.clearCookies();
  await page.reload();
  await expect(page).toHaveURL(FORM);
  await expect(page.getByRole('heading', { level: 1, name: 'Vive la masterclass en abierto' })).toBeVisible();
  expect(await stored(page)).toEqual([null, null]);
});

test('a refused submit shows the server’s message and the button can be used again', async ({ page }) => {
  await page.route('**/api/free-access', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'RATE_LIMITED',
        message: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
      }),
    }),
  );
  await page.goto(FORM);
  await emailField(page).fill(uniqueEmail('reintento'));
  await countryField(page).selectOption('mexico');
  const send = page.getByRole('button', { name: 'Continuar' });
  await send.click();
  await expect(page.getByText('Demasiados intentos. Espera un momento e inténtalo de nuevo.')).toBeVisible();
  await expect(send).toBeEnabled();
  await expect(page).toHaveURL(FORM);

  await page.unroute('**/api/free-access');
  await send.click();
  await expect(page).toHaveURL(LIVE, { timeout: 20_000 });
});

test('the fields fade in after a second, and are there at once with reduced motion', async ({ page }) => {
  // Read from the styles, not from a moment of the animation: on a busy machine the page may take more
  // than the second's delay to answer `evaluate`.
  const fade = () =>
    emailField(page).evaluate((el) => {
      const style = getComputedStyle(el.closest('form > div')!);
      return { name: style.animationName, delay: style.animationDelay, opacity: Number(style.opacity) };
    });
  await page.goto(FORM);
  const animated = await fade();
  expect(animated.name).toContain('fields-in');
  expect(animated.delay).toBe('1s');
  await expect.poll(async () => (await fade()).opacity).toBe(1);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(FORM);
  expect(await fade()).toMatchObject({ name: 'none', opacity: 1 });
});

for (const width of [375, 768, 1366]) {
  test(`the open-access screens fit ${width} px and pass axe`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(FORM);
    await expect(emailField(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (process.env.SCREENSHOTS)
      await page.screenshot({ path: `../screenshots/acceso-abierto-${width}.png`, fullPage: true });

    await enterOpenAccess(page);
    const background = page.locator('article picture img');
    const expected = width >= 1366 ? 'desktop' : width >= 768 ? 'tablet' : 'mobile';
    await expect
      .poll(() => background.evaluate((img) => (img as HTMLImageElement).currentSrc))
      .toContain(`-${expected}.svg`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (process.env.SCREENSHOTS)
      await page.screenshot({ path: `../screenshots/acceso-abierto-vivo-${width}.png`, fullPage: true });
  });
}
