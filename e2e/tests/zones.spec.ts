import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect as baseExpect, seriousA11yViolations, test } from './fixtures';
import { publishedMeeting, signedIn } from './staff-api';

// Decision 0046: every meeting time a member reads is in their own zone (country and region), with
// "Tu hora" first in the schedule; a visitor reads the browser's zone when it is one of the portal's.

const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = process.env.SCREENSHOT_DIR;

/** Shoots the page at a phone's, a tablet's and a computer's width. */
async function shots(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  await fs.mkdir(SHOTS, { recursive: true });
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const hourIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

test('a member in Aysén reads a June meeting at Coyhaique’s hour, a member in Santiago at Santiago’s; both can cancel', async ({
  browser,
  sessionOf,
}) => {
  // Staff plan a meeting for 17 June next year, 18:00 in Bogotá: Santiago keeps winter time (GMT-4)
  // then, Aysén stays at GMT-3.
  const year = new Date().getUTCFullYear() + 1;
  const staff = await signedIn(browser, sessionOf, 'admin@example.org', '/admin/encuentros', {
    consented: true,
  });
  const meeting = await publishedMeeting(staff.request, {
    title: `Aprender en invierno ${Date.now()}`,
    date: `${year}-06-17`,
    time: '18:00',
    speaker: 'Lucía Fernández',
  });
  const live = `/encuentros/${meeting.slug}/vive-el-encuentro`;

  const aysen = await signedIn(browser, sessionOf, 'aysen@example.org', live, { consented: true });
  await expect(aysen.getByText(`17/06/${year} · 20:00 h (GMT-3)`)).toBeVisible();
  await expect(
    aysen.getByText(`La emisión comenzará el 17/06/${year} a las 20:00 h (GMT-3).`, { exact: false }),
  ).toBeVisible();
  await aysen.getByRole('button', { name: 'Consulta el horario de tu país' }).click();
  const table = aysen.getByRole('table', { name: 'Horario del encuentro en cada país' });
  const rows = table.getByRole('row');
  // The header, "Tu hora", then every country as before.
  await expect(rows).toHaveCount(19);
  await expect(rows.nth(1)).toContainText('Tu hora');
  await expect(rows.nth(1)).toContainText('20:00 (GMT-3)');
  await expect(table.getByRole('row', { name: /^Chile/ })).toContainText('19:00 (GMT-4)');
  expect(await seriousA11yViolations(aysen)).toEqual([]);
  await shots(aysen, 'zones-aysen-live');

  const santiago = await signedIn(browser, sessionOf, 'completo@example.org', live, { consented: true });
  await expect(santiago.getByText(`17/06/${year} · 19:00 h (GMT-4)`)).toBeVisible();

  // An active demo meeting: the Aysén member registers and takes it back on the live page.
  const meetings = (await (await aysen.request.get('/api/meetings')).json()) as Array<{
    slug: string;
    active: boolean;
    post_event: boolean;
    timing: string;
  }>;
  const upcoming = meetings.find((m) => m.active && !m.post_event && m.timing === 'before');
  expect(upcoming, 'an active demo meeting before its day').toBeTruthy();
  await aysen.goto(`/encuentros/${upcoming!.slug}/vive-el-encuentro`);
  const card = aysen.getByRole('region', { name: 'Tu asistencia' });
  const confirm = card.getByRole('button', { name: 'Confirmar asistencia' });
  const cancel = card.getByRole('button', { name: 'Cancelar inscripción' });
  await expect(confirm.or(cancel)).toBeVisible();
  if (await confirm.isVisible()) {
    await confirm.click();
    await aysen
      .getByRole('dialog', { name: '¡Enhorabuena!' })
      .getByRole('button', { name: /Cerrar/ })
      .click();
  }
  await expect(cancel).toBeVisible();
  await shots(aysen, 'zones-registered');
  expect(await seriousA11yViolations(aysen)).toEqual([]);
  await cancel.click();
  await expect(card.getByRole('status')).toHaveText(
    'Has cancelado tu inscripción: ya no te enviaremos recordatorios de este encuentro.',
  );
  await expect(confirm).toBeVisible();
  const detail = (await (await aysen.request.get(`/api/meeting/${upcoming!.slug}`)).json()) as {
    inscribed: boolean;
  };
  expect(detail.inscribed).toBe(false);
  expect(await seriousA11yViolations(aysen)).toEqual([]);
});

test('a visitor whose browser is in Mexico City reads the hour there; one in Berlin reads the meeting’s own zone', async ({
  browser,
}) => {
  for (const [timezoneId, expectedZone] of [
    ['America/Mexico_City', 'America/Mexico_City'],
    // Not a zone of the portal: the meeting's own (this demo meeting was announced in Buenos Aires).
    ['Europe/Berlin', 'America/Argentina/Buenos_Aires'],
  ] as const) {
    const context = await browser.newContext({ timezoneId });
    await context.addInitScript(() => localStorage.setItem('foro.cookieConsent', 'rejected'));
    const page = await context.newPage();
    await page.goto('/foro-de-educadores');
    const card = page.getByRole('article', { name: /La lectura/ });
    await card.getByRole('button', { name: '¡Descúbrelo!' }).click();
    const modal = page.getByRole('dialog', { name: 'La lectura en la era digital' });
    await expect(modal).toBeVisible();
    const startsAt = (await modal.locator('time').first().getAttribute('datetime'))!;
    const label = expectedZone === 'America/Mexico_City' ? 'GMT-6' : 'GMT-3';
    await expect(
      modal.getByText(`${hourIn(startsAt, expectedZone)} h (${label})`, { exact: true }),
    ).toBeVisible();
    if (expectedZone === 'America/Mexico_City') {
      // Mexico City keeps GMT-6 all year, Buenos Aires GMT-3: the visitor's hour is not the meeting's.
      expect(hourIn(startsAt, expectedZone)).not.toBe(hourIn(startsAt, 'America/Argentina/Buenos_Aires'));
      expect(await seriousA11yViolations(page)).toEqual([]);
      // A modal stays in the viewport: a full-page shot would cut it.
      await shots(page, 'zones-visitor-mexico', false);
    }
    await context.close();
  }
});

test('the mail queue in the back office and the mail choices in /perfil read well at every width and pass axe', async ({
  browser,
  sessionOf,
}) => {
  // The member's mail choices: each box saves at once and stays as chosen.
  const member = await signedIn(browser, sessionOf, 'docente@example.org', '/perfil', { consented: true });
  const preferences = member.getByRole('group', { name: 'Otros correos que quiero recibir' });
  await expect(preferences).toBeVisible();
  await expect(
    preferences.getByText(
      'Los avisos sobre la seguridad de tu cuenta, como un cambio de contraseña, te llegan siempre.',
    ),
  ).toBeVisible();
  const reminders = preferences.getByRole('checkbox', { name: /recordatorios/i });
  await expect(reminders).toBeVisible();
  const before = await reminders.isChecked();
  await reminders.click();
  await expect(reminders).toBeChecked({ checked: !before });
  await member.reload();
  const again = member
    .getByRole('group', { name: 'Otros correos que quiero recibir' })
    .getByRole('checkbox', { name: /recordatorios/i });
  await expect(again).toBeChecked({ checked: !before });
  await again.click();
  await expect(again).toBeChecked({ checked: before });
  await member.getByRole('group', { name: 'Otros correos que quiero recibir' }).scrollIntoViewIfNeeded();
  expect(await seriousA11yViolations(member)).toEqual([]);
  await shots(member, 'zones-profile-mails');

  const staff = await signedIn(browser, sessionOf, 'admin@example.org', '/admin/correo', { consented: true });
  await expect(staff.getByRole('heading', { name: 'Cola de correo', level: 1 })).toBeVisible();
  const tabs = staff.getByRole('navigation', { name: 'Estado de los correos' });
  await expect(tabs.getByRole('button', { pressed: true })).toContainText('Pendientes');
  await expect(staff.getByText('No hay correos en este estado.').or(staff.getByRole('table'))).toBeVisible();
  expect(await seriousA11yViolations(staff)).toEqual([]);
  await shots(staff, 'zones-mail-queue-pending');
  for (const name of [/Enviados/, /Fallidos/]) {
    await tabs.getByRole('button', { name }).click();
    await expect(tabs.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      staff.getByText('No hay correos en este estado.').or(staff.getByRole('table')),
    ).toBeVisible();
    expect(await seriousA11yViolations(staff)).toEqual([]);
  }
  await shots(staff, 'zones-mail-queue-failed');
});
