import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';

const REQUIRED = 'Este campo es obligatorio';
const outbox = () => {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
};

const dialog = (page: Page) => page.getByRole('dialog', { name: '¿Quieres unirte al Foro de Educadores?' });

test.describe('the contact modal', () => {
  test.use({ locale: 'es-GT' });

  test('opens from every entry point', async ({ page }) => {
    await page.goto('/foro-de-educadores?contacto=1');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Contáctanos' }).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/foro-de-educadores-2022');
    await page.getByRole('button', { name: 'Contáctanos' }).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('button', { name: 'Solicitar invitación' }).click();
    await expect(dialog(page)).toBeVisible();
    // The country comes from the browser's language region.
    await expect(dialog(page).getByLabel(/^País/)).toHaveValue('guatemala');
    // The fields fade in after half a second; contrast is measured once they are shown.
    await expect(dialog(page).locator('form')).toHaveAttribute('data-revealed', 'true');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('refuses an incomplete form field by field, then thanks; a second request makes no duplicate', async ({
    page,
  }) => {
    const email = `docente.${Date.now()}@colegio.example.org`;
    const sendRequest = async () => {
      await page.goto('/foro-de-educadores?contacto=1');
      const form = dialog(page);
      await form.getByRole('button', { name: 'Enviar solicitud' }).click();
      for (const label of [
        /^Nombre/,
        /^Apellidos/,
        /^Correo electrónico/,
        /^Colegio/,
        /^Ciudad/,
        /^Tipo de colegio/,
      ]) {
        await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
      }
      await expect(form.getByText(REQUIRED).first()).toBeVisible();
      await form.getByLabel(/^Nombre/).fill('Lucía');
      await form.getByLabel(/^Apellidos/).fill('Pérez Ajú');
      await form.getByLabel(/^Correo electrónico/).fill('no-es-correo');
      await form.getByLabel(/^Colegio/).fill('Colegio Santa Cecilia');
      await form.getByLabel(/^Ciudad/).fill('Quetzaltenango');
      await form.getByLabel(/^Tipo de colegio/).selectOption('Privado');
      await form.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(form.getByLabel(/^Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
      await form.getByLabel(/^Correo electrónico/).fill(email);
      await form.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(form.getByText(REQUIRED)).toBeVisible();
      await form.getByRole('checkbox', { name: /Acepto la política de privacidad/ }).check();
      await form.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(page.getByRole('dialog', { name: '¡Gracias por escribirnos!' })).toBeVisible();
    };
    await sendRequest();
    await sendRequest();
    // One stored request: the acknowledgement goes out only for a new one.
    await expect.poll(() => outbox().filter((m) => m.toLowerCase().includes(email)).length).toBe(1);
  });
});
