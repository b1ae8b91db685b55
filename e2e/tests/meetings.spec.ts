import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of a PDF, read with Mozilla's PDF.js as a person's viewer would. */
async function pdfText(file: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(file)) }).promise;
  const pages = await Promise.all(
    Array.from({ length: pdf.numPages }, async (_, i) => (await pdf.getPage(i + 1)).getTextContent()),
  );
  return pages.flatMap((p) => p.items.map((item) => ('str' in item ? item.str : ''))).join(' ');
}

const LIVE = 'bienestar-docente-y-socioemocional';
const UPCOMING = 'la-lectura-en-la-era-digital';
const PAST = 'liderazgo-pedagogico-en-tiempos-de-cambio';
const live = (slug: string) => `/encuentros/${slug}/vive-el-encuentro`;

/**
 * The seeded meetings' cards, by title, with the button each state shows. The back-office browser
 * tests publish meetings of their own while these run, so cards are found by name, never counted.
 */
const SEEDED_CARDS = [
  { title: /Liderazgo pedagógico/, button: '¡Revívelo!' },
  { title: /Evaluar\s*para aprender/, button: '¡Revívelo!' },
  { title: /Bienestar docente/, button: '¡Descúbrelo!' },
  { title: /La lectura/, button: '¡Descúbrelo!' },
] as const;

/** Each seeded card once, in its state; the inactive one reads "Próximamente" and has no button. */
async function expectSeededCards(page: Page) {
  for (const { title, button } of SEEDED_CARDS) {
    const card = page.getByRole('article', { name: title });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('button')).toHaveText(button);
  }
  // The inactive card has no title; its name is "Próximamente". Others may add their own.
  const soon = page.getByRole('article', { name: 'Próximamente', exact: true });
  await expect(soon.first()).toBeVisible();
  await expect(soon.getByRole('button')).toHaveCount(0);
}

test.describe('the 2021 home', () => {
  test('shows active, inactive and post-event cards; a card opens the info modal with each country’s time', async ({
    page,
  }) => {
    await page.goto('/foro-de-educadores');
    await expect(page.getByRole('heading', { name: 'Próximos encuentros' })).toBeVisible();
    await expectSeededCards(page);
    // [br] in the title is a line break, never shown as text.
    await expect(page.getByText('[br]')).toHaveCount(0);

    const card = page.getByRole('article', { name: /La lectura/ });
    await expect(card.getByText(/Próximo encuentro: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await card.getByRole('button', { name: '¡Descúbrelo!' }).click();
    const modal = page.getByRole('dialog', { name: 'La lectura en la era digital' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('Temática:')).toBeVisible();
    await expect(modal.getByText(/\d{2} \/ \d{2} \/ \d{4}/)).toBeVisible();
    await modal.getByRole('button', { name: 'Consulta el horario de tu país' }).click();
    const table = modal.getByRole('table', { name: 'Horario del encuentro en cada país' });
    await expect(table.getByRole('row')).toHaveCount(18);
    await expect(table.getByRole('row', { name: /Argentina/ })).toContainText('18:00');
    await expect(table.getByRole('row', { name: /España/ })).toContainText(/CES?T/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The table opens in the modal's flow and closes with its own button.
    await modal.getByRole('button', { name: 'Consulta el horario de tu país' }).click();
    await expect(table).toBeHidden();

    // The keys video replaces the info modal; the discover button leads to the login choice.
    await modal.getByRole('button', { name: 'Las claves de la ponencia' }).click();
    const video = page.getByRole('dialog', { name: 'Las claves de la ponencia' });
    await expect(video).toBeVisible();
    const box = await video.locator('video').boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: '¡Descúbrelo!' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '¡Descúbrelo!' }).click();
    await expect(page.getByRole('dialog', { name: 'Accede al Foro de Educadores' })).toBeVisible();
  });

  test('cards tilt with the mouse only at 1366 px or wider, by 10 degrees at most', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/foro-de-educadores');
    // The page's code loads at the first sign of a person (decision 0059); the cards tilt once it has.
    await page.mouse.move(0, 0);
    await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
    const card = page.getByRole('article', { name: /La lectura/ });
    // Meetings other tests add come first, which can put the card below the window: the mouse only
    // reaches what is in it.
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    // The mouse moves over the corner until the card answers, as a person's would: on a busy machine the
    // card's handlers may come a moment after the take-over.
    let transform = '';
    await expect(async () => {
      await page.mouse.move(box.x + box.width * 0.95, box.y + box.height * 0.05);
      await page.mouse.move(box.x + box.width * 0.95 - 1, box.y + box.height * 0.05 + 1);
      transform = await card.evaluate((el) => (el as HTMLElement).style.transform);
      expect(transform).toContain('rotate');
    }).toPass({ timeout: 15_000 });
    const angles = [...transform.matchAll(/rotate[XY]\((-?[\d.]+)deg\)/g)].map((m) => Math.abs(Number(m[1])));
    expect(angles).toHaveLength(2);
    expect(Math.max(...angles)).toBeGreaterThan(5);
    expect(Math.max(...angles)).toBeLessThanOrEqual(10);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.mouse.move(0, 0);
    await card.scrollIntoViewIfNeeded();
    const small = (await card.boundingBox())!;
    await page.mouse.move(small.x + small.width * 0.95, small.y + small.height * 0.05);
    expect(await card.evaluate((el) => el.matches(':hover'))).toBe(true);
    expect(await card.evaluate((el) => (el as HTMLElement).style.transform)).toBe('');
  });

  test('with reduced motion the cards are all shown at once and never tilt', async ({ browser }) => {
    const context = await browser.newContext({
      reducedMotion: 'reduce',
      viewport: { width: 1366, height: 700 },
    });
    const page = await context.newPage();
    await page.goto('/foro-de-educadores');
    await page.mouse.move(0, 0);
    await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
    await expectSeededCards(page);
    for (const card of await page.getByRole('article').all()) {
      await expect(card).toHaveAttribute('data-revealed', 'true');
    }
    const card = page.getByRole('article', { name: /La lectura/ });
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + 5, box.y + 5);
    // The mouse is over the card, so a tilt would show.
    expect(await card.evaluate((el) => el.matches(':hover'))).toBe(true);
    expect(await card.evaluate((el) => (el as HTMLElement).style.transform)).toBe('');
    await context.close();
  });

  test('signed in, a card goes to the live page', async ({ page, signIn }) => {
    await signIn('docente@example.org', '/foro-de-educadores');
    await page
      .getByRole('article', { name: /La lectura/ })
      .getByRole('button', { name: '¡Descúbrelo!' })
      .click();
    await expect(page).toHaveURL(live(UPCOMING));
  });
});

test.describe('the 2022 home', () => {
  test('shows the routes, the home items and the banner; a visitor’s route button opens the login', async ({
    page,
  }) => {
    await page.goto('/foro-de-educadores-2022');
    const routes = page.getByRole('region', { name: 'Rutas de aprendizaje' });
    await expect(
      routes.getByRole('heading', { name: 'Claves para conectar con tus estudiantes' }),
    ).toBeVisible();
    // The seeded two open routes, and any a browser test running beside this one publishes.
    const journeys = routes.getByRole('button', { name: 'El viaje empieza aquí' });
    await expect(journeys.nth(1)).toBeVisible();
    await expect(routes.getByText('Próximamente')).toBeVisible();
    // The seeded three, and any a back-office browser test publishes at the same moment.
    const items = page.getByRole('region', { name: 'Descubre más' }).getByRole('article');
    await expect(items.nth(2)).toBeVisible();
    await expect(page.locator('video[muted], video').first()).toHaveJSProperty('muted', true);
    await expect(page.getByText('No soy docente Compartir')).toBeVisible();
    // The backgrounds take turns every 5 seconds.
    const first = await routes.getAttribute('data-background');
    await expect.poll(() => routes.getAttribute('data-background'), { timeout: 7000 }).not.toBe(first);
    await routes.getByRole('button', { name: 'El viaje empieza aquí' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Accede al Foro de Educadores' })).toBeVisible();
  });
});

test.describe('the meeting pages', () => {
  test('send a signed-out visitor to the connect page', async ({ page }) => {
    for (const path of [live(LIVE), `/encuentros/${LIVE}/interactua`, `/encuentros/${LIVE}/contacto`]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/connect\?redirectTo=/);
      expect(decodeURIComponent(page.url())).toContain(path);
    }
  });

  test('show each meeting in its state', async ({ page, signIn }) => {
    await signIn('docente@example.org', live(LIVE));
    await expect(page.getByText('En directo hoy')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Emisión del encuentro' }).locator('video')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    // The call to action slides up after 2 seconds.
    await expect(page.getByRole('complementary', { name: 'Participa' })).toBeVisible({ timeout: 4000 });

    await page.goto(live(UPCOMING));
    await expect(page.getByText('Próximo encuentro')).toBeVisible();
    const timer = page.getByRole('timer');
    await expect(timer).toBeVisible();
    const seconds = timer.getByText('segundos').locator('..');
    const before = await seconds.textContent();
    await expect.poll(() => seconds.textContent(), { timeout: 3000 }).not.toBe(before);

    await page.goto(live(PAST));
    await expect(
      page.getByRole('region', { name: 'Repetición del encuentro' }).locator('video'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Documento del encuentro/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Podcast' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recomendaciones' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByText('Consulta el horario de tu país')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('register attendance and offer the calendar', async ({ page, signIn }) => {
    await signIn('completo@example.org', live(UPCOMING));
    await page.getByRole('button', { name: 'Confirmar asistencia' }).click();
    const modal = page.getByRole('dialog', { name: '¡Enhorabuena!' });
    await expect(modal.getByText('Ya has confirmado tu asistencia al encuentro')).toBeVisible();
    await expect(modal.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
      'href',
      /calendar\.google\.com/,
    );
    await expect(modal.getByRole('link', { name: /Outlook/ })).toHaveAttribute('href', /outlook\.live\.com/);
    const download = page.waitForEvent('download');
    await modal.getByRole('link', { name: 'Descargar archivo .ics' }).click();
    expect((await download).suggestedFilename()).toBe(`encuentro-${UPCOMING}.ics`);
    // The seeded speaker is a woman (speaker_gender 'f').
    await modal.getByRole('link', { name: 'Haz tu pregunta a la ponente' }).click();
    await expect(page).toHaveURL(`/encuentros/${UPCOMING}/interactua#pregunta`);
    await page.goto(live(UPCOMING));
    await expect(page.getByText('Ya has confirmado tu asistencia al encuentro.')).toBeVisible();
  });

  test('save a question and a comment, refuse empty ones, and page the forum 10 at a time', async ({
    page,
    signIn,
  }) => {
    await signIn('docente@example.org', `/encuentros/${PAST}/interactua#debate`);
    const question = page.getByRole('region', { name: 'Pregunta a la ponente' });
    await question.getByRole('button', { name: 'Enviar' }).click();
    await expect(question.getByText('Debes introducir tu pregunta')).toBeVisible();
    await question.getByRole('textbox').fill('¿Qué primer paso recomienda a un equipo directivo nuevo?');
    await question.getByRole('button', { name: 'Enviar' }).click();
    await expect(question.getByText(/¡Gracias por tu pregunta!/)).toBeVisible();
    await question.getByRole('button', { name: 'Enviar otra pregunta' }).click();
    await expect(question.getByRole('textbox')).toHaveValue('');

    const forum = page.getByRole('region', { name: 'Debate en el foro' });
    const posts = forum.getByRole('list', { name: 'Comentarios del foro' }).getByRole('listitem');
    await expect(posts).toHaveCount(10);
    await forum.getByRole('button', { name: 'Página 3' }).click();
    await expect(forum.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    await expect(posts).toHaveCount(5);
    await forum.getByRole('button', { name: 'Publicar' }).click();
    await expect(forum.getByText('Debes introducir tu comentario')).toBeVisible();
    const text = `Gracias por compartir estas ideas, las llevo a mi colegio (${Date.now()}).`;
    await forum.getByRole('textbox').fill(text);
    await forum.getByRole('button', { name: 'Publicar' }).click();
    await expect(forum.getByText('¡Gracias por tu comentario! Ya está publicado en el foro.')).toBeVisible();
    await expect(posts.first()).toContainText(text);
    await expect(posts.first()).toContainText('Mariana Restrepo Ortiz');
    await expect(forum.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('give a registered member the attendance certificate, which the public page confirms', async ({
    page,
    signIn,
  }) => {
    await signIn('docente@example.org', live(PAST));
    const download = page.waitForEvent('download');
    // The button issues the certificate (a POST), then downloads its PDF.
    const issued = page.waitForResponse((r) => r.url().includes('/api/certificates/meeting/'));
    await page.getByRole('button', { name: 'Descargar certificado' }).click();
    expect((await issued).status()).toBe(200);
    const file = await download;
    expect(file.suggestedFilename()).toBe(`certificado-${PAST}.pdf`);
    const text = await pdfText(await file.path());
    expect(text).toContain('Mariana Restrepo Ortiz');
    const code = /Código de verificación:\s*([0-9A-Z]{10})/.exec(text)?.[1];
    expect(code).toBeTruthy();
    await page.goto(`/certificados/${code}`);
    await expect(page.getByRole('heading', { name: 'Certificado válido' })).toBeVisible();
    await expect(page.getByText('Mariana Restrepo Ortiz')).toBeVisible();
  });

  test('show the expert and the host, and send a contact message', async ({ page, signIn }) => {
    await signIn('docente@example.org', `/encuentros/${PAST}/experto`);
    // The seeded speaker is a woman: "La experta" (docs/product/meetings.md#speaker-and-host).
    await expect(page.getByRole('heading', { level: 1, name: 'La experta' })).toBeVisible();
    await expect(page.getByText('Conduce el encuentro')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Redes de la experta' }).getByRole('link')).toHaveCount(4);

    await page
      .getByRole('navigation', { name: 'Secciones del encuentro' })
      .getByRole('link', { name: 'Contacto' })
      .click();
    await page.getByLabel('Mensaje').fill('');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Este campo es obligatorio')).toBeVisible();
    await page.getByLabel('Mensaje').fill('¿Dónde encuentro la presentación del encuentro?');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText(/¡Gracias por escribirnos!/)).toBeVisible();
  });
});

for (const width of [375, 768, 1366]) {
  test(`the meeting screens fit a ${width} px screen`, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn('docente@example.org');
    for (const path of [
      '/foro-de-educadores',
      '/foro-de-educadores-2022',
      live(LIVE),
      live(UPCOMING),
      live(PAST),
      `/encuentros/${PAST}/interactua`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        width,
      );
      if (process.env.SCREENSHOTS) {
        await page.screenshot({
          path: `../screenshots/meetings${path.replace(/\W+/g, '_')}-${width}.png`,
          fullPage: true,
        });
      }
    }
  });
}
