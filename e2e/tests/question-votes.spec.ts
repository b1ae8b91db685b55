import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';

/**
 * Questions as a shared, moderated list (docs/decisions/0045-question-votes.md): staff share a meeting's
 * questions and approve them, a member votes and withdraws, sorts, and sees "Respondiendo ahora".
 */
const SLUG = 'la-lectura-en-la-era-digital';
const TITLE = 'La lectura en la era digital';

test('staff share and approve questions; a member votes, withdraws, sorts and sees the one being answered', async ({
  page,
  browser,
  signIn,
  sessionOf,
}) => {
  const stamp = Date.now();
  const older = `¿Cómo leemos en pantalla? (${stamp})`;
  const newer = `¿Y los audiolibros cuentan? (${stamp})`;
  const questionSection = (p: Page) => p.locator('#pregunta');

  // The author sends two questions; the meeting is private, so no shared list shows.
  await signIn('docente@example.org', `/encuentros/${SLUG}/interactua`);
  for (const text of [older, newer]) {
    await questionSection(page).getByRole('textbox').fill(text);
    await questionSection(page).getByRole('button', { name: 'Enviar' }).click();
    await expect(questionSection(page).getByText(/¡Gracias por tu pregunta!/)).toBeVisible();
    await questionSection(page).getByRole('button', { name: 'Enviar otra pregunta' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Preguntas de la comunidad' })).toHaveCount(0);

  // Staff switch the meeting to shared and approve both questions.
  // New contexts answer the cookie banner up front, as the fixtures do for `page`.
  const noBanner = () => localStorage.setItem('foro.cookieConsent', 'rejected');
  const staffContext = await browser.newContext();
  await staffContext.addInitScript(noBanner);
  await staffContext.addCookies(await sessionOf('admin@example.org'));
  const staff = await staffContext.newPage();
  const sources = (await (await staff.request.get('/api/admin/questions/sources')).json()) as Array<{
    source: string;
    id: string;
    title: string;
  }>;
  const meeting = sources.find((s) => s.source === 'meeting' && s.title === TITLE);
  expect(meeting, JSON.stringify(sources)).toBeTruthy();
  await staff.goto(`/admin/preguntas?source=meeting&id=${meeting!.id}`);
  const mode = staff.getByRole('group', { name: 'Preguntas del encuentro' });
  await expect(mode.getByRole('radio', { name: /^Privadas/ })).toBeChecked();
  await mode.getByRole('radio', { name: /^Compartidas/ }).check();
  await expect(mode.getByRole('radio', { name: /^Compartidas/ })).toBeChecked();
  for (const text of [older, newer]) {
    const item = staff.getByRole('listitem').filter({ hasText: text });
    await expect(item).toContainText('Por aprobar');
    await item.getByRole('button', { name: 'Aprobar', exact: true }).click();
    await expect(item).toContainText('Aprobada');
  }
  expect(await seriousA11yViolations(staff)).toEqual([]);
  const shots = process.env.SCREENSHOT_DIR;
  if (shots)
    for (const width of [375, 768, 1366]) {
      await staff.setViewportSize({ width, height: 900 });
      await staff.screenshot({ path: path.join(shots, `admin-questions-${width}.png`), fullPage: true });
    }
  await staff.setViewportSize({ width: 1280, height: 720 });

  // The author sees them, marked as theirs, without a vote button.
  await page.reload();
  const authorList = page.getByRole('list', { name: 'Preguntas aprobadas' });
  await expect(authorList.getByRole('listitem').filter({ hasText: older })).toContainText('Tu pregunta');
  await expect(
    authorList
      .getByRole('listitem')
      .filter({ hasText: older })
      .getByRole('button', { name: /^Votar/ }),
  ).toHaveCount(0);

  // Another member votes for the older one: it rises to the top of "Más votadas".
  const memberContext = await browser.newContext();
  await memberContext.addInitScript(noBanner);
  await memberContext.addCookies(await sessionOf('completo@example.org'));
  const member = await memberContext.newPage();
  await member.goto(`/encuentros/${SLUG}/interactua`);
  const list = member.getByRole('list', { name: 'Preguntas aprobadas' });
  const mine = (text: string) => list.getByRole('listitem').filter({ hasText: text });
  const texts = async () =>
    (await list.getByRole('listitem').allInnerTexts()).filter((t) => t.includes(String(stamp)));
  await expect(mine(older)).toBeVisible();
  await expect(member.getByRole('button', { name: 'Más votadas' })).toHaveAttribute('aria-pressed', 'true');
  const voteOlder = mine(older).getByRole('button', { name: /^Votar esta pregunta/ });
  await expect(voteOlder).toHaveAccessibleName(/^Votar esta pregunta \(\d+ votos?\)$/);
  const before = Number(/\((\d+) votos?\)/.exec((await voteOlder.getAttribute('aria-label')) ?? '')![1]);
  await voteOlder.click();
  await expect(voteOlder).toHaveAttribute('aria-pressed', 'true');
  await expect(voteOlder).toHaveAccessibleName(
    `Votar esta pregunta (${before + 1 === 1 ? '1 voto' : `${before + 1} votos`})`,
  );
  await expect.poll(async () => (await texts())[0]).toContain(older);
  // By time: the newer one comes first.
  await member.getByRole('button', { name: 'Más recientes' }).click();
  await expect(member.getByRole('button', { name: 'Más recientes' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await texts())[0]).toContain(newer);
  // Withdrawn: the count goes back.
  await voteOlder.click();
  await expect(voteOlder).toHaveAttribute('aria-pressed', 'false');
  await expect(voteOlder).toHaveAccessibleName(
    `Votar esta pregunta (${before === 1 ? '1 voto' : `${before} votos`})`,
  );
  await voteOlder.click();
  await expect(voteOlder).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousA11yViolations(member)).toEqual([]);

  // The host's console: votes shown; "Responder ahora" reaches the member's open page.
  await staff.getByRole('link', { name: 'Abrir la consola' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /Preguntas · La lectura/ })).toBeVisible();
  const consoleItem = staff.getByRole('listitem').filter({ hasText: older });
  await expect(consoleItem).toContainText(/\d+ votos?/);
  await consoleItem.getByRole('button', { name: 'Responder ahora' }).click();
  await expect(consoleItem).toContainText('Respondiendo ahora');
  expect(await seriousA11yViolations(staff)).toEqual([]);
  await expect(mine(older)).toContainText('Respondiendo ahora', { timeout: 25_000 });
  await expect(member.locator('#pregunta').getByText('Respondiendo ahora').first()).toBeVisible();

  if (shots)
    for (const width of [375, 768, 1366]) {
      await member.setViewportSize({ width, height: 900 });
      await member.locator('#pregunta').scrollIntoViewIfNeeded();
      await member.screenshot({ path: path.join(shots, `interactua-${width}.png`), fullPage: true });
      await staff.setViewportSize({ width, height: 900 });
      await staff.screenshot({ path: path.join(shots, `console-${width}.png`) });
    }

  // Marked answered: "Respondida" for the member; then the meeting goes back to private.
  await consoleItem.getByRole('button', { name: 'Marcar como respondida' }).click();
  await expect(mine(older)).toContainText('Respondida', { timeout: 25_000 });
  await staff
    .getByRole('group', { name: 'Preguntas del encuentro' })
    .getByRole('radio', { name: /^Privadas/ })
    .check();
  await expect(
    staff.getByRole('group', { name: 'Preguntas del encuentro' }).getByRole('radio', { name: /^Privadas/ }),
  ).toBeChecked();
  await member.reload();
  await expect(member.getByRole('heading', { name: 'Preguntas de la comunidad' })).toHaveCount(0);
  await memberContext.close();
  await staffContext.close();
});
