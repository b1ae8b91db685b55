import { expect, test } from './fixtures';

test.describe('the shell', () => {
  test('#login on the 2022 home opens the login modal, which traps focus and closes on Escape', async ({
    page,
  }) => {
    await page.goto('/foro-de-educadores-2022#login');
    const dialog = page.getByRole('dialog', { name: 'Accede al Foro de Educadores' });
    // The modal's code loads on demand: more than 5 s on a busy machine.
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('body')).toHaveClass(/modal-open/);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
  });

  test('#login does not ask a member who is already signed in', async ({ page }) => {
    await page.goto('/connect?redirectTo=%2Fforo-de-educadores-2022%23login');
    await page.getByLabel('Correo electrónico').fill('docente@example.org');
    await page.getByLabel('Contraseña').fill('demo1234');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Foro de Educadores 2022' })).toBeVisible();
    // The page knows who is signed in (the header names her) before it decides on #login.
    await expect(page.getByRole('banner').getByRole('link', { name: /^Mi perfil: / })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the login modal switches to the contact modal and focus returns to the opener', async ({ page }) => {
    await page.goto('/foro-de-educadores-2022');
    const opener = page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' });
    await opener.click();
    await page.getByRole('button', { name: 'Solicitar invitación' }).click();
    const contact = page.getByRole('dialog', { name: '¿Quieres unirte al Foro de Educadores?' });
    await expect(contact).toBeVisible();
    await contact.getByRole('button', { name: 'Cerrar' }).click();
    await expect(contact).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('?contacto=1 on the 2021 home opens the contact modal; the banner button does too', async ({
    page,
  }) => {
    await page.goto('/foro-de-educadores?contacto=1');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('¿No eres usuario de Compartir?')).toBeVisible();
    await page.getByRole('button', { name: 'Contáctanos' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the header submenus list both forums and both congress sites', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('button', { name: 'Foro' }).click();
    await expect(nav.getByRole('link', { name: 'Foro 2021' })).toHaveAttribute('href', '/foro-de-educadores');
    await nav.getByRole('link', { name: 'Foro 2022' }).click();
    await expect(page).toHaveURL('/foro-de-educadores-2022');
    await nav.getByRole('button', { name: 'Congreso Internacional' }).click();
    await expect(nav.getByRole('link', { name: /Congreso 2021/ })).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('link', { name: /Congreso 2020/ })).toBeVisible();
  });

  test('navigation scrolls to the top', async ({ page }) => {
    await page.goto('/politica-privacidad');
    await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de cookies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Política de cookies' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the cookie banner records the choice and the footer brings it back', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('e2e-keep-banner', '1'));
    await page.goto('/');
    await page.evaluate(() => localStorage.removeItem('foro.cookieConsent'));
    await page.reload();
    const banner = page.getByRole('region', { name: 'Tu privacidad' });
    await banner.getByRole('button', { name: 'Aceptar' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('foro.cookieConsent'))).toBe('accepted');
    await page.getByRole('link', { name: 'Condiciones de uso' }).first().click();
    await expect(page).toHaveURL('/condiciones-de-uso');
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { dataLayer?: Array<{ page_path: string }> }).dataLayer?.at(-1)?.page_path,
        ),
      )
      .toBe('/condiciones-de-uso');
    await page.getByRole('button', { name: 'Configuración de cookies' }).click();
    await expect(banner).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test('the mobile menu has the links, the policies and the social networks', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menú' }).click();
      const menu = page.getByRole('navigation', { name: 'Menú móvil' });
      await expect(menu.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Política de privacidad' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Instagram' })).toBeVisible();
      await menu.getByRole('link', { name: 'Foro 2021' }).click();
      await expect(page).toHaveURL('/foro-de-educadores');
      await expect(menu).toBeHidden();
    });
  });
});
