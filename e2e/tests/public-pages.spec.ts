import { expect, seriousA11yViolations, test } from './fixtures';

const pages = [
  { path: '/', heading: 'Una comunidad para quienes enseñan' },
  { path: '/politica-cookies', heading: 'Política de cookies' },
  { path: '/politica-privacidad', heading: 'Política de privacidad' },
  { path: '/condiciones-de-uso', heading: 'Condiciones de uso' },
  { path: '/politica-de-rrss', heading: 'Política de redes sociales' },
  { path: '/bases-del-sorteo', heading: 'Bases legales del sorteo' },
  { path: '/foro-de-educadores', heading: 'Foro de Educadores 2021' },
  { path: '/foro-de-educadores-2022', heading: 'Foro de Educadores 2022' },
];

for (const width of [375, 1366]) {
  test.describe(`public pages at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { path, heading } of pages) {
      test(`${path} reads well and has no serious accessibility problem`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await seriousA11yViolations(page)).toEqual([]);
        if (process.env.SCREENSHOTS) {
          await page.screenshot({
            path: `../screenshots/${path.replace(/\W+/g, '_') || 'about'}-${width}.png`,
            fullPage: true,
          });
        }
      });
    }
  });
}

test.describe('the connect page and the open menus', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test('have no serious accessibility problem', async ({ page }) => {
    await page.goto('/connect?redirectTo=%2F');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('Correo electrónico').fill('docente@example.org');
    await page.getByLabel('Contraseña').fill('demo1234');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('button', { name: 'Menú' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Menú móvil' }).getByText('Mariana Restrepo Ortiz'),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto('/foro-de-educadores-2022');
    await page.getByRole('button', { name: 'Contáctanos' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').locator('form')).toHaveAttribute('data-revealed', 'true');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test('the About page shows eight numbered features and the marketing claims', async ({ page }) => {
  await page.goto('/');
  const features = page
    .getByRole('region', { name: 'Todo lo que encontrarás en el Foro' })
    .getByRole('listitem');
  await expect(features).toHaveCount(8);
  for (const claim of ['+60.000', '15.000', '14', '15']) {
    await expect(
      page.getByRole('region', { name: 'La comunidad en cifras' }).getByText(claim, { exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Foro de Educadores', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Congreso Internacional', level: 2 })).toBeVisible();
});

test('the raffle rules give the prizes, dates and periods of the current edition', async ({ page }) => {
  await page.goto('/bases-del-sorteo');
  const body = page.getByRole('article');
  for (const text of ['679 euros', '429 euros', '2 ganadores', '48 horas', '6 meses']) {
    await expect(body.getByText(text).first()).toBeVisible();
  }
  // docs/product/draws.md: the edition fills its dates into the staff's text; no placeholder is left.
  await expect(body).not.toContainText('{inicio}');
  await expect(body).not.toContainText('{cierre}');
});

test('the 2022 home promises the prizes the raffle rules give, and no other', async ({ page }) => {
  await page.goto('/foro-de-educadores-2022');
  const item = page.getByRole('listitem').filter({ hasText: 'Participa en nuestro sorteo' });
  await expect(item).toContainText('tablet');
  await expect(item).toContainText('smartwatch');
  await expect(item).not.toContainText('kits');
  await page.goto('/bases-del-sorteo');
  const rules = page.getByRole('article');
  await expect(rules.getByText(/Una tablet/).first()).toBeVisible();
  await expect(rules.getByText(/smartwatch/).first()).toBeVisible();
});

test('a link to a section of a legal text lands on that section', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/condiciones-de-uso#ley-aplicable');
  await expect(page.locator('#ley-aplicable-title')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Condiciones de uso' })).not.toBeInViewport();
  // From another page too, as the footer's links go. The reader has scrolled to the foot of the
  // prerendered home; pointing at the link loads the app, whose take-over leaves the page where it is
  // (it used to jump to the top under the pointer, and the click then missed the link).
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const footerLink = page.getByRole('link', { name: 'Condiciones de uso' }).first();
  await footerLink.hover();
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
  await expect(footerLink).toBeInViewport();
  await footerLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Condiciones de uso' })).toBeInViewport();
});

test('an unknown address shows a Spanish 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/esto-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'No encontramos esta página' })).toBeVisible();
});
