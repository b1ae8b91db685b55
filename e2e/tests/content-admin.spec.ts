import type { Browser } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { openAs } from './staff-api';

/** Where the back office's screenshots go when someone wants to look at them (not in the repository). */
const shots = process.env.SCREENSHOT_DIR;

/** A signed-out visitor's page, with the cookie banner answered like the fixture does. */
async function visitorPage(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('foro.cookieConsent', 'rejected'));
  return context.newPage();
}

test.describe('content staff edit (docs/product/content.md#pages-staff-edit)', () => {
  test('a home item goes from draft to the 2022 home, and the change is in the audit log', async ({
    page,
    browser,
    sessionOf,
  }) => {
    const title = `Nuevo taller ${Date.now()}`;
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(page, sessionOf, 'admin@example.org', '/admin/portada');
    await expect(page.getByRole('heading', { level: 1, name: 'Portada' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /^Participa en nuestro sorteo/ })).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/admin-portada-1366.png`, fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Añadir elemento' }).click();
    const form = page.getByRole('form', { name: 'Nuevo elemento' });
    // The shared schema speaks first, in Spanish, next to the field.
    await form.getByRole('button', { name: 'Crear borrador' }).click();
    await expect(form.getByRole('textbox', { name: 'Título', exact: true })).toHaveAccessibleDescription(
      'Escribe el título.',
    );
    await form.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    await form
      .getByRole('textbox', { name: 'Texto', exact: true })
      .fill('Inscríbete en el taller de evaluación formativa.');
    await form.getByRole('textbox', { name: 'Imagen', exact: true }).fill('/media/demo/item-2.svg');
    await form.getByRole('textbox', { name: 'Enlace', exact: true }).fill('/foro-de-educadores');
    await form.getByRole('button', { name: 'Crear borrador' }).click();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row.getByText('Borrador')).toBeVisible();

    // A draft: staff preview it on the home, visitors do not see it.
    const visitor = await visitorPage(browser);
    await visitor.goto('/foro-de-educadores-2022');
    await expect(visitor.getByRole('heading', { name: 'Revive la edición 2021' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0);
    const preview = await page.context().newPage();
    await preview.goto('/foro-de-educadores-2022');
    const item = preview.getByRole('listitem').filter({ has: preview.getByRole('heading', { name: title }) });
    await expect(item.getByText('Vista previa: no publicado')).toBeVisible();
    await preview.close();

    await row.getByRole('button', { name: `Editar «${title}»` }).click();
    await page.getByRole('button', { name: 'Publicar ahora' }).click();
    await expect(row.getByText('Publicado')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
    await expect(visitor.getByRole('link', { name: title })).toHaveAttribute('href', '/foro-de-educadores');
    await visitor.context().close();

    await page.goto('/admin/registro?itemType=home-item');
    await expect(
      page.getByText(new RegExp(`publicó elemento de portada «${title}»`, 'i')).first(),
    ).toBeVisible();
    await expect(
      page.getByText(new RegExp(`creó elemento de portada «${title}»`, 'i')).first(),
    ).toBeVisible();
  });

  test('the About figures change from Páginas and show on the About page', async ({
    page,
    browser,
    sessionOf,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(page, sessionOf, 'admin@example.org', '/admin/paginas');
    await expect(page.getByRole('heading', { level: 1, name: 'Páginas' })).toBeVisible();
    const about = page.getByRole('form', { name: 'Quiénes somos: la comunidad en cifras' });
    await expect(
      about.getByRole('group', { name: 'Cifra 1' }).getByRole('textbox', { name: 'Cifra', exact: true }),
    ).toHaveValue('+60.000');
    await expect(
      page
        .getByRole('form', { name: 'Bases del sorteo' })
        .getByRole('textbox', { name: 'Título', exact: true }),
    ).toHaveValue('Bases legales del sorteo');
    if (shots) await page.screenshot({ path: `${shots}/admin-paginas-1366.png`, fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A fifth figure, so the four of the demo stay for the other tests.
    const label = `colegios en la prueba ${Date.now()}`;
    await about.getByRole('button', { name: 'Añadir cifra' }).click();
    const fifth = about.getByRole('group', { name: 'Cifra 5' });
    await fifth.getByRole('textbox', { name: 'Cifra', exact: true }).fill('1.234');
    await fifth.getByRole('textbox', { name: 'Qué cuenta', exact: true }).fill(label);
    await about.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(about.getByRole('status')).toHaveText('Guardado. Ya se ve en el portal.');

    const visitor = await visitorPage(browser);
    await visitor.goto('/');
    const figures = visitor.getByRole('region', { name: 'La comunidad en cifras' });
    await expect(figures.getByText(label)).toBeVisible();
    await expect(figures.getByText('+60.000')).toBeVisible();
    await visitor.context().close();

    await page.goto('/admin/registro?itemType=page&itemId=about');
    await expect(page.getByText(/modificó página «Quiénes somos: cifras»/i).first()).toBeVisible();

    // Put the four figures back, as a person would: remove the fifth and save.
    await page.goto('/admin/paginas');
    const again = page.getByRole('form', { name: 'Quiénes somos: la comunidad en cifras' });
    await again.getByRole('button', { name: 'Quitar la cifra 5' }).click();
    await again.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(again.getByRole('status')).toBeVisible();
  });

  test('the open masterclass screen shows the masterclass visitors see', async ({ page, sessionOf }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(page, sessionOf, 'admin@example.org', '/admin/masterclass-abierta');
    await expect(page.getByRole('heading', { level: 1, name: 'Masterclass abierta' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(
      'El vínculo que enseña: relaciones que transforman el aprendizaje',
    );
    await expect(page.getByText('Publicado')).toBeVisible();
    // An embed from a host the portal does not allow is refused next to its field.
    await page
      .getByRole('textbox', { name: 'Vídeo (dirección de inserción)', exact: true })
      .fill('https://evil.example.org/player');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(
      page.getByRole('textbox', { name: 'Vídeo (dirección de inserción)', exact: true }),
    ).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/servicio de vídeo permitido/).first()).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/admin-masterclass-1366.png`, fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Leave without saving: the unsaved-changes question is answered "stay", nothing is lost.
    page.once('dialog', (dialog) => dialog.dismiss());
    await page
      .getByRole('navigation', { name: 'Administración' })
      .getByRole('link', { name: 'Portada' })
      .click();
    await expect(page).toHaveURL('/admin/masterclass-abierta');
    await expect(
      page.getByRole('textbox', { name: 'Vídeo (dirección de inserción)', exact: true }),
    ).toHaveValue('https://evil.example.org/player');
  });
});
