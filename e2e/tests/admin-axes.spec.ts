import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { openAs } from './staff-api';

const MAIN = 'claves-para-conectar-con-tus-estudiantes';
const STOP_3 = 'conoce-a-tu-grupo';
const SHOTS = process.env.E2E_SCREENSHOTS;

/** Screenshots to look at, when E2E_SCREENSHOTS names a folder. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.describe('routes in the back office (docs/product/axes.md#back-office)', () => {
  test('staff edit a stop’s text and a member reads it on the stop; the change is in the audit log', async ({
    browser,
    sessionOf,
  }) => {
    const note = `Nota del equipo ${Date.now()}`;
    const staff = await (await browser.newContext()).newPage();
    // The stop's images arrive only when the test lets them, as on a slow line: their previews must
    // hold their place meanwhile, or the save button moves down under the pointer as they load.
    let letImagesIn = () => {};
    const imagesHeld = new Promise<void>((resolve) => (letImagesIn = resolve));
    await staff.route('**/media/demo/**', async (route) => {
      await imagesHeld;
      await route.continue();
    });
    await openAs(staff, sessionOf, 'admin@example.org', '/admin/ejes');
    await expect(staff.getByRole('heading', { level: 1, name: 'Ejes' })).toBeVisible();
    await staff.getByLabel('Buscar por título o dirección').fill('claves');
    await staff.getByRole('link', { name: /Claves para conectar/ }).click();
    await expect(staff.getByRole('heading', { level: 2, name: 'Paradas' })).toBeVisible();
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await shoot(staff, 'admin-axis');

    await staff.getByRole('link', { name: /Parada 3/ }).click();
    await expect(staff.getByRole('heading', { level: 1, name: /^Parada 3:/ })).toBeVisible();
    const text = staff.getByRole('textbox', { name: 'Texto de la parada' });
    // On a loaded machine the editor can still be receiving the stop's text, or not yet hold the focus,
    // when the keys arrive: each step waits for what the next one needs.
    await expect(text).toContainText('Organiza las respuestas');
    // Focused from the keyboard: a click's own caret, set by the editor a moment after the click,
    // could land after the keys below on a loaded machine and put the note mid-text.
    await text.focus();
    await expect(text).toBeFocused();
    await staff.keyboard.press('ControlOrMeta+End');
    await staff.keyboard.press('Enter');
    await staff.getByRole('button', { name: 'Negrita' }).click();
    await expect(text).toBeFocused();
    await staff.keyboard.type(note);
    await expect(text.locator('strong', { hasText: note })).toBeVisible();
    const saveButton = staff.getByRole('button', { name: 'Guardar parada' });
    await saveButton.scrollIntoViewIfNeeded();
    const before = await saveButton.boundingBox();
    letImagesIn();
    const previews = staff.getByRole('img', { name: /^Vista previa:/ });
    await expect(previews).toHaveCount(4);
    await expect
      .poll(() =>
        previews.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    expect(await saveButton.boundingBox()).toEqual(before);
    // The save's own answer is awaited first: a run that fails here says whether the click sent it.
    const saving = staff.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/steps\/3$/.test(r.url()),
      { timeout: 15_000 },
    );
    await saveButton.click();
    expect((await saving).status()).toBe(200);
    await expect(staff.getByRole('status')).toHaveText('Cambios guardados.');
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await shoot(staff, 'admin-axis-step');

    // The audit log names the stop and the text before and after.
    await staff.goto('/admin/registro?itemType=step');
    await expect(staff.getByText(/Claves para conectar.*· Parada 3/).first()).toBeVisible();

    const member = await (await browser.newContext()).newPage();
    await openAs(member, sessionOf, 'docente@example.org', `/eje/${MAIN}/etapa/${STOP_3}`);
    await expect(member.locator('strong', { hasText: note })).toBeVisible();
    await expect(member.getByText('Vista previa')).toHaveCount(0);
    await member.context().close();
    await staff.context().close();
  });

  test('refuses a stop 5 that is not a masterclass, with the message next to the field', async ({
    page,
    sessionOf,
  }) => {
    await openAs(page, sessionOf, 'admin@example.org', '/admin/ejes');
    await page.getByLabel('Buscar por título o dirección').fill('claves');
    await page.getByRole('link', { name: /Claves para conectar/ }).click();
    await page.getByRole('link', { name: /Parada 5/ }).click();
    await expect(page.getByLabel('Inicio de la masterclass')).toBeVisible();
    await page.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Parada de contenido' });
    await page.getByRole('button', { name: 'Guardar parada' }).click();
    await expect(page.getByText('La parada 5 debe ser de tipo «Masterclass».')).toBeVisible();
    await expect(page.getByLabel('Tipo', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    // Leaving with the change unsaved asks first.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('link', { name: 'Claves para conectar con tus estudiantes' }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Paradas' })).toBeVisible();
  });

  test('a new route is a draft: staff preview it, members do not find it', async ({ browser, sessionOf }) => {
    const slug = `ruta-e2e-${Date.now()}`;
    const staff = await (await browser.newContext()).newPage();
    await openAs(staff, sessionOf, 'admin@example.org', '/admin/ejes/nuevo');
    await staff.getByLabel('Título').fill('Ruta de prueba del equipo');
    await staff.getByLabel('Dirección (slug)').fill(slug);
    await staff.getByLabel('Fecha').fill('2026-03-01');
    await staff.getByRole('button', { name: 'Crear ruta' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Ruta de prueba del equipo' })).toBeVisible();
    await expect(staff.getByText('Borrador')).toBeVisible();
    await staff.goto(`/eje/${slug}`);
    await expect(staff.getByText('Vista previa: los docentes todavía no ven esta ruta')).toBeVisible();

    const member = await (await browser.newContext()).newPage();
    await openAs(member, sessionOf, 'docente@example.org', '/foro-de-educadores');
    await member.goto(`/eje/${slug}`);
    await expect(member.getByText(/Vista previa/)).toHaveCount(0);
    await expect(member.getByRole('heading', { level: 1, name: 'Ruta de prueba del equipo' })).toHaveCount(0);
    await member.context().close();
    await staff.context().close();
  });
});
