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
  await signIn('admin@example.org', '/admin/sorteos');
  await expect(page.getByRole('heading', { name: 'Sorteos', level: 1 })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, info, 'admin-draws');
  const current = page.getByRole('row').filter({ hasText: 'Vigente' });
  await current.getByRole('link').click();
  const tablet = page.getByRole('region', { name: 'Sorteo de la tablet' });
  await expect(tablet.getByRole('row').filter({ hasText: 'completo@example.org' })).toContainText('Válida');
  await expect(tablet.getByRole('button', { name: 'Celebrar el sorteo…' })).toHaveAccessibleDescription(
    /^El sorteo no puede celebrarse antes del cierre publicado del periodo: /,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, info, 'admin-edition');

  // A bad save answers next to the field.
  await page.getByLabel(/^Nombre de la edición/).fill('');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Escribe el nombre de la edición.')).toBeVisible();
});

/** `datetime-local` text `days` from now, in the browser's zone. */
const localInput = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

test('a draw runs only after a dialog naming its entries and commitment; the member then finds her code', async ({
  page,
  signIn,
}, info) => {
  // The demo edition is still open: its button is disabled and says why.
  await signIn('admin@example.org', '/admin/sorteos');
  await page.getByRole('row').filter({ hasText: 'Vigente' }).getByRole('link').click();
  const open = page.getByRole('region', { name: 'Sorteo de la tablet' });
  const blocked = open.getByRole('button', { name: 'Celebrar el sorteo…' });
  await expect(blocked).toBeDisabled();
  await expect(blocked).toHaveAccessibleDescription(
    /^El sorteo no puede celebrarse antes del cierre publicado del periodo: .+\(hora de Colombia\)\.$/,
  );
  await shoot(page, info, 'draw-blocked');

  // An edition whose period closed half a day ago holds the demo member's entry of yesterday.
  await page.goto('/admin/sorteos/nueva');
  await page.getByLabel(/^Nombre de la edición/).fill('Edición cerrada de prueba');
  await page.getByLabel(/^Inicio de la participación/).fill(localInput(-60));
  await page.getByLabel(/^Cierre de la participación/).fill(localInput(-0.5));
  await page.getByLabel(/^Fecha del sorteo/).fill(localInput(-0.4));
  await page.getByLabel(/^Premio del sorteo de la tablet/).fill('Una tablet');
  await page.getByLabel(/^Premio del sorteo del smartwatch/).fill('Un smartwatch');
  await page.getByRole('button', { name: 'Crear la edición' }).click();
  await expect(page.getByRole('heading', { name: 'Edición cerrada de prueba', level: 1 })).toBeVisible();

  const tablet = page.getByRole('region', { name: 'Sorteo de la tablet' });
  const commitment = (await tablet
    .getByText(/^[0-9a-f]{64}$/)
    .first()
    .textContent())!;
  const count = Number(
    (await tablet.getByText(/^\d+ participaci(ón|ones) válidas? según las bases/).textContent())!.split(
      ' ',
    )[0],
  );
  expect(count).toBeGreaterThan(0);
  const named = count === 1 ? '1 participación válida' : `${count} participaciones válidas`;
  await tablet.getByRole('button', { name: 'Celebrar el sorteo…' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Celebrar el sorteo de la tablet?' });
  await expect(dialog).toContainText(named);
  await expect(dialog.getByText(commitment, { exact: true })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, info, 'draw-confirm');

  // Cancelling leaves the draw unmade; confirming makes it.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(tablet).toContainText('El periodo ha terminado');
  await tablet.getByRole('button', { name: 'Celebrar el sorteo…' }).click();
  await dialog.getByRole('button', { name: `Sí, celebrar el sorteo entre ${named}` }).click();
  await expect(tablet).toContainText(`entre ${named}`);

  // The member who entered sees her code in /perfil and finds it in the published list.
  await signIn('completo@example.org', '/perfil');
  const mine = page.getByRole('region', { name: 'Tus participaciones en los sorteos' });
  await expect(mine).toContainText('Edición cerrada de prueba');
  const code = (await mine
    .getByText(/^[2-9A-Z]{10}$/)
    .first()
    .textContent())!;
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, info, 'profile-draw-codes');
  await mine
    .getByRole('link', { name: /^Buscarlo en la lista del sorteo/ })
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'Códigos de las participaciones' })).toContainText(code);
  await expect(page.locator(`#codigo-${code}`)).toBeInViewport();
  await expect(page.locator(`#codigo-${code} mark`)).toHaveText(code);
  await shoot(page, info, 'draw-check-own-code');
});

test('a published period moves only with a reason, published with its date on the draw’s page', async ({
  page,
  signIn,
}, info) => {
  await signIn('admin@example.org', '/admin/sorteos/nueva');
  await page.getByLabel(/^Nombre de la edición/).fill('Edición con cambio de periodo');
  await page.getByLabel(/^Inicio de la participación/).fill(localInput(-90));
  await page.getByLabel(/^Cierre de la participación/).fill(localInput(10));
  await page.getByLabel(/^Fecha del sorteo/).fill(localInput(12));
  await page.getByLabel(/^Premio del sorteo de la tablet/).fill('Una tablet');
  await page.getByLabel(/^Premio del sorteo del smartwatch/).fill('Un smartwatch');
  await page.getByRole('button', { name: 'Crear la edición' }).click();
  await expect(page.getByRole('heading', { name: 'Edición con cambio de periodo', level: 1 })).toBeVisible();

  const newClose = localInput(5);
  await page.getByLabel(/^Cierre de la participación/).fill(newClose);
  const reason = page.getByLabel(/^Motivo del cambio de periodo/);
  await expect(reason).toBeVisible();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText(/^El periodo ya está publicado: explica por qué cambia/)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, info, 'period-note-form');
  await reason.fill('El calendario escolar adelanta las vacaciones.');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  // Saved: the form shows the edition as stored, the new close and no pending reason.
  await expect(reason).toBeHidden();
  await expect(page.getByLabel(/^Cierre de la participación/)).toHaveValue(newClose);

  await page
    .getByRole('region', { name: 'Sorteo de la tablet' })
    .getByRole('link', { name: 'Página pública del sorteo' })
    .click();
  const notes = page.getByRole('region', { name: 'Cambios del periodo de participación' });
  await expect(notes).toContainText('El calendario escolar adelanta las vacaciones.');
  await expect(notes).toContainText('Antes: del');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, info, 'draw-check-period-note');
});
