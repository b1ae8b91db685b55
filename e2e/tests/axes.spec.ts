import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, fillConnectForm, seriousA11yViolations, test } from './fixtures';

const MAIN = '/eje/claves-para-conectar-con-tus-estudiantes';
const SECOND = '/eje/aprendizaje-basado-en-proyectos';

async function pdfText(file: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(file)) }).promise;
  const page = await pdf.getPage(1);
  return (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
}

const stops = (page: Page) => page.getByRole('region', { name: 'Tu itinerario' }).getByRole('listitem');

test.describe('the main route for the teacher', () => {
  // These tests change the teacher's progress, so they run one after another.
  test.describe.configure({ mode: 'serial' });
  test('shows stops 1–4 done and the rest open; opening the masterclass marks it done', async ({
    page,
    signIn,
  }) => {
    await signIn('docente@example.org', MAIN);
    await expect(page.getByText('¡Hola, Mariana!')).toBeVisible();
    await expect(page.getByText('Has completado 4 de 8 paradas')).toBeVisible();
    await expect(stops(page)).toHaveCount(8);
    for (let i = 0; i < 4; i++) await expect(stops(page).nth(i).getByText('Completada')).toBeVisible();
    for (let i = 4; i < 8; i++) await expect(stops(page).nth(i).getByText('Completada')).toHaveCount(0);
    await expect(stops(page).nth(6).getByRole('button')).toBeVisible();

    await stops(page).nth(4).getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`${MAIN}/masterclass/`));
    await expect(page.getByText('Parada 5', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Horario de la masterclass' })).toBeVisible();
    await expect(page.getByText('Debate con nuestros Coaches')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Volver a la ruta' }).click();
    await expect(page.getByText('Has completado 5 de 8 paradas')).toBeVisible();
    await expect(stops(page).nth(4).getByText('Completada')).toBeVisible();
  });

  test('stop 8 names the missing stops with the spec’s exact words', async ({ page, signIn }) => {
    await signIn('docente@example.org', MAIN);
    await expect(stops(page)).toHaveCount(8);
    const names: string[] = [];
    for (const card of (await stops(page).all()).slice(0, 7)) {
      if ((await card.getByText('Completada').count()) === 0)
        names.push((await card.getByRole('heading').textContent())!);
    }
    expect(names.length).toBeGreaterThanOrEqual(2);
    const joined = `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
    await stops(page)
      .nth(7)
      .getByRole('button', { name: /Descargar certificado/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      `No puedes descargar aún tu certificado porque te falta completar la/las parada/paradas: ${joined}. Por favor revisa y completa tu itinerario.`,
    );
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialog).toBeHidden();
    // The certificate's address refuses her too (403): axes/axes.test.ts ("issues the route certificate
    // only to a member who finished the route…") proves it on both engines.
  });

  test('a stop shows its content, buttons in new tabs and the forum prompt, and records the visit', async ({
    page,
    signIn,
  }) => {
    await signIn('docente@example.org', MAIN);
    await stops(page).nth(5).getByRole('button').click();
    await expect(page.getByText(/^Parada 6 · /)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a la ruta' })).toBeVisible();
    await expect(page.getByText('No olvides participar en el foro')).toBeVisible();
    await expect(page.getByRole('link', { name: /Entra/ })).toHaveAttribute(
      'href',
      `${MAIN}/foro-de-participacion`,
    );
    for (const link of await page.getByRole('link', { name: /se abre en una pestaña nueva/ }).all()) {
      await expect(link).toHaveAttribute('target', '_blank');
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Volver a la ruta' }).click();
    await expect(stops(page).nth(5).getByText('Completada')).toBeVisible();
  });

  test('a stop that has not opened says when it opens, even from its address', async ({ page, signIn }) => {
    await signIn('docente@example.org', SECOND);
    await expect(
      stops(page)
        .nth(2)
        .getByText(/Disponible el \d{2}\/\d{2}\/\d{4}/),
    ).toBeVisible();
    const info = await page.evaluate(
      async () =>
        (await (await fetch('/api/axis/info/aprendizaje-basado-en-proyectos')).json()).steps[2].slug,
    );
    await page.goto(`${SECOND}/etapa/${info}`);
    await expect(page.getByRole('alert')).toHaveText(
      /Esta parada todavía no está abierta\. Se abrirá el \d{2}\/\d{2}\/\d{4}\./,
    );
  });
});

test('the member who finished the route downloads her certificate, which the public page confirms', async ({
  page,
  signIn,
}) => {
  await signIn('completo@example.org', MAIN);
  await expect(page.getByText('Has completado 8 de 8 paradas')).toBeVisible();
  const download = page.waitForEvent('download');
  await stops(page)
    .nth(7)
    .getByRole('button', { name: /Descargar certificado/ })
    .click();
  const file = await download;
  const text = await pdfText(await file.path());
  expect(text).toContain('Camila Fuentes Araya');
  expect(text).toContain('Claves para conectar con tus estudiantes');
  const code = /Código de verificación:\s*([0-9A-Z]{10})/.exec(text)?.[1];
  await page.goto(`/certificados/${code}`);
  await expect(page.getByRole('heading', { name: 'Certificado válido' })).toBeVisible();
  await expect(page.getByText('Camila Fuentes Araya')).toBeVisible();
});

test('logging out from a route stop and signing in again returns to that stop', async ({ page }) => {
  // Signed in with the form: signing out ends this session, which no other test may be reusing.
  await page.goto(`/connect?redirectTo=${encodeURIComponent(MAIN)}`);
  await fillConnectForm(page, 'docente@example.org');
  await expect(page).toHaveURL(MAIN);
  await stops(page)
    .nth(0)
    .getByRole('link', { name: /Volver a ver/ })
    .click();
  await expect(page).toHaveURL(/\/etapa\//);
  await expect(page.getByRole('link', { name: 'Volver a la ruta' })).toBeVisible();
  const stopUrl = new URL(page.url()).pathname;
  await page.getByRole('banner').getByRole('link', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL('/foro-de-educadores-2022#login');
  await page.getByRole('dialog').getByRole('link', { name: 'Iniciar sesión' }).click();
  await fillConnectForm(page, 'docente@example.org');
  await expect(page).toHaveURL(stopUrl);
  await expect(page.getByRole('link', { name: 'Volver a la ruta' })).toBeVisible();
});

test('the experts page takes one question at a time and thanks for 5 seconds', async ({ page, signIn }) => {
  // The second route: the main route's masterclass took place, so its expert takes no more questions.
  await signIn('docente@example.org', `${SECOND}/expertos#coaches`);
  await expect(page.getByRole('heading', { name: 'Conoce al experto' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nuestros coaches' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Nuestros coaches' })).toBeInViewport();
  const box = page.getByLabel('Intentaremos que te responda en la masterclass.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Debes introducir tu pregunta')).toBeVisible();
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/question')) posts++;
  });
  await box.fill('¿Qué hago cuando un grupo entero se desconecta?');
  await page.getByRole('button', { name: 'Enviar' }).dblclick();
  await expect(page.getByText('¡Muchas gracias por participar!')).toBeVisible();
  expect(posts).toBe(1);
  await expect(box).toHaveValue('');
  await expect(page.getByText('¡Muchas gracias por participar!')).toBeHidden({ timeout: 7000 });
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('related content is grouped with anchors and "Ver" links', async ({ page, signIn }) => {
  await signIn('docente@example.org', `${MAIN}/contenidos-relacionados`);
  const nav = page.getByRole('navigation', { name: 'Tipos de contenido' });
  for (const label of ['Documentos', 'Podcast', 'Animaciones', 'Videos']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Podcast' }).click();
  await expect(page).toHaveURL(/#podcast$/);
  const podcast = page.getByRole('region', { name: 'Podcast' });
  await expect(podcast.getByRole('link', { name: /^Ver/ }).first()).toHaveAttribute('href', /^https:\/\//);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the raffle pages link to the draw rules', async ({ page, signIn }) => {
  await signIn('docente@example.org', '/eje/sorteo/tablet');
  await expect(page.getByRole('heading', { name: 'Sorteo de una tablet' })).toBeVisible();
  await page.getByRole('link', { name: 'Consulta las bases del sorteo' }).click();
  await expect(page).toHaveURL('/bases-del-sorteo');
  await page.goto('/eje/sorteo/smartwatch');
  await expect(page.getByRole('link', { name: 'Consulta las bases del sorteo' })).toHaveAttribute(
    'href',
    '/bases-del-sorteo',
  );
});

for (const width of [375, 768, 1366]) {
  test(`the route screens fit a ${width} px screen with no serious accessibility problem`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn('docente@example.org', MAIN);
    const slug = await page.evaluate(
      async () =>
        (await (await fetch('/api/axis/info/claves-para-conectar-con-tus-estudiantes')).json()).steps[0].slug,
    );
    for (const path of [MAIN, `${MAIN}/etapa/${slug}`, `${MAIN}/expertos`, '/eje/sorteo/tablet']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        width,
      );
      expect(await seriousA11yViolations(page), path).toEqual([]);
      if (process.env.SCREENSHOTS) {
        await page.screenshot({
          path: `../screenshots/axes${path.replace(/\W+/g, '_')}-${width}.png`,
          fullPage: true,
        });
      }
    }
  });
}
