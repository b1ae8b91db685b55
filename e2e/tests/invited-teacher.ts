import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A teacher of our own (the demo teacher's progress is what other specs check): invited with
 * `npm run invite`, whose mail the server writes to its outbox, she makes her account from the mail's
 * link. The page ends on /confirmacion. `tag` starts her unique address.
 */
export async function inviteTeacher(
  page: Page,
  baseURL: string,
  who: { tag: string; name: string; lastname: string },
): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  const email = `${who.tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@escuela.example.org`;
  await run('npm', ['run', 'invite', '--', email, '--name', `${who.name} ${who.lastname}`], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', PUBLIC_URL: baseURL },
    timeout: 60_000,
  });
  const outbox = path.join(dataDir, 'outbox');
  let link: string | undefined;
  for (const file of await fs.readdir(outbox)) {
    const eml = (await fs.readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '');
    if (eml.includes(`To: ${email}`)) link = /\/acceso-invitados\/[A-Za-z0-9_-]+/.exec(eml)?.[0];
  }
  expect(link, 'the invitation mail').toBeDefined();
  await page.goto(link!);
  await page.getByRole('link', { name: 'Crear mi cuenta' }).click();
  const form = page.getByRole('form', { name: 'Crea tu cuenta' });
  await form.getByLabel('Nombre', { exact: true }).fill(who.name);
  await form.getByLabel('Primer apellido').fill(who.lastname);
  await form.getByLabel('Crea una contraseña').fill('cuaderno-de-aula');
  await form.getByLabel('Repite la contraseña').fill('cuaderno-de-aula');
  await form.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(page).toHaveURL('/confirmacion');
}

/** The same teacher, who leaves the confirmation form for later and is signed in. */
export async function newTeacher(
  page: Page,
  baseURL: string,
  who: { tag: string; name: string; lastname: string },
): Promise<void> {
  await inviteTeacher(page, baseURL, who);
  await page.getByRole('button', { name: 'Confirmar más tarde' }).click();
  await expect(page).not.toHaveURL('/confirmacion');
}
