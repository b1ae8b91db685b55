import { expect, test } from '@playwright/test';

// The whole sign-in through the OpenID provider started beside the server (e2e/oidc-provider.ts,
// docs/decisions/0083-oidc-sign-in.md): a real browser, a real provider, the built portal.

test('a new teacher signs in through the provider, confirms her data and comes back', async ({ page }) => {
  await page.goto('/connect?redirectTo=%2Fperfil');
  const button = page.getByRole('link', { name: 'Entrar con Cuenta Educa' });
  // First on the page: before the e-mail field of the password form.
  await expect(button).toBeVisible();
  const [buttonBox, emailBox] = [
    await button.boundingBox(),
    await page.getByLabel('Correo electrónico').boundingBox(),
  ];
  expect(buttonBox!.y).toBeLessThan(emailBox!.y);
  await button.click();

  await expect(page.getByRole('heading', { name: 'Cuenta Educa' })).toBeVisible();
  await page.getByLabel('Cuenta').selectOption('nueva');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Unconfirmed data: the portal asks for it, keeping where she was going.
  await expect(page).toHaveURL(/\/confirmacion\?redirectTo=%2Fperfil$/);
  const me = await (await page.request.get('/api/users/username')).json();
  expect(me).toMatchObject({
    username: 'lucia.nueva@escuela.example.org',
    name: 'Lucía Gómez Pardo',
    userCountry: 'peru',
    userUpdatedFields: 0,
  });
});

test('a member linked by her verified e-mail lands where she asked, and signs out at the provider', async ({
  page,
}) => {
  await page.goto('/connect?redirectTo=%2Fperfil');
  await page.getByRole('link', { name: 'Entrar con Cuenta Educa' }).click();
  await page.getByLabel('Cuenta').selectOption('docente');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  expect((await (await page.request.get('/api/users/username')).json()).username).toBe('docente@example.org');

  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  await page.goto('/connect/logout');
  // Through the provider's end_session_endpoint and back to the portal's home.
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  expect(asked.some((url) => /\/session\/end\?.*id_token_hint=/.test(url))).toBe(true);
  expect((await (await page.request.get('/api/users/username')).json()).username).toBe('');
});

test('a denied consent and an unverified e-mail of a member end on clear Spanish pages', async ({ page }) => {
  await page.goto('/connect?redirectTo=%2Fperfil');
  await page.getByRole('link', { name: 'Entrar con Cuenta Educa' }).click();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('heading', { name: 'No hemos podido iniciar tu sesión' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Has cancelado el acceso en tu proveedor');

  await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/connect\?redirectTo=%2Fperfil$/);
  await page.getByRole('link', { name: 'Entrar con Cuenta Educa' }).click();
  await page.getByLabel('Cuenta').selectOption('intrusa');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toContainText('Tu proveedor no ha verificado el correo electrónico');
  expect((await (await page.request.get('/api/users/username')).json()).username).toBe('');
});
