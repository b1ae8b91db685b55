import type { Browser, Locator, Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';

const SHOTS = process.env.E2E_SCREENSHOTS;
/** A past meeting whose forum no other spec reads (its comments can be added and hidden here). */
const MEETING = 'evaluar-para-aprender';

/** Screenshots to look at, when E2E_SCREENSHOTS names a folder. */
async function shoot(page: Page, name: string, part?: Locator) {
  if (!SHOTS) return;
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    if (part) await part.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    else await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * A JSON call with the page's session, as the portal's own client sends it (with the anti-forgery
 * header): through the context's request API, so no screen has to be loaded first.
 */
const call = async (page: Page, method: string, url: string, body?: unknown) => {
  const cookies = await page.context().cookies();
  const token = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const res = await page.request.fetch(url, {
    method,
    headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
    ...(body === undefined ? {} : { data: body }),
  });
  return { status: res.status(), body: (await res.json().catch(() => null)) as unknown };
};

/** A page signed in as a demo account, in a browser context of its own. */
async function as(browser: Browser, sessionOf: (email: string) => Promise<unknown[]>, email: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.addInitScript(() => localStorage.setItem('foro.cookieConsent', 'rejected'));
  await context.addCookies((await sessionOf(email)) as Parameters<typeof context.addCookies>[0]);
  return context.newPage();
}

/**
 * A route of its own (no other spec reads it, so threads added and replies written here change
 * nothing another spec counts), published and coached by the demo coach. Answers its id.
 */
async function routeOfItsOwn(staff: Page, slug: string, key: string): Promise<string> {
  const created = await call(staff, 'POST', '/api/admin/axes', {
    slug,
    position: 900,
    claim: '',
    title: `Ruta de hilos ${key}`,
    excerpt: '',
    date: '2026-03-01',
    active: true,
    video_inner: '',
    speaker: '',
    speaker_job: '',
    speaker_country: '',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const axisId = (created.body as { id: string }).id;
  const candidates = (await call(staff, 'GET', '/api/admin/axes/coach-candidates?q=coach%40example.org'))
    .body as Array<{ id: string }>;
  const axis = async () =>
    (await call(staff, 'GET', `/api/admin/axes/${axisId}`)).body as { revision: number };
  const coaches = await call(staff, 'PUT', `/api/admin/axes/${axisId}/coaches`, {
    revision: (await axis()).revision,
    coaches: [{ user_id: candidates[0]!.id, name: 'Lucía Herrera Campos', job: '', bio: '', image: '' }],
  });
  expect(coaches.status, JSON.stringify(coaches.body)).toBe(200);
  const published = await call(staff, 'POST', `/api/admin/axes/${axisId}/publish`, {
    revision: (await axis()).revision,
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return axisId;
}

test('meeting forum: a member reports a comment once, staff hide it, its author reads the note; coaches have no tools', async ({
  page,
  browser,
  signIn,
  sessionOf,
}) => {
  const key = Date.now().toString(36);
  const offending = `Un comentario fuera de lugar ${key}`;
  const comments = (p: Page) =>
    p
      .getByRole('region', { name: 'Debate en el foro' })
      .getByRole('list', { name: 'Comentarios del foro' })
      .getByRole('listitem');

  // The author writes a comment.
  await signIn('docente@example.org', `/encuentros/${MEETING}/interactua#debate`);
  const forum = page.getByRole('region', { name: 'Debate en el foro' });
  await forum.getByRole('textbox').fill(offending);
  await forum.getByRole('button', { name: 'Publicar' }).click();
  await expect(comments(page).filter({ hasText: offending })).toHaveCount(1);
  // No "Reportar" under one's own comment.
  await expect(
    comments(page)
      .filter({ hasText: offending })
      .getByRole('button', { name: /^Reportar/ }),
  ).toHaveCount(0);

  // Another member reports it once; the API refuses a second report.
  const reader = await as(browser, sessionOf, 'completo@example.org');
  await reader.goto(`/encuentros/${MEETING}/interactua#debate`);
  const target = comments(reader).filter({ hasText: offending });
  await target.getByRole('button', { name: /^Reportar/ }).click();
  await reader.getByLabel('¿Por qué reportas este mensaje?').fill('No tiene que ver con el encuentro');
  await shoot(reader, 'meeting-forum-report');
  expect(await seriousA11yViolations(reader)).toEqual([]);
  await reader.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(reader.getByText('Gracias: el equipo revisará este mensaje.')).toBeVisible();
  await expect(target.getByRole('button', { name: /^Reportar/ })).toHaveCount(0);
  // The API's refusals (409 for a second report, 403 for one's own) are proved on both engines by
  // moderation/moderation.test.ts ("meeting forum: members report a comment once…").

  // A coach reads the meeting forum with no moderation tools (meeting forums are staff's).
  const coach = await as(browser, sessionOf, 'coach@example.org');
  await coach.goto(`/encuentros/${MEETING}/interactua#debate`);
  await expect(comments(coach).filter({ hasText: offending })).toHaveCount(1);
  await expect(coach.getByRole('button', { name: /^Ocultar/ })).toHaveCount(0);

  // Staff see the report on the comment and hide it with a reason.
  const staff = await as(browser, sessionOf, 'admin@example.org');
  await staff.goto(`/encuentros/${MEETING}/interactua#debate`);
  const staffTarget = comments(staff).filter({ hasText: offending });
  await expect(staffTarget.getByText('1 reporte')).toBeVisible();
  await staffTarget.getByRole('button', { name: /^Ocultar/ }).click();
  await staff.getByLabel('Motivo para ocultarlo').fill('No respeta las normas del foro');
  await staff.getByRole('button', { name: 'Ocultar mensaje' }).click();
  await expect(staff.getByText('Mensaje ocultado.')).toBeVisible();
  await expect(staffTarget.getByText('Oculto', { exact: true })).toBeVisible();
  await shoot(staff, 'meeting-forum-staff');
  expect(await seriousA11yViolations(staff)).toEqual([]);

  // Other members no longer see it; its author reads the note and the reason in its place.
  await reader.reload();
  await expect(comments(reader).first()).toBeVisible();
  await expect(reader.getByText(offending)).toHaveCount(0);
  await page.reload();
  const note = comments(page).filter({ hasText: 'Tu mensaje fue ocultado por la moderación.' });
  await expect(note).toContainText('Motivo: No respeta las normas del foro');
  await expect(page.getByText(offending)).toHaveCount(0);
  await shoot(page, 'meeting-forum-hidden-note');
  expect(await seriousA11yViolations(page)).toEqual([]);

  for (const p of [reader, coach, staff]) await p.context().close();
});

test('a coach opens a thread, pins it (it goes first) and closes it: members can no longer reply; staff unpin it in the back office', async ({
  page,
  browser,
  signIn,
  sessionOf,
}) => {
  const key = Date.now().toString(36);
  const slug = `ruta-hilos-${key}`;
  const title = `Normas de la ruta ${key}`;

  const staff = await as(browser, sessionOf, 'admin@example.org');
  const axisId = await routeOfItsOwn(staff, slug, key);
  // A first thread, opened by staff in the back office.
  expect(
    (
      await call(staff, 'POST', `/api/admin/axes/${axisId}/threads`, {
        title: `Presentaciones ${key}`,
        coach_id: null,
      })
    ).status,
  ).toBe(200);

  // The coach opens a thread from the route's forum.
  await signIn('coach@example.org', `/eje/${slug}/foro-de-participacion`);
  await page.getByRole('button', { name: 'Abrir una conversación' }).click();
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Primer mensaje').fill('Leed las normas antes de escribir.');
  await page.getByRole('button', { name: 'Publicar conversación' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const threadUrl = new URL(page.url()).pathname;

  // The list is by latest activity: a member's reply in the other thread brings it to the top…
  const member = await as(browser, sessionOf, 'docente@example.org');
  const firstThread = (p: Page) => p.locator('main h2').first();
  await member.goto(`/eje/${slug}/foro-de-participacion`);
  await expect(firstThread(member)).toContainText(title);
  await member.getByRole('link', { name: `Presentaciones ${key}` }).click();
  await member.getByRole('button', { name: 'Responder' }).click();
  await member.getByPlaceholder('Escribe algo...').fill(`Hola a todos ${key}`);
  await member.getByRole('button', { name: 'Publicar' }).click();
  await expect(member.getByText(`Hola a todos ${key}`)).toBeVisible();
  await member.goto(`/eje/${slug}/foro-de-participacion`);
  await expect(firstThread(member)).toContainText(`Presentaciones ${key}`);
  // …and pinned, the coach's thread goes first whatever the activity.
  await page.goto(`/eje/${slug}/foro-de-participacion`);
  await page.getByRole('button', { name: `Fijar «${title}»` }).click();
  await expect(page.getByRole('button', { name: `Desfijar «${title}»` })).toBeVisible();
  await member.goto(`/eje/${slug}/foro-de-participacion`);
  await expect(firstThread(member)).toContainText(title);
  await expect(firstThread(member)).toContainText('Fijada');

  // Closed, members read it but cannot reply, and are told so in Spanish.
  await page.getByRole('button', { name: `Cerrar «${title}»` }).click();
  await expect(page.getByRole('button', { name: `Reabrir «${title}»` })).toBeVisible();
  await shoot(page, 'thread-list-coach-pinned');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await member.goto(threadUrl);
  await expect(member.getByText('Leed las normas antes de escribir.')).toBeVisible();
  await expect(
    member.getByText('Esta conversación está cerrada: puedes leerla, pero ya no admite respuestas.'),
  ).toBeVisible();
  await expect(member.getByRole('button', { name: 'Responder' })).toHaveCount(0);
  await shoot(member, 'thread-closed-member');
  expect(await seriousA11yViolations(member)).toEqual([]);

  // Staff see it pinned and closed in the back office's thread panel and unpin it there.
  await staff.goto(`/admin/ejes/${axisId}`);
  const row = staff.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Fijada')).toBeVisible();
  await expect(row.getByText('Cerrada')).toBeVisible();
  await shoot(staff, 'admin-thread-panel', staff.getByRole('region', { name: 'Foro de participación' }));
  expect(await seriousA11yViolations(staff)).toEqual([]);
  await row.getByRole('button', { name: `Desfijar «${title}»` }).click();
  await expect(row.getByRole('button', { name: `Fijar «${title}»` })).toBeVisible();
  await expect(row.getByText('Fijada')).toHaveCount(0);
  // …and reopen it, with the revision the pin moved on.
  await row.getByRole('button', { name: `Reabrir «${title}»` }).click();
  await expect(row.getByRole('button', { name: `Cerrar «${title}»` })).toBeVisible();
  await member.reload();
  await expect(member.getByRole('button', { name: 'Responder' })).toBeVisible();
  await staff.goto('/admin/registro?itemType=thread');
  await expect(staff.getByText(title).first()).toBeVisible();

  for (const p of [member, staff]) await p.context().close();
});

test('a member edits their own reply (marked "editado"), threads list by latest activity, and a thread marks what is new since the last visit', async ({
  page,
  browser,
  signIn,
  sessionOf,
}) => {
  const key = Date.now().toString(36);
  const slug = `ruta-actividad-${key}`;
  const staff = await as(browser, sessionOf, 'admin@example.org');
  const axisId = await routeOfItsOwn(staff, slug, key);
  for (const title of [`Alfa ${key}`, `Beta ${key}`])
    expect(
      (await call(staff, 'POST', `/api/admin/axes/${axisId}/threads`, { title, coach_id: null })).status,
    ).toBe(200);
  await staff.context().close();
  const list = `/eje/${slug}/foro-de-participacion`;
  const titles = (p: Page) => p.locator('main h2');
  const posts = (p: Page) => p.getByRole('list', { name: 'Mensajes' }).getByRole('listitem');
  const reply = async (p: Page, text: string) => {
    await p.getByRole('button', { name: 'Responder' }).click();
    await p.getByPlaceholder('Escribe algo...').fill(text);
    await p.getByRole('button', { name: 'Publicar' }).click();
    await expect(posts(p).filter({ hasText: text })).toHaveCount(1);
  };

  // No posts yet: by position. A reply in Beta brings it to the top, then one in Alfa.
  await signIn('docente@example.org', list);
  await expect(titles(page)).toHaveText([new RegExp(`^Alfa ${key}`), new RegExp(`^Beta ${key}`)]);
  await page.getByRole('link', { name: `Beta ${key}` }).click();
  await reply(page, `Abro Beta ${key}`);
  await page.goto(list);
  await expect(titles(page)).toHaveText([new RegExp(`^Beta ${key}`), new RegExp(`^Alfa ${key}`)]);
  await page.getByRole('link', { name: `Alfa ${key}` }).click();
  await reply(page, `Primera idea ${key}`);
  const alfa = new URL(page.url()).pathname;
  await page.goto(list);
  await expect(titles(page)).toHaveText([new RegExp(`^Alfa ${key}`), new RegExp(`^Beta ${key}`)]);
  await shoot(page, 'thread-list-activity');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Another member reads Alfa; then two replies arrive: they are marked on the next visit.
  const reader = await as(browser, sessionOf, 'completo@example.org');
  // The page tells the server how far it was read (a POST once it is shown).
  const readSent = reader.waitForResponse((r) => r.url().endsWith('/read') && r.status() === 200);
  await reader.goto(alfa);
  await expect(posts(reader)).toHaveCount(1);
  await expect(reader.getByText(/Nuevo/)).toHaveCount(0);
  await readSent;
  // The reader leaves: an open thread receives new posts live and counts them as read.
  await reader.goto(list);
  await page.goto(alfa);
  await reply(page, `Segunda idea ${key}`);
  await reader.goto(alfa);
  const fresh = posts(reader).filter({ hasText: `Segunda idea ${key}` });
  await expect(fresh.getByText('Nuevo desde tu última visita')).toBeVisible();
  await expect(
    posts(reader)
      .filter({ hasText: `Primera idea ${key}` })
      .getByText(/Nuevo/),
  ).toHaveCount(0);
  await shoot(reader, 'thread-new-marker');
  expect(await seriousA11yViolations(reader)).toEqual([]);

  // Each post has its own address: opened anew, it shows that post with the focus on it.
  const link = await posts(reader)
    .filter({ hasText: `Primera idea ${key}` })
    .getByRole('link', { name: /^Enlace/ })
    .getAttribute('href');
  expect(link).toMatch(/#mensaje-/);
  await reader.goto(list);
  await reader.goto(link!);
  await expect(posts(reader).filter({ hasText: `Primera idea ${key}` })).toBeFocused();

  // The author edits their first reply (the same rules as a reply: empty is refused).
  const mine = posts(page).filter({ hasText: `Primera idea ${key}` });
  await mine.getByRole('button', { name: 'Editar tu mensaje' }).click();
  const box = page.getByRole('textbox', { name: 'Edita tu mensaje' });
  await box.fill('   ');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Debes escribir tu mensaje')).toBeVisible();
  await box.fill(`Primera idea, mejor explicada ${key}`);
  await shoot(page, 'thread-edit-form');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  const edited = posts(page).filter({ hasText: `Primera idea, mejor explicada ${key}` });
  await expect(edited.getByText('(editado)')).toBeVisible();

  // The reader sees the new text marked as edited; nothing is new any more.
  await reader.reload();
  await expect(
    posts(reader)
      .filter({ hasText: `Primera idea, mejor explicada ${key}` })
      .getByText('(editado)'),
  ).toBeVisible();
  await expect(reader.getByText(/Nuevo desde/)).toHaveCount(0);
  // Once the reader replies, the author's posts can no longer be edited.
  await reply(reader, `Respuesta del lector ${key}`);
  await page.reload();
  await expect(posts(page).getByRole('button', { name: 'Editar tu mensaje' })).toHaveCount(0);
  await reader.context().close();
});

test('a member deletes their own reply after confirming in a dialog: it is gone for everyone', async ({
  page,
  browser,
  signIn,
  sessionOf,
}) => {
  const key = Date.now().toString(36);
  const slug = `ruta-borrar-${key}`;
  const staff = await as(browser, sessionOf, 'admin@example.org');
  const axisId = await routeOfItsOwn(staff, slug, key);
  expect(
    (
      await call(staff, 'POST', `/api/admin/axes/${axisId}/threads`, {
        title: `Gamma ${key}`,
        coach_id: null,
      })
    ).status,
  ).toBe(200);
  await staff.context().close();
  const posts = (p: Page) => p.getByRole('list', { name: 'Mensajes' }).getByRole('listitem');
  const reply = async (text: string) => {
    await page.getByRole('button', { name: 'Responder' }).click();
    await page.getByPlaceholder('Escribe algo...').fill(text);
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(posts(page).filter({ hasText: text })).toHaveCount(1);
  };

  await signIn('docente@example.org', `/eje/${slug}/foro-de-participacion`);
  await page.getByRole('link', { name: `Gamma ${key}` }).click();
  await reply(`Mi aporte ${key}`);
  await reply(`Me equivoqué de conversación ${key}`);
  const thread = new URL(page.url()).pathname;
  const wrong = posts(page).filter({ hasText: `Me equivoqué de conversación ${key}` });
  await expect(wrong.getByRole('button', { name: 'Editar tu mensaje' })).toBeVisible();
  await shoot(page, 'thread-own-post-tools', wrong);

  // The confirmation is a dialog that starts on "Cancelar"; Escape leaves the post as it was.
  await wrong.getByRole('button', { name: 'Eliminar tu mensaje' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar tu mensaje?' });
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await shoot(page, 'thread-delete-confirm');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(wrong).toHaveCount(1);

  // With the keyboard: back one step to "Eliminar mensaje" and confirm.
  await wrong.getByRole('button', { name: 'Eliminar tu mensaje' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Eliminar mensaje' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(wrong).toHaveCount(0);
  await expect(posts(page)).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Tu mensaje se eliminó.' })).toHaveCount(1);

  // Gone after a reload and for another member too.
  await page.reload();
  await expect(posts(page).filter({ hasText: `Mi aporte ${key}` })).toHaveCount(1);
  await expect(page.getByText(`Me equivoqué de conversación ${key}`)).toHaveCount(0);
  const reader = await as(browser, sessionOf, 'completo@example.org');
  await reader.goto(thread);
  await expect(posts(reader).filter({ hasText: `Mi aporte ${key}` })).toHaveCount(1);
  await expect(posts(reader)).toHaveCount(1);
  await reader.context().close();
});
