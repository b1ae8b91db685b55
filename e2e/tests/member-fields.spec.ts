import type { Page } from '@playwright/test';
import { expect as baseExpect, seriousA11yViolations, test } from './fixtures';
import { linkFromOutbox } from './outbox';
import { pastRightEdge } from './overflow';

// Decision 0090: an accepted request to join fills the new account's forms, and staff correct a member's
// country, school, city and role from the members' back office.

const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = process.env.SCREENSHOT_DIR;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A field of the confirmation form by its label, whether or not it carries the required mark. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a request’s data fills the new account’s forms; staff then correct the member’s school and role', async ({
  page,
  browser,
  signIn,
}) => {
  const email = `prefill.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@colegio.example.org`;

  // A visitor asks to join.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.addInitScript(() => localStorage.setItem('foro.cookieConsent', 'rejected'));
  await visitorPage.goto('/foro-de-educadores?contacto=1');
  const request = visitorPage.getByRole('dialog', { name: '¿Quieres unirte al Foro de Educadores?' });
  await request.getByLabel(/^País/).selectOption('peru');
  await request.getByLabel(/^Nombre/).fill('Rosa');
  await request.getByLabel(/^Apellidos/).fill('Quispe Mamani');
  await request.getByLabel(/^Correo electrónico/).fill(email);
  await request.getByLabel(/^Colegio/).fill('Colegio Inti Raymi');
  await request.getByLabel(/^Ciudad/).fill('Cusco');
  await request.getByLabel(/^Tipo de colegio/).selectOption('Público');
  await request.getByRole('checkbox', { name: /Acepto la política de privacidad/ }).check();
  await request.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(visitorPage.getByRole('dialog', { name: '¡Gracias por escribirnos!' })).toBeVisible({
    timeout: 30_000,
  });

  // Staff accept it: the invitation goes out.
  await signIn('admin@example.org', `/admin/solicitudes?q=${encodeURIComponent(email)}`);
  await page.getByRole('checkbox', { name: `Elegir la solicitud de ${email}` }).check();
  await page.getByRole('button', { name: 'Invitar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Resultado: Invitar' })).toContainText('Invitada');
  await expect.poll(() => linkFromOutbox(email)).toBeTruthy();

  // The link's account form already holds the request's name; the confirmation form its place.
  await visitorPage.goto((await linkFromOutbox(email))!);
  await visitorPage.getByRole('link', { name: 'Crear mi cuenta' }).click();
  const account = visitorPage.getByRole('form', { name: 'Crea tu cuenta' });
  await expect(account.getByLabel('Nombre', { exact: true })).toHaveValue('Rosa');
  await expect(account.getByLabel('Primer apellido')).toHaveValue('Quispe Mamani');
  await account.getByLabel('Crea una contraseña').fill('cuaderno-de-aula');
  await account.getByLabel('Repite la contraseña').fill('cuaderno-de-aula');
  await account.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(visitorPage).toHaveURL('/confirmacion');
  await expect(field(visitorPage, 'País')).toHaveValue('peru');
  await expect(field(visitorPage, 'Colegio')).toHaveValue('otro');
  const schoolName = field(visitorPage, 'Nombre de tu colegio');
  await expect(schoolName).toHaveValue('Colegio Inti Raymi');
  await expect(schoolName).toBeEditable();
  await expect(field(visitorPage, 'Nombre')).toHaveValue('Rosa');
  expect(await seriousA11yViolations(visitorPage)).toEqual([]);
  await shots(visitorPage, 'confirmation-prefilled');
  await visitor.close();

  // Staff correct the new member's school and role; the search finds her by them.
  await page.goto(`/admin/miembros`);
  await page.getByLabel('Nombre, apellidos, correo, colegio o rol').fill(email);
  await page.getByRole('row').filter({ hasText: email }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rosa Quispe Mamani' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Corregir país, colegio, ciudad y rol' });
  await expect(form.getByLabel('País')).toHaveValue('peru');
  await expect(form.getByLabel('Colegio')).toHaveValue('Colegio Inti Raymi');
  await form.getByLabel('Colegio').fill('Colegio Mariscal Gamarra');
  await form.getByLabel('Rol').selectOption('COORDINADOR ACADÉMICO');
  await form.getByRole('button', { name: 'Corregir los datos' }).click();
  await expect(form.getByText('Escribe el motivo (al menos 5 caracteres).')).toBeVisible();
  await form.getByLabel(/^Motivo/).fill('Cambió de colegio y de cargo.');
  await form.getByRole('button', { name: 'Corregir los datos' }).click();
  const actions = page.getByRole('region', { name: 'Acciones sobre la cuenta' });
  await expect(actions.getByRole('status')).toContainText('Datos del centro corregidos.');
  const data = page.getByRole('region', { name: 'Datos' });
  await expect(data).toContainText('Colegio Mariscal Gamarra');
  await expect(data).toContainText('COORDINADOR ACADÉMICO');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shots(page, 'admin-member-place');
  // Neither the lists' longest options nor the member's long address make the page wider than a phone.
  await page.setViewportSize({ width: 375, height: 900 });
  expect(await pastRightEdge(page)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto('/admin/miembros');
  await page.getByLabel('Nombre, apellidos, correo, colegio o rol').fill('mariscal gamarra coordinador');
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Colegio Mariscal Gamarra');
});
