import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, seriousA11yViolations, test } from './fixtures';
import { dayFromNow, publishedMeeting, xsrf } from './staff-api';

/**
 * A meeting's host (docs/decisions/0050-meeting-hosts.md): staff name a member account by e-mail in the
 * meeting editor; that member finds the meeting on /perfil and runs its questions in the console.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = process.env.SCREENSHOT_DIR;
const HOST = 'aysen@example.org';

/** A day `days` from now in Bogotá, as the meeting form takes it. */
const shoot = async (page: Page, name: string, part?: Locator) => {
  if (!SHOTS) return;
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    if (part) await part.screenshot({ path: `${SHOTS}/${name}-part-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

test('staff name a host by e-mail; the host opens the console from /perfil and marks a question answered', async ({
  page,
  browser,
  signIn,
  sessionOf,
}) => {
  const stamp = Date.now();
  const title = `Conversar para enseñar ${stamp}`;
  const question = `¿Cómo empiezo una conversación difícil? (${stamp})`;

  // Staff, in a context of their own that has already answered the cookie banner.
  const staffContext = await browser.newContext();
  await staffContext.addInitScript(() => localStorage.setItem('foro.cookieConsent', 'rejected'));
  await staffContext.addCookies(await sessionOf('admin@example.org'));
  const staff = await staffContext.newPage();
  await staff.goto('/admin/encuentros');

  // A published meeting in two days, and a member's question to its speaker.
  const meeting = await publishedMeeting(staff.request, {
    title,
    date: dayFromNow(2),
    time: '18:00',
    speaker: 'Lucía Fernández',
  });
  const askerContext = await browser.newContext();
  await askerContext.addCookies(await sessionOf('docente@example.org'));
  const asker = await askerContext.newPage();
  await asker.goto('/perfil');
  const asked = await asker.request.post(`/api/meeting/${meeting.slug}/question`, {
    headers: { 'x-xsrf-token': await xsrf(asker.request) },
    data: { question },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  await askerContext.close();

  // Before: the host has no console for it, and the server refuses them its questions.
  await signIn(HOST, `/admin/preguntas/consola/meeting/${meeting.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'No tienes acceso a esta página' })).toBeVisible();

  // Staff name the host by e-mail in the editor; an address with no account is refused next to the field.
  await staff.goto(`/admin/encuentros/${meeting.id}`);
  const hostGroup = staff.getByRole('group', { name: 'Presentador o presentadora de las preguntas' });
  const email = hostGroup.getByLabel('Correo de la cuenta del presentador o la presentadora');
  await email.fill('nadie.presenta@example.org');
  await staff.getByRole('button', { name: 'Guardar los cambios' }).click();
  await expect(hostGroup.getByText(/^No hay ninguna cuenta con este correo\./)).toBeVisible();
  await email.fill(HOST);
  const saved = staff.waitForResponse(
    (r) => r.url().endsWith(`/api/admin/meetings/${meeting.id}`) && r.request().method() === 'PUT',
  );
  await staff.getByRole('button', { name: 'Guardar los cambios' }).click();
  expect((await saved).status()).toBe(200);
  await expect(hostGroup.getByText(/^No hay ninguna cuenta/)).toHaveCount(0);
  await staff.reload();
  await expect(
    staff
      .getByRole('group', { name: 'Presentador o presentadora de las preguntas' })
      .getByLabel('Correo de la cuenta del presentador o la presentadora'),
  ).toHaveValue(HOST);
  await staffContext.close();

  // The host finds the meeting on /perfil and follows the card to its console.
  await page.goto('/perfil');
  const card = page.getByRole('region', { name: 'Tus encuentros como presentador/a' });
  await expect(card).toBeVisible();
  const item = card.getByRole('listitem').filter({ hasText: title });
  await expect(item).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'host-profile', card);
  await item.getByRole('link', { name: `Abrir la consola de preguntas de «${title}»` }).click();
  await expect(page).toHaveURL(`/admin/preguntas/consola/meeting/${meeting.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Preguntas · ${title}` })).toBeVisible();
  // The host runs the questions, not their mode, which is the team's.
  await expect(page.getByRole('group', { name: 'Preguntas del encuentro' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Exportar CSV' })).toBeVisible();

  const row = page.getByRole('listitem').filter({ hasText: question });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Marcar como respondida' }).click();
  await expect(row).toContainText('Respondida');
  await expect(row.getByRole('button', { name: 'Marcar como pendiente' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'host-console');

  // The export is theirs too.
  const csv = await page.request.get(`/api/admin/questions/export?source=meeting&id=${meeting.id}`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(question);

  await page.getByRole('link', { name: 'Volver a mi perfil' }).click();
  await expect(page).toHaveURL('/perfil');
});

test('the demo host finds the meeting live today on /perfil and its console', async ({ page, signIn }) => {
  await signIn('completo@example.org', '/perfil');
  const card = page.getByRole('region', { name: 'Tus encuentros como presentador/a' });
  await expect(card.getByText('Bienestar docente y socioemocional', { exact: true })).toBeVisible();
  await shoot(page, 'demo-host-profile', card);
  await card
    .getByRole('link', { name: 'Abrir la consola de preguntas de «Bienestar docente y socioemocional»' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Preguntas · Bienestar docente y socioemocional' }),
  ).toBeVisible();
  await expect(page.getByText(/preguntas?, \d+ sin responder/)).toBeVisible();
  await shoot(page, 'demo-host-console');
});
