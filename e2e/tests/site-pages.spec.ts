import type { Browser } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';
import { openAs } from './staff-api';

/** Where the screenshots go when someone wants to look at them (not in the repository). */
const shots = process.env.SCREENSHOT_DIR;

/** A signed-out visitor's page, with the cookie banner answered. */
async function visitorPage(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('foro.cookieConsent', 'rejected'));
  return context.newPage();
}

/** Today as the legal pages date their last save: in the publisher's zone. */
const today = () =>
  new Intl.DateTimeFormat('es', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Bogota',
  }).format(new Date());

test.describe('legal pages and homes’ texts staff edit (docs/product/content.md#legal-pages)', () => {
  test('staff add a sentence to the social-network policy; a visitor reads it at once, dated today', async ({
    page,
    browser,
    sessionOf,
  }) => {
    const sentence = `Respondemos en redes en un plazo de dos días hábiles ${Date.now()}.`;
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(page, sessionOf, 'admin@example.org', '/admin/paginas?pagina=social-media-policy');
    const form = page.getByRole('form', { name: 'Política de redes sociales' });
    await expect(form.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(
      'Política de redes sociales',
    );
    if (shots) await page.screenshot({ path: `${shots}/admin-legal-page-1366.png` });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The last section's text, in the rich-text editor, written anew.
    const sections = form.getByRole('group', { name: /^Sección \d+$/ });
    const count = await sections.count();
    const last = form.getByRole('group', { name: `Sección ${count}`, exact: true });
    const anchor = await last.getByRole('textbox', { name: 'Ancla' }).inputValue();
    const editor = last.getByRole('textbox', { name: `Texto de la sección ${count}`, exact: true });
    // Focused from the keyboard, as in admin-axes.spec.ts: a click's caret, set by the editor a moment
    // later, could land after Ctrl+A on a loaded machine.
    await editor.focus();
    await expect(editor).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(sentence);
    await expect(editor).toHaveText(sentence);
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(form.getByRole('status')).toHaveText('Guardado. Ya se ve en el portal.');

    // A visitor (the page comes prerendered) follows a link to that section.
    const visitor = await visitorPage(browser);
    await visitor.setViewportSize({ width: 375, height: 740 });
    await visitor.goto(`/politica-de-rrss#${anchor}`);
    const section = visitor.locator(`section#${anchor}`);
    await expect(section.getByText(sentence, { exact: true })).toBeVisible();
    await expect(visitor.locator(`#${anchor}-title`)).toBeInViewport();
    await expect(visitor.getByText(`Última actualización: ${today()}`)).toBeVisible();
    // The prerendered HTML itself carries the new text, for a reader without JavaScript.
    const html = await (await visitor.request.get('/politica-de-rrss')).text();
    expect(html).toContain(sentence);
    if (shots) {
      // The first screen a phone shows after following the link: the section itself.
      await visitor.screenshot({ path: `${shots}/legal-page-edited-375.png` });
      await visitor.setViewportSize({ width: 1366, height: 900 });
      await visitor.goto('/politica-de-rrss');
      await visitor.screenshot({ path: `${shots}/legal-page-edited-1366.png` });
    }

    // The change is in the audit log.
    await page.goto('/admin/registro?itemType=page');
    await expect(page.getByRole('main').getByText('Política de redes sociales').first()).toBeVisible();
    await visitor.context().close();
  });

  test('staff change the 2022 home’s introduction; a visitor reads it', async ({
    page,
    browser,
    sessionOf,
  }) => {
    const intro = `Rutas de aprendizaje con expertos y colegas de 14 países ${Date.now()}.`;
    await page.setViewportSize({ width: 375, height: 740 });
    await openAs(page, sessionOf, 'admin@example.org', '/admin/paginas?pagina=home-2022');
    const form = page.getByRole('form', { name: 'Portada 2022: texto principal' });
    await expect(form.getByRole('textbox', { name: 'Titular' })).toHaveValue('Foro de Educadores 2022');
    if (shots) await page.screenshot({ path: `${shots}/admin-home-text-375.png`, fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('textbox', { name: 'Texto de entrada' }).fill(intro);
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(form.getByRole('status')).toHaveText('Guardado. Ya se ve en el portal.');

    const visitor = await visitorPage(browser);
    await visitor.goto('/foro-de-educadores-2022');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Foro de Educadores 2022' })).toBeVisible();
    await expect(visitor.getByText(intro)).toBeVisible();
    await visitor.context().close();
  });
});
