import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, fillConnectForm, seriousA11yViolations, test } from './fixtures';

async function signIn(page: Page, email: string, to: string) {
  await page.goto(`/connect?redirectTo=${encodeURIComponent(to)}`);
  await fillConnectForm(page, email);
}

const REQUIRED = 'Este campo es obligatorio';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A field by its label, whether or not it carries the required mark. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));

// The only unconfirmed demo account is used here alone, one step after another.
test.describe('a member with unconfirmed data', () => {
  test.describe.configure({ mode: 'serial' });

  test('lands on /confirmacion from any page, with redirectTo', async ({ page }) => {
    await signIn(page, 'nuevo@example.org', '/foro-de-educadores-2022');
    await expect(page).toHaveURL('/confirmacion?redirectTo=%2Fforo-de-educadores-2022');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Andrés');
    // The legal pages stay readable before confirming: the form asks to accept them.
    const link = page.getByRole('link', { name: /^Política de privacidad/ }).first();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).click();
    await expect(page).toHaveURL('/politica-privacidad');
    await expect(page.getByRole('heading', { level: 1, name: /Política de privacidad/ })).toBeVisible();
    // Any other page still sends the member back to the form, which links to the policy.
    await page.goto('/perfil');
    await expect(page).toHaveURL('/confirmacion?redirectTo=%2Fperfil');
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('sees each country’s form and its field errors', async ({ page }) => {
    await signIn(page, 'nuevo@example.org', '/confirmacion');
    const country = field(page, 'País');
    const save = page.getByRole('button', { name: 'Guardar mis datos' });
    const expectFields = async (present: string[], absent: string[]) => {
      for (const label of present) await expect(field(page, label)).toBeVisible();
      for (const label of absent) await expect(field(page, label)).toHaveCount(0);
    };

    await country.selectOption('peru');
    await expectFields(
      ['Documento de identidad', 'Nº teléfono', 'Colegio', 'Rol'],
      ['Región', 'Dpto/Estado/Provincia', 'Nivel'],
    );
    await field(page, 'Email').fill('');
    await save.click();
    for (const label of ['Email', 'Documento de identidad', 'Nº teléfono', 'Colegio']) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.getByText(REQUIRED).first()).toBeVisible();

    await country.selectOption('mexico');
    await expectFields(
      ['Dpto/Estado/Provincia', 'Ciudad', 'Colegio', 'Nivel', 'Rol'],
      ['Documento de identidad', 'Región'],
    );
    // A city list that is a selection ends with "Otra ciudad": its name is asked, and the school is "Otro".
    await field(page, 'Dpto/Estado/Provincia').selectOption({ label: 'Jalisco' });
    await field(page, 'Ciudad').selectOption({ label: 'Otra ciudad' });
    await expect(field(page, 'Colegio')).toHaveValue('otro');
    await expect(field(page, 'Colegio').locator('option')).toHaveText([
      'Selecciona',
      'Otro / mi escuela no aparece',
    ]);
    await save.click();
    await expect(field(page, 'Nombre de tu ciudad')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Nombre de tu colegio')).toHaveAttribute('aria-invalid', 'true');

    await country.selectOption('colombia');
    await expectFields(
      ['Documento de identidad', 'Nº teléfono', 'Dpto/Estado/Provincia', 'Ciudad', 'Nivel'],
      ['Región'],
    );
    await field(page, 'Nivel').selectOption('PRIMARIA');
    await expect(field(page, 'Área').locator('option')).toHaveText([
      'Selecciona',
      'ESPAÑOL',
      'INGLÉS',
      'MATEMÁTICAS',
      'NATURALES',
      'OTRA',
      'SOCIALES',
    ]);
    // Colombia's municipalities are DANE's complete list: no "Otra ciudad".
    await field(page, 'Dpto/Estado/Provincia').selectOption({ label: 'Antioquia' });
    await expect(field(page, 'Ciudad').locator('option', { hasText: 'Medellín' })).toHaveCount(1);
    await expect(field(page, 'Ciudad').locator('option', { hasText: 'Otra ciudad' })).toHaveCount(0);
    await field(page, 'Nº teléfono').fill('12345');
    await save.click();
    await expect(page.getByText('Introduce un número de teléfono válido para tu país')).toBeVisible();

    await country.selectOption('chile');
    await expectFields(
      ['Región', 'Comuna', 'Tipo establecimiento', 'Nombre de suscripción'],
      ['Documento de identidad', 'Nivel'],
    );
    const regions = field(page, 'Región').locator('option');
    await expect(regions).toHaveCount(17);
    await field(page, 'Región').selectOption({ label: 'Región Metropolitana de Santiago' });
    await expect(field(page, 'Comuna').locator('option')).toHaveCount(53);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('saves a valid Colombian form and is then free to use the portal', async ({ page }) => {
    await signIn(page, 'nuevo@example.org', '/foro-de-educadores-2022');
    await expect(page).toHaveURL(/\/confirmacion\?redirectTo=/);
    await field(page, 'País').selectOption('colombia');
    await field(page, 'Segundo Apellido').fill('Ñáñez');
    await field(page, 'Documento de identidad').fill('1.020.304.050');
    await field(page, 'Nº teléfono').fill('300 123 4567');
    await field(page, 'Dpto/Estado/Provincia').selectOption({ label: 'Antioquia' });
    await field(page, 'Ciudad').selectOption({ label: 'Medellín' });
    const school = field(page, 'Colegio');
    await expect(school.locator('option')).not.toHaveCount(1);
    await school.selectOption({ label: 'Otro / mi escuela no aparece' });
    await field(page, 'Nombre de tu colegio').fill('Institución Educativa La Esperanza');
    await field(page, 'Nivel').selectOption('SECUNDARIA');
    await field(page, 'Rol').selectOption('DOCENTE');
    await page.getByRole('button', { name: 'Guardar mis datos' }).click();
    await expect(page).toHaveURL('/foro-de-educadores-2022');
    await page.goto('/perfil');
    await expect(page).toHaveURL('/perfil');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Andrés Quispe Mamani');
  });
});

test('the attendance certificate is reached through the confirmation and opens with the confirmed name', async ({
  page,
  context,
}) => {
  const slug = 'liderazgo-pedagogico-en-tiempos-de-cambio';
  await signIn(page, 'completo@example.org', `/confirmacion?certificado=1&encuentro=${slug}`);
  await expect(
    page.getByText('Para descargar el certificado de asistencia necesitamos que confirmes tus datos.'),
  ).toBeVisible();
  await expect(field(page, 'País')).toHaveValue('chile');
  await field(page, 'Región').selectOption({ label: 'Región Metropolitana de Santiago' });
  const commune = field(page, 'Comuna');
  await expect(commune.locator('option')).toHaveCount(53);
  await commune.selectOption({ label: 'Providencia' });
  await field(page, 'Colegio').selectOption({ index: 1 });
  await field(page, 'Tipo establecimiento').selectOption('PS');
  await field(page, 'Nombre de suscripción').fill('Compartir Chile');
  await field(page, 'Rol').selectOption('DIRECTOR / RECTOR');
  const certificateRequest = context.waitForEvent('request', (r) =>
    r.url().includes('/certificado/encuentro/'),
  );
  const issued = page.waitForResponse((r) => r.url().includes(`/api/certificates/meeting/${slug}`));
  await page.getByRole('button', { name: 'Guardar mis datos' }).click();
  expect((await issued).status()).toBe(200);
  // The certificate opens in a new window (a download the browser takes over), and the member goes to the profile.
  const request = await certificateRequest;
  expect(new URL(request.url()).pathname).toBe(`/certificado/encuentro/${slug}`);
  await expect(page).toHaveURL('/perfil');
  const response = await page.request.get(`/certificado/encuentro/${slug}`);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const pdf = await getDocument({ data: new Uint8Array(await response.body()) }).promise;
  const text = (await (await pdf.getPage(1)).getTextContent()).items
    .map((i) => ('str' in i ? i.str : ''))
    .join(' ');
  expect(text).toContain('Camila Fuentes Araya');
});

for (const width of [375, 768, 1366]) {
  test(`the confirmation form fits ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'docente@example.org', '/confirmacion?usuario=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Editar mis datos' })).toBeVisible();
    await expect(field(page, 'País')).toHaveValue('colombia');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (process.env.SCREENSHOTS)
      await page.screenshot({ path: `../screenshots/confirmacion-${width}.png`, fullPage: true });
  });
}
