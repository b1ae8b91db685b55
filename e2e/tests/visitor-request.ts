import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A visitor asks to join through the contact modal. */
export async function requestInvitation(page: Page, email: string) {
  await page.goto('/foro-de-educadores?contacto=1');
  const form = page.getByRole('dialog', { name: '¿Quieres unirte al Foro de Educadores?' });
  await form.getByLabel(/^País/).selectOption('peru');
  await form.getByLabel(/^Nombre/).fill('Rosa');
  await form.getByLabel(/^Apellidos/).fill('Quispe Mamani');
  await form.getByLabel(/^Correo electrónico/).fill(email);
  await form.getByLabel(/^Colegio/).fill('Colegio Inca Garcilaso');
  await form.getByLabel(/^Ciudad/).fill('Cusco');
  await form.getByLabel(/^Tipo de colegio/).selectOption('Público');
  await form.getByRole('checkbox', { name: /Acepto la política de privacidad/ }).check();
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  // The bot check's proof of work may still be running on a busy machine: the send waits for it.
  await expect(page.getByRole('dialog', { name: '¡Gracias por escribirnos!' })).toBeVisible({
    timeout: 30_000,
  });
}
