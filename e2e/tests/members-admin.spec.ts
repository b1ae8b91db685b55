import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { expect as baseExpect, fillConnectForm, seriousA11yViolations, test } from './fixtures';

// Decision 0039: staff find a member, correct the name (the certificate is reissued at once and the old
// code reads "reemplazado"), and suspend the account (the member's open session stops working at once).

const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = process.env.SCREENSHOT_DIR;
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newCode = () =>
  Array.from({ length: 10 }, () => CODE_ALPHABET[Math.floor(Math.random() * 32)]).join('');

/**
 * A member of this test's own, with one attendance certificate already issued, written straight into the
 * e2e server's database (the same password as the demo accounts): the member flows that lead to a
 * certificate have their own browser tests.
 */
function memberWithCertificate(email: string, lastname: string) {
  const db = new DatabaseSync(path.join(process.env.E2E_DATA_DIR!, 'foro.sqlite'));
  try {
    db.exec('pragma busy_timeout = 5000');
    const demo = db.prepare("select password_hash from users where email = 'docente@example.org'").get() as {
      password_hash: string;
    };
    const meeting = db.prepare('select id, title from meetings order by starts_at limit 1').get() as {
      id: string;
      title: string;
    };
    const id = randomUUID();
    const now = new Date().toISOString();
    db.prepare(
      `insert into users (id, email, password_hash, name, lastname, country, city, role, rol, updated_fields,
         notification_forum, school, created_at, updated_at, search_text)
       values (?, ?, ?, 'Rosa', ?, 'peru', 'Cusco', 'member', 'DOCENTE', 1, 0, 'Colegio Inca Garcilaso', ?, ?, ?)`,
      // search_text as the app writes it (memberSearchText of @foro/shared/members/search-text, decision 0074).
    ).run(
      id,
      email,
      demo.password_hash,
      lastname,
      now,
      now,
      ` rosa ${lastname.toLowerCase()} ${email} colegio inca garcilaso docente`,
    );
    const code = newCode();
    db.prepare(
      `insert into certificates (code, kind, subject_id, user_id, full_name, title, detail, issued_at, attendance)
       values (?, 'meeting', ?, ?, ?, ?, 'Encuentro celebrado', ?, 'live')`,
    ).run(code, meeting.id, id, `Rosa ${lastname}`, meeting.title, now);
    return { id, code };
  } finally {
    db.close();
  }
}

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('staff find a member, correct the name (the certificate is reissued) and suspend the account (the open session stops)', async ({
  page,
  browser,
  signIn,
}) => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const email = `rosa.${suffix}@colegio.example.org`;
  const lastname = `Quispe${suffix}`;
  const { code: oldCode } = memberWithCertificate(email, lastname);

  // The member is signed in in a browser of their own.
  const member = await (await browser.newContext()).newPage();
  await member.goto('/connect?redirectTo=%2Fperfil');
  await fillConnectForm(member, email);
  await expect(member).toHaveURL('/perfil');
  const whoIs = async () =>
    ((await (await member.request.get('/api/users/username')).json()) as { userId: string }).userId;
  expect(await whoIs()).not.toBe('');

  // Staff find the member by surname and name, in that order, without the capitals (decision 0074).
  await signIn('admin@example.org', '/admin/miembros');
  await expect(page.getByRole('heading', { level: 1, name: 'Miembros' })).toBeVisible();
  await page.getByLabel('Nombre, apellidos, correo, colegio o rol').fill(`${lastname.toLowerCase()} rosa`);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Perú');
  await expect(row).toContainText('Colegio Inca Garcilaso');
  await expect(row).toContainText('Activa');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shots(page, 'admin-members');

  await row.getByRole('link', { name: `Rosa ${lastname}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Rosa ${lastname}` })).toBeVisible();
  const certificates = page.getByRole('region', { name: 'Certificados' });
  await expect(certificates).toContainText(oldCode);
  await expect(certificates).toContainText('vigente');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The name is corrected with a reason: the certificate is reissued with the full name and a new code.
  const nameForm = page.getByRole('form', { name: 'Corregir el nombre' });
  await nameForm.getByLabel('Segundo apellido').fill('Mamani');
  await nameForm.getByRole('button', { name: 'Corregir el nombre' }).click();
  await expect(nameForm.getByText('Escribe el motivo (al menos 5 caracteres).')).toBeVisible();
  await nameForm.getByLabel(/^Motivo/).fill('Pidió añadir su segundo apellido.');
  await nameForm.getByRole('button', { name: 'Corregir el nombre' }).click();
  const actions = page.getByRole('region', { name: 'Acciones sobre la cuenta' });
  await expect(actions.getByRole('status')).toContainText('Se reemitió 1 certificado');
  await expect(page.getByRole('heading', { level: 1, name: `Rosa ${lastname} Mamani` })).toBeVisible();
  await expect(certificates.getByRole('listitem').filter({ hasText: oldCode })).toContainText('reemplazado');
  await expect(
    certificates.getByRole('listitem').filter({ hasText: `Rosa ${lastname} Mamani` }),
  ).toContainText('vigente');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/certificados/${oldCode}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Certificado reemplazado' })).toBeVisible();

  // A link to choose a new password goes to the member's address (the member's own reset flow).
  const reset = page.getByRole('form', { name: 'Enviar un enlace para elegir contraseña' });
  await reset.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(actions.getByRole('status')).toContainText('un enlace para elegir una contraseña nueva');

  // Suspended with a reason: the member's open session stops working at once, and sign-in is refused.
  const suspend = page.getByRole('form', { name: 'Suspender la cuenta' });
  await suspend.getByLabel(/^Motivo/).fill('Mensajes ofensivos en el foro de la ruta.');
  await suspend.getByRole('button', { name: 'Suspender' }).click();
  await expect(actions.getByRole('status')).toContainText('Cuenta suspendida');
  await expect(page.getByRole('form', { name: 'Levantar la suspensión' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Datos' })).toContainText('Suspendida');
  expect(await whoIs()).toBe('');
  await member.goto('/perfil');
  await expect(member).toHaveURL(/\/connect/);
  await fillConnectForm(member, email);
  await expect(member.getByText('Tu cuenta está suspendida')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shots(page, 'admin-member');
});
