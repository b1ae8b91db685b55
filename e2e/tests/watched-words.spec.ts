import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect as baseExpect, seriousA11yViolations, test } from './fixtures';
import { dayFromNow, publishedMeeting, signedIn } from './staff-api';

// Issue 34 item 8 (docs/decisions/0084-watched-words.md): staff keep a list of watched words; a member's
// comment with one waits for review, its author reads why and keeps the text; staff publish it.

const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = process.env.SCREENSHOT_DIR;

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  await fs.mkdir(SHOTS, { recursive: true });
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a comment with a watched word waits for review; its author is told; staff publish it', async ({
  browser,
  sessionOf,
}) => {
  const key = Date.now().toString(36);
  const word = `palabrota${key}`;
  const staff = await signedIn(browser, sessionOf, 'admin@example.org', '/admin/moderacion', {
    consented: true,
  });

  // A meeting of tomorrow of its own: other specs read the demo meetings' forums.
  const meeting = await publishedMeeting(staff.request, {
    title: `Palabras vigiladas ${key}`,
    date: dayFromNow(1),
    time: '18:00',
    speaker: 'Lucía Fernández',
  });

  // Staff add the word.
  const words = staff.getByRole('region', { name: 'Palabras vigiladas' });
  await words.getByLabel('Palabra o expresión').fill(word);
  await words.getByRole('button', { name: 'Añadir' }).click();
  await expect(words.getByRole('list', { name: 'Palabras vigiladas' })).toContainText(word);
  // The same word again, in capitals: a Spanish error, nothing added.
  await words.getByLabel('Palabra o expresión').fill(word.toUpperCase());
  await words.getByRole('button', { name: 'Añadir' }).click();
  await expect(words.getByText('Esa palabra ya está en la lista.')).toBeVisible();

  // A member writes it, with an accent and in capitals: the comment waits, and she reads why.
  const forum = `/encuentros/${meeting.slug}/interactua`;
  const member = await signedIn(browser, sessionOf, 'docente@example.org', forum, { consented: true });
  const text = `Esto es una ${word.toUpperCase()} de prueba ${key}`;
  await member.getByLabel(/Tu comentario/).fill(text);
  await member.getByRole('button', { name: 'Publicar' }).click();
  const comments = member.getByRole('list', { name: 'Comentarios del foro' });
  await expect(comments.getByText(text)).toBeVisible();
  await expect(
    comments.getByText('Tu mensaje está pendiente de revisión: lo publicaremos cuando el equipo lo revise.'),
  ).toBeVisible();
  expect(await seriousA11yViolations(member)).toEqual([]);
  await shots(member, 'watched-words-author');

  // Another member does not see it.
  const reader = await signedIn(browser, sessionOf, 'completo@example.org', forum, { consented: true });
  await expect(reader.getByText('Todavía no hay comentarios. ¡Sé el primero en participar!')).toBeVisible();
  await expect(reader.getByText(text)).toHaveCount(0);

  // Staff find it held, with the word, and publish it.
  await staff.reload();
  const held = staff.getByRole('region', { name: 'Retenidos para revisión' });
  const item = held.getByRole('article', { name: `Encuentro: Palabras vigiladas ${key}` });
  await expect(item).toContainText(text);
  await expect(item).toContainText(`contiene «${word}»`);
  expect(await seriousA11yViolations(staff)).toEqual([]);
  await shots(staff, 'watched-words-admin');
  await item.getByRole('button', { name: 'Publicar' }).click();
  await expect(item).toBeHidden();

  await reader.reload();
  await expect(reader.getByText(text)).toBeVisible();

  // The word leaves the list.
  await words.getByRole('button', { name: `Quitar «${word}» de la lista` }).click();
  await expect(words.getByText(word)).toHaveCount(0);
});
