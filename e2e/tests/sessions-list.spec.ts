import { expect, fillConnectForm, test } from './fixtures';

// Issue 35, item 14: each "Cerrar sesión" button's name holds its visible label (WCAG 2.5.3), and a
// session is named by its browser, its system and its last use, not by the system alone.
test('each other session’s button says “Cerrar sesión” and names the browser, the system and the last use', async ({
  browser,
}) => {
  const contexts = [];
  // The first session from Chromium on Linux as the issue met it (headless: `HeadlessChrome/`), the
  // second from the tests' usual browser.
  const headless =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';
  for (const userAgent of [headless, undefined]) {
    const context = await browser.newContext(userAgent ? { userAgent } : {});
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
  // Every end button's name begins with what it shows.
  for (const button of await sessions.getByRole('button', { name: /^Cerrar sesión de / }).all()) {
    expect(await button.getAttribute('aria-label')).toMatch(/^Cerrar sesión de .+ en .+, último uso: .+/);
    await expect(button).toHaveText('Cerrar sesión');
  }
  for (const context of contexts) await context.close();
});
