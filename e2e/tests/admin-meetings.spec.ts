import type { Page } from '@playwright/test';
import { expect as baseExpect, seriousA11yViolations, test } from './fixtures';
import { signedIn } from './staff-api';

// These walks load the back office's chunks in several browsers at once: more patience per step.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A day `days` from now, as the date field takes it (YYYY-MM-DD in Bogotá, the browser's zone). */
const dayFromNow = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

const SHOTS = process.env.SCREENSHOT_DIR;

test.describe('meetings in the back office (docs/product/admin.md)', () => {
  test('staff create a meeting from nothing, publish it, members see it with their country’s time, and the log has it', async ({
    browser,
    sessionOf,
  }) => {
    const staff = await signedIn(browser, sessionOf, 'admin@example.org', '/admin/encuentros/nuevo');
    // The first visit loads the back office's chunks.
    await expect(staff.getByRole('heading', { level: 1, name: 'Nuevo encuentro' })).toBeVisible({
      timeout: 20_000,
    });

    // Nothing typed: the shared schema refuses in the browser, next to the field.
    await staff.getByRole('button', { name: 'Crear el borrador' }).click();
    await expect(staff.getByText('Escribe el título del encuentro.')).toBeVisible();

    const date = dayFromNow(5);
    await staff.getByLabel('Título').fill('Aprender jugando[br]en el aula');
    await staff.getByLabel('Tema').fill('Juego y aprendizaje');
    await staff.getByRole('textbox', { name: 'Fecha', exact: true }).fill(date);
    await staff.getByRole('textbox', { name: 'Hora', exact: true }).fill('18:00');
    await staff.getByLabel('Zona horaria').selectOption('America/Bogota');
    await staff.getByLabel('Imagen de la tarjeta').fill('/media/demo/encuentro-3.svg');
    // A player from a host that is not allowed is refused before anything is sent.
    const replay = staff.getByLabel('Grabación (revívelo)');
    await replay.fill('https://videos.example.com/v/1');
    await staff.getByRole('button', { name: 'Crear el borrador' }).click();
    await expect(staff.getByText(/^Esta dirección no es de un reproductor permitido\./)).toBeVisible();
    await replay.fill('https://player.vimeo.com/video/76979871');
    await expect(staff.getByTitle('Vista previa: Grabación (revívelo)')).toBeVisible();

    // The schedule members will see, computed as staff type.
    const preview = staff.getByRole('region', { name: 'Horario por país que verán los docentes' });
    await expect(preview.getByRole('row', { name: /Argentina/ })).toContainText('20:00');
    await expect(preview.getByRole('row', { name: /México \(Ciudad de México\)/ })).toContainText('17:00');

    const speaker = staff.getByRole('group', { name: 'Ponente' });
    await speaker.getByLabel('Nombre del ponente o la ponente').fill('Lucía Fernández Rivas');
    await speaker.getByLabel('Género gramatical').selectOption('f');
    await speaker.getByLabel('País').fill('Uruguay');
    await speaker.getByLabel('Cargo o profesión').fill('Maestra e investigadora en juego');
    await speaker.getByLabel('Foto').fill('/media/demo/ponente-3.svg');
    const host = staff.getByRole('group', { name: 'Conductor o conductora' });
    await host.getByLabel('Nombre de quien conduce').fill('Andrés Rojas Pardo');
    await host.getByLabel('País').fill('Colombia');
    await host.getByLabel('Cargo o profesión').fill('Periodista');

    if (SHOTS) {
      for (const width of [768, 1366]) {
        await staff.setViewportSize({ width, height: 1000 });
        await staff.screenshot({ path: `${SHOTS}/meeting-new-${width}.png`, fullPage: true });
      }
    }

    await staff.getByRole('button', { name: 'Crear el borrador' }).click();
    await expect(staff).toHaveURL(/\/admin\/encuentros\/[0-9a-f-]{36}$/);
    await expect(staff.getByRole('heading', { level: 1, name: 'Aprender jugando en el aula' })).toBeVisible();
    await expect(staff.getByText('Borrador', { exact: true })).toBeVisible();
    const editorUrl = staff.url();

    // A draft: members do not see it yet.
    const member = await signedIn(browser, sessionOf, 'docente@example.org', '/foro-de-educadores');
    await expect(member.getByRole('heading', { name: 'Próximos encuentros' })).toBeVisible();
    await expect(member.getByRole('article', { name: /Aprender jugando/ })).toHaveCount(0);

    await staff.getByRole('button', { name: 'Publicar ahora' }).click();
    await expect(staff.getByText('Publicado', { exact: true })).toBeVisible();

    await member.reload();
    const card = member.getByRole('article', { name: /Aprender jugando/ });
    await expect(card).toBeVisible();
    const [y, m, d] = date.split('-');
    await expect(card.getByText(`Próximo encuentro: ${d}/${m}/${y}`)).toBeVisible();
    await expect(card).toContainText('Lucía Fernández Rivas');
    await card.getByRole('button', { name: '¡Descúbrelo!' }).click();
    await expect(member).toHaveURL('/encuentros/aprender-jugando-en-el-aula/vive-el-encuentro');
    await member.getByRole('button', { name: 'Consulta el horario de tu país' }).first().click();
    const table = member.getByRole('table', { name: 'Horario del encuentro en cada país' }).first();
    await expect(table.getByRole('row', { name: /Colombia/ })).toContainText('18:00');
    await expect(table.getByRole('row', { name: /Argentina/ })).toContainText('20:00');
    await expect(table.getByRole('row', { name: /México \(Tijuana\)/ })).toContainText(/1[56]:00/);

    // The audit log names the creation and the publication.
    await staff.goto('/admin/registro?itemType=meeting');
    const log = staff.getByRole('main');
    await expect(log.getByText('Aprender jugando en el aula').first()).toBeVisible();
    await expect(log.getByText('Creó').first()).toBeVisible();
    await expect(log.getByText('Publicó').first()).toBeVisible();

    // Leave the demo as it was for the other specs: archived, the meeting leaves the members' home.
    await staff.goto(editorUrl);
    staff.once('dialog', (dialog) => void dialog.accept());
    await staff.getByRole('button', { name: 'Archivar' }).click();
    await expect(staff.getByText('Archivado', { exact: true })).toBeVisible();
    await member.goto('/foro-de-educadores');
    await expect(member.getByRole('heading', { name: 'Próximos encuentros' })).toBeVisible();
    await expect(member.getByRole('article', { name: /Aprender jugando/ })).toHaveCount(0);
  });

  test('two editors from the same copy: nothing either saved is lost, and a field both changed is chosen', async ({
    browser,
    sessionOf,
  }) => {
    const staff = await signedIn(browser, sessionOf, 'admin@example.org', '/admin/encuentros');
    // A meeting of this test's own, so that other specs read the demo as seeded.
    const xsrf = decodeURIComponent(
      (await staff.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
    );
    const created = await staff.request.post('/api/admin/meetings', {
      headers: { 'x-xsrf-token': xsrf },
      data: {
        title: `Dos editoras ${Date.now()}`,
        topic: 'Evaluación',
        date: dayFromNow(20),
        time: '18:00',
        time_zone: 'America/Bogota',
        duration_minutes: 90,
        speaker: 'Lucía Fernández',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const editorUrl = `/admin/encuentros/${((await created.json()) as { id: string }).id}`;
    await staff.goto(editorUrl);
    const other = await (await browser.newContext()).newPage();
    await other.context().addCookies(await staff.context().cookies());
    await other.goto(editorUrl);
    const cta = 'Texto de la llamada a la acción';
    const quote = (page: Page) =>
      page.getByRole('group', { name: 'Conductor o conductora' }).getByLabel('Frase destacada');
    await expect(other.getByLabel('Tema')).toHaveValue('Evaluación');

    // The first editor changes the call to action and the duration, and saves.
    await staff.getByLabel(cta).fill('Cuéntanos en el foro cómo evalúas.');
    await staff.getByLabel(/Duración \(minutos\)/).fill('120');
    await staff.getByRole('button', { name: 'Guardar los cambios' }).click();
    await expect(staff.getByText(/^Versión 1 ·/)).toBeVisible();

    // The second, from the copy loaded before, changes the quote and the duration too.
    await quote(other).fill('Evaluar es acompañar.');
    await other.getByLabel(/Duración \(minutos\)/).fill('60');
    await other.getByRole('button', { name: 'Guardar los cambios' }).click();
    const notice = other.getByRole('alert').filter({ hasText: 'No se guardaron tus cambios' });
    await expect(notice).toBeVisible();
    // Their call to action is taken into this form at once; what this one typed stays.
    await expect(notice.locator('dt')).toHaveCount(1);
    await expect(notice.locator('dd')).toHaveText('Cuéntanos en el foro cómo evalúas.');
    await expect(other.getByLabel(cta)).toHaveValue('Cuéntanos en el foro cómo evalúas.');
    await expect(quote(other)).toHaveValue('Evaluar es acompañar.');
    // The duration both changed is shown side by side, to choose.
    const clash = notice.getByRole('listitem').filter({ hasText: 'Duración (minutos)' });
    await expect(clash).toContainText('Su versión120');
    await expect(clash).toContainText('Tu versión60');
    if (SHOTS)
      for (const width of [768, 1366]) {
        await other.setViewportSize({ width, height: 1000 });
        await notice.scrollIntoViewIfNeeded();
        await notice.screenshot({ path: `${SHOTS}/meeting-conflict-${width}.png` });
      }
    expect(await seriousA11yViolations(other)).toEqual([]);
    await clash.getByRole('button', { name: 'Usar la suya en Duración (minutos)' }).click();
    await expect(other.getByLabel(/Duración \(minutos\)/)).toHaveValue('120');

    // Saving again keeps both editors' changes.
    await other.getByRole('button', { name: 'Guardar los cambios' }).click();
    await expect(other.getByText(/^Versión 2 ·/)).toBeVisible();
    await staff.reload();
    await expect(staff.getByLabel(cta)).toHaveValue('Cuéntanos en el foro cómo evalúas.');
    await expect(quote(staff)).toHaveValue('Evaluar es acompañar.');
    await expect(staff.getByLabel(/Duración \(minutos\)/)).toHaveValue('120');
  });

  test('the list finds meetings by title and filters them by publication', async ({ browser, sessionOf }) => {
    const staff = await signedIn(browser, sessionOf, 'admin@example.org', '/admin/encuentros');
    await expect(staff.getByRole('heading', { level: 1, name: 'Encuentros' })).toBeVisible();
    await expect(staff.getByRole('link', { name: 'Evaluar para aprender' })).toBeVisible();
    await staff.getByLabel('Buscar por título, tema o ponente').fill('lectura');
    await expect(staff.getByRole('link', { name: 'La lectura en la era digital' })).toBeVisible();
    await expect(staff.getByRole('link', { name: 'Evaluar para aprender' })).toHaveCount(0);
    await staff.getByLabel('Buscar por título, tema o ponente').fill('');
    await staff.getByLabel('Publicación').selectOption('draft');
    await expect(staff.getByRole('link', { name: 'Evaluar para aprender' })).toHaveCount(0);
    await staff.getByLabel('Publicación').selectOption('');
    await expect(staff.getByRole('link', { name: 'Evaluar para aprender' })).toBeVisible();
    if (SHOTS)
      for (const width of [768, 1366]) {
        await staff.setViewportSize({ width, height: 900 });
        await staff.screenshot({ path: `${SHOTS}/meetings-list-${width}.png`, fullPage: true });
      }
    expect(await seriousA11yViolations(staff)).toEqual([]);
  });
});
