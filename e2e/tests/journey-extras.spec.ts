import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, fillConnectForm, seriousA11yViolations, test } from './fixtures';
import { inviteTeacher } from './invited-teacher';

/**
 * Issue 17 on the routes: item 21 in the browser (the certificate completes stop 8), item 8 (the
 * route expert's gender) and the "worth adding" list: continue where I left off, previous and next
 * stop, the completion banner, the masterclass's calendar file and local time.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const MAIN_SLUG = 'claves-para-conectar-con-tus-estudiantes';
const MAIN = `/eje/${MAIN_SLUG}`;
const SECOND = '/eje/aprendizaje-basado-en-proyectos';

/**
 * With SCREENSHOTS set (a folder), the page at 375, 768 and 1366 px, and the part `at` alone; each
 * width must fit.
 */
async function shoot(page: Page, name: string, at?: Locator) {
  const size = page.viewportSize();
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} fits ${width} px`,
    ).toBeLessThanOrEqual(width);
    const dir = process.env.SCREENSHOTS;
    if (!dir) continue;
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
    if (at) await at.screenshot({ path: path.join(dir, `${name}-${width}-detail.png`) });
  }
  if (size) await page.setViewportSize(size);
}

/**
 * A teacher of our own, invited with `npm run invite` and signed in (the demo teacher's progress is
 * what other specs check). `confirm` fills the Colombian confirmation form, which the route
 * certificate needs; otherwise it is skipped.
 */
async function newTeacher(page: Page, baseURL: string, { confirm = false } = {}): Promise<void> {
  await inviteTeacher(page, baseURL, { tag: 'extras', name: 'Rosa', lastname: 'Mejía' });
  if (!confirm) {
    await page.getByRole('button', { name: 'Confirmar más tarde' }).click();
    await expect(page).not.toHaveURL('/confirmacion');
    return;
  }
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
  await field('País').selectOption('colombia');
  await field('Documento de identidad').fill(String(Date.now()).slice(-10));
  await field('Nº teléfono').fill('300 123 4567');
  await field('Dpto/Estado/Provincia').selectOption({ label: 'Antioquia' });
  await field('Ciudad').selectOption({ label: 'Medellín' });
  await expect(field('Colegio').locator('option')).not.toHaveCount(1);
  await field('Colegio').selectOption({ label: 'Otro / mi escuela no aparece' });
  await field('Nombre de tu colegio').fill('Institución Educativa La Esperanza');
  await field('Nivel').selectOption('SECUNDARIA');
  await field('Rol').selectOption('DOCENTE');
  await page.getByRole('button', { name: 'Guardar mis datos' }).click();
  await expect(page).not.toHaveURL(/\/confirmacion/);
}

/**
 * Marks stops of the main route done through the portal's own API, as opening each would: content
 * stops and the masterclass record a visit; stop 7 chooses and answers the first case.
 */
async function completeStops(page: Page, counts: number[]) {
  const status = await page.evaluate(
    async ({ slug, counts }) => {
      const token = async () => {
        const read = () =>
          decodeURIComponent(
            document.cookie
              .split('; ')
              .find((c) => c.startsWith('XSRF-TOKEN='))
              ?.slice(11) ?? '',
          );
        if (!read()) await fetch('/api/sanctum/csrf-cookie');
        return read();
      };
      const post = async (url: string, body?: unknown) =>
        (
          await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-xsrf-token': await token() },
            body: JSON.stringify(body ?? {}),
          })
        ).status;
      const info = await (await fetch(`/api/axis/info/${slug}`)).json();
      const answers: number[] = [];
      for (const step of info.steps as Array<{ step_count: number; kind: string; slug: string }>) {
        if (!counts.includes(step.step_count)) continue;
        if (step.kind === 'masterclass')
          answers.push(await post(`/api/axis/${slug}/registermasterclass/${step.slug}`));
        else if (step.kind === 'test') {
          const list = await (await fetch(`/api/axis/${slug}/tests/list`)).json();
          answers.push(await post(`/api/axis/${slug}/tests/selection`, { test: list.data[0].id }));
          const { test } = await (await fetch(`/api/test/${slug}`)).json();
          answers.push(
            await post(`/api/test/save/${slug}`, {
              questions: test.questions.map((q: { id: string; answers: Array<{ id: string }> }) => ({
                id: q.id,
                answer: q.answers[0]!.id,
              })),
            }),
          );
        } else answers.push(await post(`/api/axis/${slug}/registersteps/${step.slug}`));
      }
      return answers;
    },
    { slug: MAIN_SLUG, counts },
  );
  expect(
    status.every((s) => s === 200),
    `answers ${status.join(', ')}`,
  ).toBe(true);
}

test('the route certificate completes stop 8 on the route map at once, and the route says it is done (items 21 and the banner)', async ({
  browser,
  baseURL,
}) => {
  // A context of its own: the PDF downloads (attachments in a sandboxed document) would trip the
  // shared page fixture's cookie-banner script. The banner is answered here the same way.
  const context = await browser.newContext();
  await context.addInitScript(() => {
    try {
      localStorage.setItem('foro.cookieConsent', 'rejected');
    } catch {
      // a sandboxed document (a download) has no storage
    }
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1366, height: 900 });
  await newTeacher(page, baseURL!, { confirm: true });
  await page.goto(MAIN);
  await completeStops(page, [1, 2, 3, 4, 5, 6, 7]);
  await page.reload();
  await expect(page.getByText('Has completado 7 de 8 paradas')).toBeVisible();
  // At 7 of 8, "continue" leads to the certificate stop; no banner yet.
  await expect(page.getByRole('link', { name: /Continuar donde lo dejé\s*:\s*Parada 8/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: '¡Completaste la ruta!' })).toHaveCount(0);

  // A marker in this document: if the page reloaded, it would be gone.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const stop8 = page.getByRole('listitem').filter({ hasText: /Parada 8 ·/ });
  const download = page.waitForEvent('download');
  await stop8.getByRole('button').click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  await expect(page.getByText('Has completado 8 de 8 paradas')).toBeVisible();
  await expect(stop8.getByText('Completada')).toBeVisible();
  await expect(page.getByRole('link', { name: /Continuar donde lo dejé/ })).toHaveCount(0);
  const banner = page.getByRole('region', { name: '¡Completaste la ruta!' });
  await expect(banner).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  // The banner's button downloads the certificate again.
  const again = page.waitForEvent('download');
  await banner.getByRole('button', { name: /Descargar certificado/ }).click();
  expect((await again).suggestedFilename()).toMatch(/\.pdf$/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'route-completed', banner);

  // The profile's journey card says the same.
  await page.goto('/perfil');
  const journey = page.getByRole('region', { name: 'Tu viaje' });
  await expect(journey.getByText('Has completado 8 de 8 paradas')).toBeVisible();
  await expect(journey.getByRole('link', { name: 'Ver la ruta y tu certificado' })).toHaveAttribute(
    'href',
    MAIN,
  );
  expect(errors).toEqual([]);
  await context.close();
});

test('"Continuar donde lo dejé" leads to the first stop not done; each stop links the previous and next; the profile points there too', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await newTeacher(page, baseURL!);
  await page.goto(MAIN);
  await expect(page.getByRole('link', { name: /Empezar la ruta\s*:\s*Parada 1/ })).toBeVisible();
  await completeStops(page, [1, 2, 4]);
  await page.reload();
  await expect(page.getByText('Has completado 3 de 8 paradas')).toBeVisible();
  const go = page.getByRole('link', { name: /Continuar donde lo dejé\s*:\s*Parada 3: / });
  await expect(go).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'route-continue', page.locator('main header').first());
  await go.click();
  await expect(page).toHaveURL(`${MAIN}/etapa/conoce-a-tu-grupo`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const pager = page.getByRole('navigation', { name: 'Paradas de la ruta' });
  await expect(pager.getByRole('link', { name: /^Parada 2: / })).toHaveAttribute(
    'href',
    `${MAIN}/etapa/los-primeros-minutos`,
  );
  await expect(pager.getByRole('link', { name: /^Parada 4: / })).toHaveAttribute(
    'href',
    `${MAIN}/etapa/empatia-y-reconocimiento`,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'stop-pager', pager);
  await pager.getByRole('link', { name: /^Parada 4: / }).click();
  await expect(page).toHaveURL(`${MAIN}/etapa/empatia-y-reconocimiento`);
  // Stop 4 leads on to the masterclass, stop 5.
  await expect(pager.getByRole('link', { name: /^Parada 5: / })).toHaveAttribute(
    'href',
    /\/masterclass\/masterclass-el-vinculo-que-ensena$/,
  );
  await pager.getByRole('link', { name: /^Parada 5: / }).click();
  await expect(page).toHaveURL(/\/masterclass\//);
  await expect(pager.getByRole('link', { name: /^Parada 6: / })).toBeVisible();
  await pager.getByRole('link', { name: /^Parada 6: / }).click();
  await expect(pager.getByRole('link', { name: /^Parada 7: / })).toHaveAttribute('href', `${MAIN}/tests`);
  await pager.getByRole('link', { name: /^Parada 7: / }).click();
  await expect(page).toHaveURL(`${MAIN}/tests`);
  await expect(pager.getByRole('link', { name: /^Parada 6: / })).toBeVisible();
  await expect(pager.getByRole('link', { name: /^Parada 8: / })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Stops 3 to 6 were opened on the way: the profile sends the member on to stop 7.
  await page.goto('/perfil');
  const journey = page.getByRole('region', { name: 'Tu viaje' });
  await expect(journey.getByText('Has completado 6 de 8 paradas')).toBeVisible();
  await expect(journey.getByRole('link', { name: /Continuar donde lo dejé\s*:\s*Parada 7/ })).toHaveAttribute(
    'href',
    `${MAIN}/tests`,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'profile-journey', journey);
});

test.describe("the route expert's gender (item 8)", () => {
  test('the experts screen names the expert as staff chose: "Conoce a la experta" / "Conoce al experto"', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await signIn('docente@example.org', `${MAIN}/expertos`);
    await expect(page.getByRole('heading', { level: 1, name: 'Conoce a la experta' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pregunta a la experta' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Redes de la experta' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'experts-female', page.getByRole('main'));
    await page.goto(`${SECOND}/expertos`);
    await expect(page.getByRole('heading', { level: 1, name: 'Conoce al experto' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pregunta al experto' })).toBeVisible();
  });

  test('staff choose it in the route form, and the route pages follow the saved choice', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const slug = `ruta-experta-${Date.now()}`;
    await page.goto(`/connect?redirectTo=${encodeURIComponent('/admin/ejes/nuevo')}`);
    await fillConnectForm(page, 'admin@example.org');
    const form = page.getByRole('form', { name: 'Datos de la ruta' });
    await form.getByLabel(/^Título/).fill('Ruta con experta');
    await form.getByLabel(/^Dirección \(slug\)/).fill(slug);
    await form.getByLabel(/^Fecha/).fill('2026-12-01');
    await form.getByLabel(/^Ponente/).fill('Lucía Arias Montes');
    const gender = form.getByLabel('Género gramatical del experto');
    await expect(gender).toHaveValue('m');
    await gender.selectOption({ label: 'Femenino (la experta)' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'admin-axis-gender', gender.locator('..'));
    await form.getByRole('button', { name: 'Crear ruta' }).click();
    // The new route's own editor (not the empty form it came from).
    await expect(page).toHaveURL(/\/admin\/ejes\/(?!nuevo$)[^/]+$/);
    const saved = page.getByRole('form', { name: 'Datos de la ruta' });
    await expect(saved.getByLabel('Género gramatical del experto')).toHaveValue('f');
    const editor = page.url();

    // Staff preview the draft route's experts screen as members will see it.
    await page.goto(`/eje/${slug}/expertos`);
    await expect(page.getByRole('heading', { level: 1, name: 'Conoce a la experta' })).toBeVisible();

    await page.goto(editor);
    await saved.getByLabel('Género gramatical del experto').selectOption('m');
    await saved.getByRole('button', { name: 'Guardar ruta' }).click();
    await expect(saved.getByRole('status')).toHaveText('Cambios guardados.');
    await page.goto(`/eje/${slug}/expertos`);
    await expect(page.getByRole('heading', { level: 1, name: 'Conoce al experto' })).toBeVisible();
  });
});

test("the masterclass gives its time in the member's zone, and a calendar file while it is to come (worth adding)", async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // The demo teacher lives in Colombia (GMT-5). The main route's masterclass took place three days ago.
  await signIn('docente@example.org', `${MAIN}/masterclass/masterclass-el-vinculo-que-ensena`);
  const hours = page.getByRole('region', { name: 'Horario de la masterclass' });
  const own = hours.locator('time');
  await expect(own).toHaveText(/^\p{L}+, \d{1,2} de \p{L}+ de \d{4}, a las (\d\d:\d\d) \(GMT-5\)$/u);
  const hour = /a las (\d\d:\d\d)/.exec((await own.textContent())!)![1];
  // The same hour as Colombia's row of the per-country list.
  await expect(hours.getByRole('listitem').filter({ hasText: 'Colombia' })).toContainText(`${hour} h`);
  // Over: nothing to add to a calendar.
  await expect(hours.getByRole('link', { name: /Añadir al calendario/ })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'masterclass-hours', hours);

  // The second route's masterclass is weeks away: its stop card on the route map gives its time in
  // the member's zone and the calendar file, before the masterclass page opens.
  await page.goto(SECOND);
  const card = page.getByRole('listitem').filter({ hasText: /Parada 5 ·/ });
  await expect(card.getByText(/^En vivo: /)).toContainText(/a las \d\d:\d\d \(GMT-5\)/);
  const ics = card.getByRole('link', { name: /Añadir al calendario/ });
  const href = await ics.getAttribute('href');
  expect(href).toBe(
    '/api/axis/aprendizaje-basado-en-proyectos/masterclass/masterclass-proyectos-con-sentido/calendar',
  );
  await expect(ics).toHaveAttribute('download', '');
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = (await file.text()).replace(/\r\n[ \t]/g, '');
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(text).toContain(
    '/eje/aprendizaje-basado-en-proyectos/masterclass/masterclass-proyectos-con-sentido',
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'route-masterclass-card', card);
});
