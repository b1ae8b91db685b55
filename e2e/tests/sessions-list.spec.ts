import { expect, fillConnectForm, test } from './fixtures';

// Issue 35, item 14: each "Cerrar sesión" button's name holds its visible label (WCAG 2.5.3), and a
// session is named by its browser, its system and its last use, not by the system alone.
test('each other session’s button says “Cerrar sesión” and names the browser, the system and the last use', async ({
  browser,
}) => {
  const contexts = [];
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('foro.cookieConsent', 'rejected'));
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`/connect?redirectTo=${encodeURIComponent('/perfil')}`);
    await fillConnectForm(page, 'completo@example.org');
    await expect(page).toHaveURL('/perfil');
  }
  const page = contexts[1]!.pages()[0]!;
  const sessions = page.getByRole('group', { name: 'Sesiones abiertas' });
  await expect(sessions.getByText(/Este dispositivo/)).toBeVisible();
  const end = sessions
    .getByRole('button', { name: /^Cerrar sesión de Chrome en Linux, último uso: / })
    .first();
  await expect(end).toBeVisible();
  await expect(end).toHaveText('Cerrar sesión');
  await expect(sessions.getByText(/^Linux$/)).toHaveCount(0);
  for (const context of contexts) await context.close();
});
