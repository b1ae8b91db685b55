import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const USED = 'Este enlace de invitación ya se usó. Si ya tienes cuenta, inicia sesión.';
const UNKNOWN = 'Este enlace de invitación no es válido.';
const WELCOME = '¡Te damos la bienvenida al Foro de Educadores!';

const uniqueEmail = () =>
  `invitada.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@escuela.example.org`;

/** The body of a quoted-printable part as text (soft line breaks joined, `=XX` decoded). */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The invitation link of the mail the server's outbox holds for `email`. */
async function linkFromOutbox(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (const file of await fs.readdir(outbox)) {
    const eml = await fs.readFile(path.join(outbox, file), 'utf8');
    if (!new RegExp(`^To: ${email.replace(/[.]/g, '\\.')}\\r?$`, 'm').test(eml)) continue;
    const link = /https?:\/\/\S+?\/acceso-invitados\/[A-Za-z0-9_-]+/.exec(decodeQuotedPrintable(eml))?.[0];
    if (link) return link;
  }
  throw new Error(`no invitation for ${email} in ${outbox}`);
}

/** Staff's way to invite someone: the real `npm run invite` against the e2e server's data. */
async function inviteByCommand(baseURL: string, email: string, name: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  const { stdout } = await run('npm', ['run', 'invite', '--', email, '--name', name], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', PUBLIC_URL: baseURL },
    timeout: 60_000,
  });
  expect(stdout).toContain(`Invitación enviada a ${email}`);
  const link = await linkFromOutbox(dataDir, email);
  // The link travels only in the mail.
  expect(stdout).not.toContain(link.split('/').pop());
  return link;
}

const accountForm = (page: Page) => page.getByRole('form', { name: 'Crea tu cuenta' });

test('an invited teacher creates her account from the mail and the link then says it was used', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail();
  const link = await inviteByCommand(baseURL!, email, 'Rosa Elena Quintero');
  expect(new URL(link).origin).toBe(new URL(baseURL!).origin);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('link', { name: 'Crear mi cuenta' }).click();

  await expect(page).toHaveURL('/connect?redirectTo=%2Fconfirmacion');
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
  const form = accountForm(page);
  await expect(form.getByLabel('Correo electrónico de tu invitación')).toHaveValue(email);
  await form.getByLabel('Nombre', { exact: true }).fill('Rosa Elena');
  await form.getByLabel('Primer apellido').fill('Quintero');
  await form.getByLabel('Crea una contraseña').fill('corta');
  await form.getByLabel('Repite la contraseña').fill('corta');
  await form.getByRole('button', { name: 'Crear mi cuenta' }).click();

  await expect(form.getByText('La contraseña debe tener al menos 10 caracteres.')).toBeVisible();
  await expect(form.getByLabel('Crea una contraseña')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('Rosa Elena');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await form.getByLabel('Crea una contraseña').fill('cuaderno-de-aula');
  await form.getByLabel('Repite la contraseña').fill('cuaderno-de-aula');
  await form.getByRole('button', { name: 'Crear mi cuenta' }).click();

  // Signed in as the new member, who goes through the confirmation of their data.
  await expect(page).toHaveURL('/confirmacion');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rosa Elena');
  const me = await (await page.request.get('/api/users/username')).json();
  expect(me).toMatchObject({ username: email, userUpdatedFields: 0, role: 'member' });

  // Signed out, the same link is refused with a way to sign in.
  await page.goto('/connect/logout?redirectTo=%2F');
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'No podemos abrir esta invitación' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(USED);
  await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/connect\?redirectTo=%2F$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toHaveCount(0);
});

test('an unknown link says so and leads to the contact form', async ({ page }) => {
  await page.goto('/acceso-invitados/este-enlace-no-existe');
  await expect(
    page.getByRole('heading', { level: 1, name: 'No podemos abrir esta invitación' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(UNKNOWN);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Escríbenos' }).click();
  await expect(page).toHaveURL('/foro-de-educadores?contacto=1');
});

for (const width of [375, 768, 1366]) {
  test(`the invitation page and the account form fit ${width} px`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail();
    const link = await inviteByCommand(baseURL!, email, 'Docente Invitada');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (process.env.SCREENSHOTS)
      await page.screenshot({ path: `../screenshots/invitacion-${width}.png`, fullPage: true });

    await page.getByRole('link', { name: 'Crear mi cuenta' }).click();
    await expect(accountForm(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (process.env.SCREENSHOTS)
      await page.screenshot({ path: `../screenshots/crear-cuenta-${width}.png`, fullPage: true });
  });
}
