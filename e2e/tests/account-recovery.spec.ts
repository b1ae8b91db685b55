import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, fillConnectForm, seriousA11yViolations, test } from './fixtures';

/**
 * The forgotten password and the account section of /perfil (docs/decisions/0036), on a member of
 * the test's own (invited and signed up here), so no other test's demo account changes password.
 */

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const FIRST_PASSWORD = 'cuaderno-de-aula';
const RESET_PASSWORD = 'pizarra-verde-2026';
const CHANGED_PASSWORD = 'tiza-y-borrador-azul';

const uniqueEmail = () =>
  `recupera.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@escuela.example.org`;

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  return dir;
};

/** The body of a quoted-printable part as text (soft line breaks joined, `=XX` decoded). */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The links matching `pattern` in the outbox's mails to `email`, oldest first. */
async function linksInOutbox(email: string, pattern: RegExp): Promise<string[]> {
  const outbox = path.join(dataDir(), 'outbox');
  const links: string[] = [];
  for (const file of (await fs.readdir(outbox)).sort()) {
    const eml = await fs.readFile(path.join(outbox, file), 'utf8');
    // The address alone, or after the member's name (`To: Marta <marta@…>`).
    if (!new RegExp(`^To: (?:.*<)?${email.replace(/[.]/g, '\\.')}>?\\r?$`, 'm').test(eml)) continue;
    const link = pattern.exec(decodeQuotedPrintable(eml))?.[0];
    if (link) links.push(link);
  }
  return links;
}

/** A new member: invited with the real command, then signed up through the account form. */
async function newMember(page: Page, baseURL: string): Promise<string> {
  const email = uniqueEmail();
  await run('npm', ['run', 'invite', '--', email, '--name', 'Marta Salinas'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir(), DATABASE_URL: '', SMTP_URL: '', PUBLIC_URL: baseURL },
    timeout: 60_000,
  });
  const [invitation] = await linksInOutbox(email, /https?:\/\/\S+?\/acceso-invitados\/[A-Za-z0-9_-]+/);
  await page.goto(invitation!);
  await page.getByRole('link', { name: 'Crear mi cuenta' }).click();
  const form = page.getByRole('form', { name: 'Crea tu cuenta' });
  await form.getByLabel('Nombre', { exact: true }).fill('Marta');
  await form.getByLabel('Primer apellido').fill('Salinas');
  await form.getByLabel('Crea una contraseña').fill(FIRST_PASSWORD);
  await form.getByLabel('Repite la contraseña').fill(FIRST_PASSWORD);
  await form.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(page).toHaveURL('/confirmacion');
  // The data can wait: the account is what these tests are about.
  await page.getByRole('button', { name: 'Confirmar más tarde' }).click();
  await expect(page).not.toHaveURL(/\/confirmacion/);
  return email;
}

const resetLinkPattern = /https?:\/\/\S+?\/connect\/password-reset\/[A-Za-z0-9_-]+/;

test('a member who forgot the password gets a link by mail, chooses a new one and the old session ends', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await newMember(page, baseURL!);
  // The member's old session in this browser stays open while someone (the member) recovers elsewhere.
  const elsewhere = await browser.newContext({ baseURL });
  const recovery = await elsewhere.newPage();

  await recovery.goto('/connect');
  // The connect page has the portal's look: its fonts, favicon and logo.
  expect((await recovery.request.get('/favicon.ico')).status()).toBe(200);
  expect(await recovery.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily)).toContain(
    'Montserrat',
  );
  expect(await recovery.evaluate(() => document.fonts.check('1rem Nunito'))).toBe(true);
  await expect(recovery.getByRole('link', { name: 'Foro de Educadores', exact: true })).toBeVisible();
  expect(await seriousA11yViolations(recovery)).toEqual([]);

  await recovery.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(recovery.getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  expect(await seriousA11yViolations(recovery)).toEqual([]);
  await recovery.getByLabel('Correo electrónico').fill(email);
  await recovery.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(recovery.getByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeVisible();
  await expect(recovery.getByRole('status')).toContainText('Si hay una cuenta con ese correo');

  // The mail goes through the durable queue (decision 0046): the worker sends it within a few seconds.
  let link: string | undefined;
  await expect
    .poll(async () => (link = (await linksInOutbox(email, resetLinkPattern))[0]), { timeout: 20_000 })
    .toBeTruthy();
  await recovery.goto(link!);
  await expect(recovery.getByRole('heading', { level: 1, name: 'Elige una nueva contraseña' })).toBeVisible();
  expect(await seriousA11yViolations(recovery)).toEqual([]);
  await recovery.getByLabel('Nueva contraseña', { exact: true }).fill('1234567890');
  await recovery.getByLabel('Repite la nueva contraseña').fill('1234567890');
  await recovery.getByRole('button', { name: 'Guardar y entrar' }).click();
  await expect(recovery.getByText('Esa contraseña es de las más usadas')).toBeVisible();
  await expect(recovery.getByLabel('Nueva contraseña', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await recovery.getByLabel('Nueva contraseña', { exact: true }).fill(RESET_PASSWORD);
  await recovery.getByLabel('Repite la nueva contraseña').fill(RESET_PASSWORD);
  await recovery.getByRole('button', { name: 'Guardar y entrar' }).click();

  // Signed in with the new password; the first browser's session has ended.
  await expect(recovery).toHaveURL(/\/(perfil|confirmacion)/);
  expect((await (await recovery.request.get('/api/users/username')).json()).username).toBe(email);
  expect((await (await page.request.get('/api/users/username')).json()).username).toBe('');

  // The link served once: opened again, it says so and offers a new one.
  await recovery.goto(link!);
  await expect(recovery.getByRole('heading', { level: 1, name: 'Este enlace ya se usó' })).toBeVisible();
  await expect(recovery.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
    'href',
    '/connect/password-reset',
  );
  expect(await seriousA11yViolations(recovery)).toEqual([]);
  // A cut link gets its own words.
  await recovery.goto(link!.slice(0, -10));
  await expect(recovery.getByRole('heading', { level: 1, name: 'El enlace está incompleto' })).toBeVisible();

  // The old password no longer opens the account; the new one does.
  await page.goto('/connect?redirectTo=%2Fperfil');
  await fillConnectForm(page, email, FIRST_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('no son correctos');
  await page.getByLabel('Contraseña').fill(RESET_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).not.toHaveURL(/\/connect/);
  await elsewhere.close();
});

test('in /perfil a member changes the password and ends the other sessions', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await newMember(page, baseURL!);
  const phone = await browser.newContext({
    baseURL,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  });
  const phonePage = await phone.newPage();
  await phonePage.goto('/connect?redirectTo=%2F');
  await fillConnectForm(phonePage, email, FIRST_PASSWORD);
  await expect(phonePage).not.toHaveURL(/\/connect/);

  await page.goto('/perfil');
  const account = page.getByRole('region', { name: 'Tu cuenta' });
  // The first screen after signing in can be slow on a busy machine.
  await expect(account.getByText(email)).toBeVisible({ timeout: 30_000 });
  const sessions = account.getByRole('group', { name: 'Sesiones abiertas' });
  await expect(sessions.getByText('Chrome en Android')).toBeVisible();
  await expect(sessions.getByText('Este dispositivo')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const form = account.getByRole('form', { name: 'Cambiar la contraseña' });
  await form.getByLabel('Contraseña actual').fill('no-es-la-mia-123');
  // The form's labels end with the required mark (" *").
  await form.getByLabel(/^Nueva contraseña/).fill(CHANGED_PASSWORD);
  await form.getByLabel('Repite la nueva contraseña').fill(CHANGED_PASSWORD);
  await form.getByRole('button', { name: 'Guardar la nueva contraseña' }).click();
  await expect(form.getByText('La contraseña actual no es correcta.')).toBeVisible();

  await form.getByLabel('Contraseña actual').fill(FIRST_PASSWORD);
  await form.getByRole('button', { name: 'Guardar la nueva contraseña' }).click();
  await expect(form.getByRole('status')).toContainText('Tu contraseña ha cambiado');
  await expect(sessions.getByText('Chrome en Android')).toHaveCount(0);
  expect((await (await phonePage.request.get('/api/users/username')).json()).username).toBe('');
  expect((await (await page.request.get('/api/users/username')).json()).username).toBe(email);

  // Signed in again on the phone with the new password, then ended from /perfil.
  await phonePage.goto('/connect?redirectTo=%2F');
  await fillConnectForm(phonePage, email, CHANGED_PASSWORD);
  await expect(phonePage).not.toHaveURL(/\/connect/);
  await page.reload();
  await sessions.getByRole('button', { name: /^Cerrar sesión de Chrome en Android, último uso: / }).click();
  await expect(sessions.getByText('Chrome en Android')).toHaveCount(0);
  expect((await (await phonePage.request.get('/api/users/username')).json()).username).toBe('');
  await phone.close();
});
