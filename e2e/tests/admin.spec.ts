import type { Page } from '@playwright/test';
import { expect, fillConnectForm, seriousA11yViolations, test } from './fixtures';
import { openAs } from './staff-api';

/** Scripts the page loaded from the portal itself, by file name. */
function scriptsOf(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') names.add(new URL(r.url()).pathname.split('/').pop() ?? '');
  });
  return names;
}

test.describe('the back office (docs/product/admin.md#who-may-use-it)', () => {
  test('sends a signed-out visitor to sign in and back', async ({ page }) => {
    await page.goto('/admin/registro?itemType=meeting');
    await expect(page).toHaveURL(/\/connect\?redirectTo=%2Fadmin%2Fregistro%3FitemType%3Dmeeting$/);
    await fillConnectForm(page, 'admin@example.org');
    await expect(page).toHaveURL('/admin/registro?itemType=meeting');
    await expect(page.getByRole('heading', { level: 1, name: 'Registro de cambios' })).toBeVisible();
  });

  for (const email of ['docente@example.org', 'coach@example.org']) {
    test(`shows "no access" to ${email} and asks nothing of the back office's API`, async ({
      page,
      sessionOf,
    }) => {
      const adminCalls: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/admin/')) adminCalls.push(r.url());
      });
      await openAs(page, sessionOf, email, '/admin');
      await expect(page.getByRole('heading', { name: 'No tienes acceso a esta página' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Administración' })).toHaveCount(0);
      expect(adminCalls).toEqual([]);
    });
  }

  test('opens for staff: sections, the audit log, keyboard and axe', async ({ page, sessionOf }) => {
    await openAs(page, sessionOf, 'admin@example.org', '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Administración del Foro' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Administración' });
    for (const label of ['Encuentros', 'Ejes', 'Casos prácticos', 'Portada', 'Registro de cambios'])
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // From the keyboard: the skip link, then the sections.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
    await nav.getByRole('link', { name: 'Registro de cambios' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/admin/registro');
    await expect(page.getByLabel('Persona')).toBeVisible();
    await expect(page.getByLabel('Tipo de contenido')).toBeVisible();
    await page.getByLabel('Tipo de contenido').selectOption({ label: 'Encuentro' });
    await expect(page).toHaveURL('/admin/registro?itemType=meeting');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("is not downloaded by a member's screens", async ({ browser, sessionOf }) => {
    const staffPage = await browser.newPage();
    const staffScripts = scriptsOf(staffPage);
    await openAs(staffPage, sessionOf, 'admin@example.org', '/admin');
    await expect(staffPage.getByRole('heading', { name: 'Administración del Foro' })).toBeVisible();
    const shell = [...staffScripts].filter((name) => name.startsWith('AdminLayout'));
    expect(shell, 'the back office shell is its own chunk').toHaveLength(1);
    await staffPage.close();

    const memberPage = await browser.newPage();
    const memberScripts = scriptsOf(memberPage);
    await openAs(memberPage, sessionOf, 'docente@example.org', '/foro-de-educadores');
    await memberPage.goto('/eje/claves-para-conectar-con-tus-estudiantes');
    await expect(memberPage.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await memberPage.goto('/perfil');
    await expect(memberPage.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(memberScripts.size).toBeGreaterThan(2);
    expect([...memberScripts].filter((name) => name.startsWith('AdminLayout'))).toEqual([]);
    await memberPage.close();
  });
});
