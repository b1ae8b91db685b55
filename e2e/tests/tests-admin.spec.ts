import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, seriousA11yViolations, test } from './fixtures';
import { openAs } from './staff-api';
import { newTeacher } from './invited-teacher';

// A long journey on a machine that others share: each step gets more time than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const MAIN = '/eje/claves-para-conectar-con-tus-estudiantes';
const LETTERS = ['A', 'B', 'C'];

/** Fits 1366 and 768 px; with SCREENSHOTS set, the whole page and the screen around `at`. */
async function shoot(page: Page, name: string, at?: Locator) {
  for (const width of [1366, 768]) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width}`,
    ).toBeLessThanOrEqual(width);
    if (process.env.SCREENSHOTS) {
      await page.screenshot({ path: `../screenshots/admin-${name}-${width}.png`, fullPage: true });
      if (at) {
        await at.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `../screenshots/admin-${name}-${width}-detalle.png` });
      }
    }
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('staff build a practical case with 10 questions, publish it, a teacher answers it, and the log shows it', async ({
  page,
  browser,
  baseURL,
  sessionOf,
}) => {
  const title = `Caso de prueba ${Date.now()}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAs(page, sessionOf, 'admin@example.org', '/admin/casos-practicos');
  await expect(page.getByRole('heading', { level: 1, name: 'Casos prácticos' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Casos prácticos' })).toBeVisible();
  await shoot(page, 'casos-practicos');
  await page.getByRole('link', { name: 'Nuevo caso práctico' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo caso práctico' })).toBeVisible();

  // An empty form is refused next to its fields, from the keyboard.
  await page.getByRole('button', { name: 'Crear el caso (borrador)' }).press('Enter');
  await expect(page.getByText('Escribe el título del caso.')).toBeVisible();
  await expect(page.getByText('Elige la ruta del caso.')).toBeVisible();
  await expect(page.getByLabel(/^Ruta/)).toBeFocused();

  await page.getByLabel(/^Ruta/).selectOption({ label: 'Claves para conectar con tus estudiantes' });
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
  await page.getByLabel('Imagen de la lista').fill('/media/demo/caso-1.svg');
  await page.getByLabel('Descripción').fill('Un caso para comprobar el editor de punta a punta.');
  await page.getByLabel('Título del bloque 1').fill('La situación');
  await page.getByLabel('Texto del bloque 1').fill('Una profesora prepara su primera clase del año.');
  for (let i = 1; i <= 10; i++) {
    const question = page.getByRole('group', { name: `Pregunta ${i}`, exact: true });
    await question.getByLabel(`Enunciado de la pregunta ${i}`).fill(`¿Pregunta número ${i}?`);
    for (const letter of LETTERS)
      await question.getByLabel(`Respuesta ${letter}`, { exact: true }).fill(`Opción ${letter} de la ${i}`);
    // The right answer of question i is B; keyboard users reach it with the arrow keys too.
    await question.getByRole('radio', { name: 'Correcta: respuesta B' }).check();
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'caso-nuevo', page.getByRole('group', { name: 'Pregunta 2', exact: true }));
  await page.getByRole('button', { name: 'Crear el caso (borrador)' }).click();
  await expect(page).toHaveURL(/\/admin\/casos-practicos\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const side = page.getByRole('complementary', { name: 'Publicación y versiones' });
  await expect(side.getByText('Borrador')).toBeVisible();
  await side.getByRole('button', { name: 'Publicar ahora' }).click();
  await expect(side.getByText('Publicado', { exact: true })).toBeVisible();

  // A teacher chooses it, answers 7 of 10 right and sees the score.
  const teacherContext = await browser.newContext({ baseURL });
  const teacher = await teacherContext.newPage();
  await teacher.addInitScript(() => localStorage.setItem('foro.cookieConsent', 'rejected'));
  await newTeacher(teacher, baseURL!, { tag: 'caso', name: 'Lucía', lastname: 'Herrera' });
  await teacher.goto(`${MAIN}/tests`);
  await teacher.getByRole('button', { name: `¡Accede! al caso «${title}»` }).click();
  await teacher
    .getByRole('dialog', { name: 'Antes de empezar' })
    .getByRole('button', { name: 'Empezar el caso' })
    .click();
  await expect(teacher).toHaveURL(`${MAIN}/test`);
  await expect(teacher.getByRole('heading', { name: 'La situación' })).toBeVisible();
  await teacher.getByRole('button', { name: 'Siguiente' }).click();
  for (let i = 1; i <= 10; i++) {
    await expect(teacher.getByText(`Pregunta ${i} de 10`)).toBeVisible();
    await teacher.getByRole('radio', { name: `Opción ${i <= 7 ? 'B' : 'C'} de la ${i}` }).check();
    await teacher.getByRole('button', { name: i === 10 ? 'Finalizar' : 'Siguiente' }).click();
  }
  await expect(teacher).toHaveURL(`${MAIN}/test/resultados`);
  await expect(teacher.getByText('7/10')).toBeVisible();
  await teacherContext.close();

  // Answered: the questions are locked, and the screen says why and what to do.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Las preguntas ya no se pueden cambiar' })).toBeVisible();
  await expect(page.getByText(/1 docente ya respondió este caso/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crear una nueva versión' })).toBeVisible();
  await expect(page.getByLabel('Enunciado de la pregunta 1')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'caso-respondido', page.getByRole('heading', { name: 'Preguntas (10)' }));

  // Its card still changes: the save sends the questions as they are.
  await page.getByLabel('Descripción').fill('Descripción corregida después de las respuestas.');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();

  await page.getByRole('link', { name: 'Ver sus cambios en el registro' }).click();
  await expect(page).toHaveURL(/\/admin\/registro\?itemType=test&itemId=/);
  await expect(page.getByText(`creó caso práctico «${title}»`)).toBeVisible();
  await expect(page.getByText(`publicó caso práctico «${title}»`)).toBeVisible();
  await expect(page.getByText(`modificó caso práctico «${title}»`)).toBeVisible();
});
