import { expect, fillConnectForm, test } from './fixtures';

test.describe('signing in and out', () => {
  test('a member signs in from the header and sees her real name, then logs out', async ({ page }) => {
    await page.goto('/politica-privacidad');
    await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/connect\?redirectTo=/);
    await fillConnectForm(page, 'docente@example.org');
    await expect(page).toHaveURL('/politica-privacidad');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Mi perfil: Mariana Restrepo Ortiz' })).toBeVisible();

    await header.getByRole('link', { name: 'Cerrar sesión' }).click();
    await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    const me = await page.request.get('/api/users/username');
    expect((await me.json()).username).toBe('');
    await page.goto('/perfil');
    await expect(page).toHaveURL(/\/connect\?redirectTo=/);
  });

  test('a wrong password shows one Spanish message and keeps the person on the page', async ({ page }) => {
    await page.goto('/connect?redirectTo=%2F');
    await fillConnectForm(page, 'docente@example.org', 'no-es-esta');
    await expect(page.getByRole('alert')).toHaveText(
      'El correo electrónico o la contraseña no son correctos.',
    );
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('docente@example.org');
  });

  for (const evil of ['//evil.example', '/\\evil.example', 'https://evil.example/', '/%2e//evil.example']) {
    test(`sign-in never leaves our origin for redirectTo=${evil}`, async ({ page, baseURL }) => {
      await page.goto(`/connect?redirectTo=${encodeURIComponent(evil)}`);
      await fillConnectForm(page, 'docente@example.org');
      await page.waitForLoadState('domcontentloaded');
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      await expect(page).toHaveURL('/');
    });
  }

  test('a signed-out visitor of a member page goes to the connect page and comes back', async ({ page }) => {
    await page.goto('/perfil');
    // The member page asks who is signed in before it sends the visitor away: on a loaded machine
    // that round trip and the connect page's load take longer than the default 5 s.
    await expect(page).toHaveURL(/\/connect\?redirectTo=http%3A%2F%2Flocalhost%3A\d+%2Fperfil/, {
      timeout: 15_000,
    });
    await fillConnectForm(page, 'completo@example.org');
    await expect(page).toHaveURL('/perfil');
    await expect(page.getByRole('heading', { level: 1, name: 'Camila Fuentes Araya' })).toBeVisible();
  });

  test('/acceso-directo does not ask who the visitor is at startup', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/users/username')) calls.push(r.url());
    });
    // The home's own data is asked for when the page starts, as the startup check would be: once its
    // answer is in, a startup check would have been sent already.
    const homeData = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/items-home');
    await page.goto('/acceso-directo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await homeData;
    expect(calls).toEqual([]);
  });
});

test('logging out from a route and signing in again returns to the same route', async ({ page }) => {
  const route = '/eje/claves-para-conectar-con-tus-estudiantes/etapa/primera-parada';
  await page.goto(`/connect?redirectTo=${encodeURIComponent(route)}`);
  await fillConnectForm(page, 'docente@example.org');
  await expect(page).toHaveURL(route);
  await page.getByRole('banner').getByRole('link', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL('/foro-de-educadores-2022#login');
  const dialog = page.getByRole('dialog', { name: 'Accede al Foro de Educadores' });
  await dialog.getByRole('link', { name: 'Iniciar sesión' }).click();
  await fillConnectForm(page, 'docente@example.org');
  await expect(page).toHaveURL(route);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('foro.pendingRedirect'))).toBeNull();
});
