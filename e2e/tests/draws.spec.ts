import type { Page, TestInfo } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';

/** The screen at a phone's, a tablet's and a computer's width, kept with the test's results. */
async function shoot(page: Page, info: TestInfo, name: string) {
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('the raffle pages, the rules and stop 8 speak of the current edition and link the draw anyone can check', async ({
  page,
  signIn,
}, info) => {
  test.setTimeout(180_000);
  await signIn('docente@example.org', '/bases-del-sorteo');
  const edition = page.getByRole('region', { name: 'Edición del sorteo' });
  await expect(edition).toContainText('Puedes participar del');
  // The 2022 dates of the old text no longer contradict the portal: the period is the edition's.
  await expect(page.getByRole('main')).not.toContainText('15 de junio de 2022');
  await expect(page.getByRole('main')).toContainText('El periodo de participación va del');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, info, 'rules');

  await page.goto('/eje/sorteo/tablet');
  await expect(page.getByRole('region', { name: 'Edición del sorteo' })).toContainText('Sorteo de la tablet');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, info, 'raffle-tablet');
  await page.getByRole('link', { name: 'Comprueba el sorteo' }).click();
  await expect(page.getByRole('heading', { name: 'Comprueba el sorteo de la tablet' })).toBeVisible();
  await expect(page.getByText('El sorteo todavía no se ha celebrado.')).toBeVisible();
  await expect(page.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, info, 'draw-check');

  // Stop 8 and the route home link both draws and the rules.
  await page.goto('/eje/claves-para-conectar-con-tus-estudiantes');
  const notice = page.getByRole('complementary', { name: 'Sorteos' });
  await expect(notice.getByRole('link', { name: 'Sorteo del smartwatch' })).toBeVisible();
  await notice.getByRole('link', { name: 'Sorteo de la tablet' }).click();
  await expect(page).toHaveURL(/\/eje\/sorteo\/tablet$/);
});

test('staff see each draw’s entries with the reasons for exclusion; the back office is theirs only', async ({
  page,
  signIn,
}, info) => {
  test.setTimeout(180_000);
  await signIn('admin@example.org', '/admin/sorteos');
  await expect(page.getByRole('heading', { name: 'Sorteos', level: 1 })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, info, 'admin-draws');
  const current = page.getByRole('row').filter({ hasText: 'Vigente' });
  await current.getByRole('link').click();
  const tablet = page.getByRole('region', { name: 'Sorteo de la tablet' });
  await expect(tablet.getByRole('row').filter({ hasText: 'completo@example.org' })).toContainText('Válida');
  await expect(tablet).toContainText(
    'El sorteo podrá celebrarse cuando termine el periodo de participación.',
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, info, 'admin-edition');

  // A bad save answers next to the field.
  await page.getByLabel(/^Nombre de la edición/).fill('');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Escribe el nombre de la edición.')).toBeVisible();
});
