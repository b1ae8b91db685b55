import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { linkFromOutbox } from './outbox';
import { requestInvitation } from './visitor-request';

const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

test('a visitor’s request is accepted by staff, the mailed link creates the account, and the request says so', async ({
  page,
  browser,
  signIn,
}) => {
  const email = `solicitud.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@colegio.example.org`;
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.addInitScript(() => localStorage.setItem('foro.cookieConsent', 'rejected'));
  await requestInvitation(visitorPage, email);

  await signIn('admin@example.org', `/admin/solicitudes?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de invitación' })).toBeVisible();
  const row = rowOf(page, email);
  await expect(row).toContainText('Perú');
  await expect(row).toContainText('Colegio Inca Garcilaso');
  await expect(row).toContainText('Cusco');
  await expect(row).toContainText('Público');
  await expect(row).toContainText('Nueva');
  await expect(
    page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: /Solicitudes/ }),
  ).toContainText(/\d+ sin atender/);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('checkbox', { name: `Elegir la solicitud de ${email}` }).check();
  await page.getByRole('button', { name: 'Invitar' }).click();
  const report = page.getByRole('status').filter({ hasText: 'Resultado: Invitar' });
  await expect(report).toContainText(`${email} — Invitada: Invitación enviada`);
  await expect(row).toContainText('Invitada');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The same mail and link as `npm run invite`, in the outbox.
  await expect.poll(() => linkFromOutbox(email)).toBeTruthy();
  const link = (await linkFromOutbox(email))!;
  await visitorPage.goto(link);
  await visitorPage.getByRole('link', { name: 'Crear mi cuenta' }).click();
  const form = visitorPage.getByRole('form', { name: 'Crea tu cuenta' });
  await form.getByLabel('Nombre', { exact: true }).fill('Rosa');
  await form.getByLabel('Primer apellido').fill('Quispe');
  await form.getByLabel('Crea una contraseña').fill('cuaderno-de-aula');
  await form.getByLabel('Repite la contraseña').fill('cuaderno-de-aula');
  await form.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(visitorPage).toHaveURL('/confirmacion');
  await visitor.close();

  await page.reload();
  await expect(rowOf(page, email)).toContainText('Cuenta creada');
  await expect(rowOf(page, email)).toContainText('Ya es miembro');

  // The meeting messages' screen of the same inbox.
  await page
    .getByRole('navigation', { name: 'Administración' })
    .getByRole('link', { name: /Mensajes de encuentros/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mensajes sobre los encuentros' })).toBeVisible();
  await expect(page.getByLabel('Encuentro')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const shots = process.env.SCREENSHOT_DIR;
  if (shots) {
    for (const width of [768, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(shots, `messages-${width}.png`), fullPage: true });
    }
    for (const width of [768, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/solicitudes');
      await expect(page.getByRole('table')).toBeVisible();
      await page.screenshot({ path: path.join(shots, `requests-${width}.png`), fullPage: true });
    }
  }
});

test('a member’s question reaches the console without a reload, is marked answered, and the member sees it answered', async ({
  page,
  browser,
  signIn,
  sessionOf,
}) => {
  const slug = 'bienestar-docente-y-socioemocional';
  const stamp = Date.now();
  const ask = async (text: string) => {
    const region = page.getByRole('region', { name: 'Pregunta a la ponente' });
    await region.getByRole('textbox').fill(text);
    await region.getByRole('button', { name: 'Enviar' }).click();
    await expect(region.getByText(/¡Gracias por tu pregunta!/)).toBeVisible();
    await region.getByRole('button', { name: 'Enviar otra pregunta' }).click();
  };
  await signIn('docente@example.org', `/encuentros/${slug}/interactua`);
  await ask(`¿Cómo empiezo mañana? (${stamp})`);

  const staffContext = await browser.newContext();
  await staffContext.addCookies(await sessionOf('admin@example.org'));
  const staff = await staffContext.newPage();
  // The meeting, from the list of meetings and routes with questions.
  const sources = (await (await staff.request.get('/api/admin/questions/sources')).json()) as Array<{
    source: string;
    id: string;
    title: string;
  }>;
  const meeting = sources.find(
    (s) => s.source === 'meeting' && s.title === 'Bienestar docente y socioemocional',
  );
  expect(meeting, JSON.stringify(sources)).toBeTruthy();
  await staff.goto(`/admin/preguntas?source=meeting&id=${meeting!.id}`);
  await expect(
    staff.getByRole('heading', { level: 1, name: 'Preguntas a ponentes y expertos' }),
  ).toBeVisible();
  await expect(staff.getByText(`¿Cómo empiezo mañana? (${stamp})`)).toBeVisible();
  expect(await seriousA11yViolations(staff)).toEqual([]);
  await staff.getByRole('link', { name: 'Abrir la consola' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /Preguntas · Bienestar docente/ })).toBeVisible();

  // A new question appears in the open console without a reload, over its live stream
  // (docs/decisions/0044-live-updates.md; the console's poll is only a 2-minute safety net).
  const text = `¿Qué hago con un grupo que no habla? (${stamp})`;
  await ask(text);
  const item = staff.getByRole('listitem').filter({ hasText: text });
  await expect(item).toBeVisible({ timeout: 5_000 });
  await expect(item).toContainText('Colombia');
  expect(await seriousA11yViolations(staff)).toEqual([]);
  await item.getByRole('button', { name: 'Marcar como respondida' }).click();
  await expect(item).toContainText('Respondida');
  const shots = process.env.SCREENSHOT_DIR;
  if (shots)
    for (const width of [768, 1366]) {
      await staff.setViewportSize({ width, height: 900 });
      await staff.screenshot({ path: path.join(shots, `console-${width}.png`) });
    }
  await staffContext.close();

  // The member's open page marks it answered by itself, then after a reload too.
  const mine = page.getByRole('region', { name: 'Pregunta a la ponente' }).getByRole('listitem');
  await expect(mine.filter({ hasText: text })).toContainText('Respondida', { timeout: 5_000 });
  await page.reload();
  await expect(mine.filter({ hasText: text })).toContainText('Respondida');
  await expect(mine.filter({ hasText: `¿Cómo empiezo mañana? (${stamp})` })).toContainText('Pendiente');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
