import fs from 'node:fs/promises';
import { expect, seriousA11yViolations, test } from './fixtures';
import { newTeacher } from './invited-teacher';

// Issue 35, item 13: from /perfil a member downloads their data and closes their own account.
for (const width of [375, 1366]) {
  test(`a member downloads their data and closes their account at ${width} px`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('foro.cookieConsent', 'rejected'));
    const page = await context.newPage();
    await newTeacher(page, baseURL!, { tag: `baja${width}`, name: 'Inés', lastname: 'Baja' });
    await page.goto('/perfil');
    const section = page.getByRole('region', { name: 'Tus datos' });
    await expect(section).toBeVisible();
    const email = (await page.getByText('Inicias sesión con').locator('strong').textContent())!.trim();
    expect(email).toContain('@escuela.example.org');
    await expect(section.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/politica-privacidad#derechos',
    );

    // "Descargar mis datos": a JSON file named in Spanish with this member's data and a Spanish guide.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('link', { name: 'Descargar mis datos' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mis-datos-foro-de-educadores-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await fs.readFile((await download.path())!, 'utf8'));
    expect(data.account).toMatchObject({ email, name: 'Inés', lastname: 'Baja' });
    expect(data.guide.about).toContain('Foro de Educadores');
    expect(JSON.stringify(data)).not.toMatch(/password_hash|id_hash|secret_digest/);

    // "Darme de baja": a wrong confirmation is refused in Spanish and nothing happens.
    const open = section.getByRole('button', { name: 'Darme de baja' });
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const form = section.getByRole('form', { name: 'Confirma la baja' });
    await form.getByLabel('Escribe tu correo').fill('otra@example.org');
    await form.getByLabel('Tu contraseña').fill('no-es-esta');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Dar de baja mi cuenta' }).click();
    await expect(
      form.getByText('Escribe tu correo tal como aparece arriba para confirmar la baja.'),
    ).toBeVisible();
    await expect(form.getByText('La contraseña actual no es correcta.')).toBeVisible();
    await expect(page).toHaveURL('/perfil');

    await form.getByLabel('Escribe tu correo').fill(email);
    await form.getByLabel('Tu contraseña').fill('cuaderno-de-aula');
    await form.getByRole('button', { name: 'Dar de baja mi cuenta' }).click();
    await expect(page).toHaveURL('/cuenta-cerrada');
    await expect(page.getByRole('heading', { level: 1, name: 'Tu cuenta se dio de baja' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Signed out: the profile asks to sign in again, and the old password opens nothing.
    await page.goto('/perfil');
    await expect(page).toHaveURL(/\/connect/);
    expect((await page.request.get('/api/users/export')).status()).toBe(401);
    await context.close();
  });
}
