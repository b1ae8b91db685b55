import { expect as baseExpect, seriousA11yViolations, test } from './fixtures';
import { mailsTo } from './outbox';
import { requestInvitation } from './visitor-request';

// Issue 34 item 4, decision 0082: staff change a mail's wording in the back office, see it with
// sample values, and the next such mail says it.
const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = process.env.SCREENSHOT_DIR;

test('staff reword the refusal mail, preview it, and the next refusal says it', async ({
  page,
  browser,
  signIn,
}) => {
  const email = `rechazo.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@colegio.example.org`;
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.addInitScript(() => localStorage.setItem('foro.cookieConsent', 'rejected'));
  await requestInvitation(visitorPage, email);
  await visitor.close();

  await signIn('admin@example.org', '/admin/textos-de-correo');
  await expect(page.getByRole('heading', { level: 1, name: 'Textos de correos' })).toBeVisible();
  await page.getByRole('link', { name: 'Solicitud no aceptada' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud no aceptada' })).toBeVisible();
  await expect(page.getByText('{nombre}', { exact: true })).toBeVisible();

  // A variable this mail does not have: a Spanish error, nothing saved.
  const body = page.getByLabel(/Texto del correo/);
  await body.fill('Hola {apellido}.');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText(/\{apellido\} no es una variable de este correo/)).toBeVisible();

  await page.getByLabel(/^Asunto/).fill('Sobre tu solicitud, {nombre}');
  await body.fill(
    'Gracias, {nombre}, por escribirnos.\n\nEsta vez no podemos invitarte: el Foro es para los centros con los que trabajamos.',
  );
  await page.getByRole('button', { name: 'Vista previa' }).click();
  await expect(page.getByText('Sobre tu solicitud, Rosa')).toBeVisible();
  const frame = page.frameLocator('iframe[title^="Vista previa del correo"]');
  await expect(frame.getByText('Gracias, Rosa, por escribirnos.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  if (SHOTS) {
    for (const width of [375, 768, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/mail-wording-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  }

  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados.' })).toBeVisible();
  await expect(page.getByText(/Versión \d+: admin@example\.org/).first()).toBeVisible();

  // The refusal that follows says it.
  await page.goto(`/admin/solicitudes?q=${encodeURIComponent(email)}`);
  await page.getByRole('checkbox', { name: `Elegir la solicitud de ${email}` }).check();
  await page.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Resultado: Rechazar' })).toContainText(email);
  await expect
    .poll(async () => (await mailsTo(email)).map((m) => m.text).join('\n'), { timeout: 30_000 })
    .toContain('Gracias, Rosa, por escribirnos.');
  const mail = (await mailsTo(email)).find((m) => m.text.includes('Gracias, Rosa, por escribirnos.'));
  expect(mail!.text).toContain('Esta vez no podemos invitarte');
  expect(mail!.html).toContain('<title>Sobre tu solicitud, Rosa</title>');

  // Back to the original wording, from the versions.
  await page.goto('/admin/textos-de-correo/request-refused');
  await page.getByRole('button', { name: 'Usar este texto original' }).click();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados.' })).toBeVisible();
  await expect(page.getByLabel(/^Asunto/)).toHaveValue('Tu solicitud al Foro de Educadores');
});
