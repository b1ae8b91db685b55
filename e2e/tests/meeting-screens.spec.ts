import type { Locator } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';

/**
 * The meeting screens as teachers meet them at 375, 768 and 1366 px (issue "Screens as people see
 * them", meetings items): nothing clipped, covered or blank.
 */
const LIVE = 'bienestar-docente-y-socioemocional';
const UPCOMING = 'la-lectura-en-la-era-digital';
const live = (slug: string) => `/encuentros/${slug}/vive-el-encuentro`;

/** The point a person would tap or read at the middle of `target` hits `target` itself: not clipped or covered. */
async function expectReachable(target: Locator, what: string) {
  // Only boxes that scroll for the reader (the window, a modal) are scrolled: scrollIntoView would
  // also scroll a clipping (overflow: hidden) box and so hide the very fault this looks for.
  await target.evaluate((el) => {
    for (let box = el.parentElement; box; box = box.parentElement) {
      const { overflowY } = getComputedStyle(box);
      if ((overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight) {
        const r = el.getBoundingClientRect();
        const b = box.getBoundingClientRect();
        box.scrollTop += r.top - b.top - b.height / 2;
      }
    }
    const r = el.getBoundingClientRect();
    window.scrollBy(0, r.top - window.innerHeight / 2);
  });
  const hit = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + Math.min(r.width / 2, 40);
    const y = r.top + r.height / 2;
    const top = document.elementFromPoint(x, y);
    return Boolean(top && (el === top || el.contains(top)));
  });
  expect(hit, `${what} is neither clipped nor covered`).toBe(true);
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('the live page’s schedule (item 1)', () => {
  for (const width of [375, 1366]) {
    test(`every country's row can be read at ${width} px`, async ({ page, signIn }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn('docente@example.org', live(UPCOMING));
      await page.getByRole('button', { name: 'Consulta el horario de tu país' }).click();
      const table = page.getByRole('table', { name: 'Horario del encuentro en cada país' });
      // The header, the member's own zone ("Tu hora", decision 0046) first, then the 17 rows of the countries.
      await expect(table.getByRole('row')).toHaveCount(19);
      await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toHaveText('Tu hora');
      for (const country of ['Argentina', 'Chile', 'México \\(Tijuana\\)', 'Uruguay', 'España']) {
        await expectReachable(table.getByRole('rowheader', { name: new RegExp(country) }), country);
      }
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});

test.describe('the info modal (items 2 and 3)', () => {
  test('at 1366 px pointing at the schedule and moving down leaves the keys video and the speaker reachable', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/foro-de-educadores');
    await page
      .getByRole('article', { name: /La lectura/ })
      .getByRole('button', { name: '¡Descúbrelo!' })
      .click();
    const modal = page.getByRole('dialog', { name: 'La lectura en la era digital' });
    const toggle = modal.getByRole('button', { name: 'Consulta el horario de tu país' });
    const keys = modal.getByRole('button', { name: 'Las claves de la ponencia' });
    await toggle.hover();
    await page.mouse.move(0, 0, { steps: 1 });
    await keys.hover();
    await expectReachable(keys, 'Las claves de la ponencia');
    // Opened on purpose, the table still leaves both in reach.
    await toggle.click();
    await expect(modal.getByRole('table', { name: 'Horario del encuentro en cada país' })).toBeVisible();
    await expectReachable(keys, 'Las claves de la ponencia');
    await expectReachable(modal.getByText('Conduce', { exact: true }), 'the host');
  });

  test('at 375 px the schedule stays inside the modal', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/foro-de-educadores');
    await page
      .getByRole('article', { name: /La lectura/ })
      .getByRole('button', { name: '¡Descúbrelo!' })
      .click();
    const modal = page.getByRole('dialog', { name: 'La lectura en la era digital' });
    await modal.getByRole('button', { name: 'Consulta el horario de tu país' }).click();
    const region = modal.getByRole('region', { name: 'Horario por país' });
    await expect(region).toBeVisible();
    const box = (await region.boundingBox())!;
    const dialogBox = (await modal.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
    expect(box.x).toBeGreaterThanOrEqual(dialogBox.x);
    await expectReachable(region.getByRole('rowheader', { name: 'España' }), 'España');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  for (const width of [768, 1366]) {
    test(`at ${width} px the banner shows whole, not a blank crop`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/foro-de-educadores');
      await page
        .getByRole('article', { name: /La lectura/ })
        .getByRole('button', { name: '¡Descúbrelo!' })
        .click();
      const art = page.getByRole('dialog').locator('img').first();
      await expect(art).toBeVisible();
      const ratio = await art.evaluate((img: HTMLImageElement) => {
        const r = img.getBoundingClientRect();
        return { shown: r.width / r.height, natural: img.naturalWidth / img.naturalHeight };
      });
      // The wide banner keeps its shape (within 10 %), so no part of it is cropped away.
      expect(Math.abs(ratio.shown - ratio.natural) / ratio.natural).toBeLessThan(0.1);
    });
  }
});

test.describe('the call to action (item 4)', () => {
  for (const width of [375, 1366]) {
    test(`covers neither the player nor the attendance card at ${width} px`, async ({ page, signIn }) => {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
      await signIn('docente@example.org', live(LIVE));
      const banner = page.getByRole('complementary', { name: 'Participa' });
      await expect(banner).toBeVisible({ timeout: 15_000 });
      // Measured where it comes to rest: once its slide-in has ended.
      await banner.evaluate((el) =>
        Promise.all(
          el
            .getAnimations({ subtree: true })
            .filter((a) => a.effect?.getTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
      );
      const player = page.getByRole('region', { name: 'Emisión del encuentro' }).locator('video');
      const card = page.getByRole('region', { name: 'Tu asistencia' });
      for (const target of [player, card]) {
        await target.evaluate((el) => el.scrollIntoView({ block: 'end' }));
        const a = (await banner.boundingBox())!;
        const b = (await target.boundingBox())!;
        expect(overlaps(a, b), 'the banner lies over the page').toBe(false);
      }
    });
  }
});

test('a member with a viewing problem writes from the live page, and staff read it in the inbox (item 5)', async ({
  page,
  signIn,
  browser,
  sessionOf,
}) => {
  await signIn('docente@example.org', live(LIVE));
  await page.getByRole('button', { name: 'Escríbenos' }).click();
  await expect(page).toHaveURL(live(LIVE));
  const form = page.getByRole('form', { name: '¿Problemas para ver el encuentro?' });
  await expect(form).toBeVisible();
  await expect(form).toContainText('Bienestar docente');
  await expect(form).toContainText('docente@example.org');
  await expect(page.getByText('¿Quieres unirte al Foro de Educadores?')).toHaveCount(0);
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('Este campo es obligatorio')).toBeVisible();
  const stamp = `El vídeo se queda en negro (${Date.now()})`;
  await form.getByLabel('¿Qué te ocurre?').fill(stamp);
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Te responderemos' })).toBeVisible();
  await expect(page).toHaveURL(live(LIVE));
  expect(await seriousA11yViolations(page)).toEqual([]);

  const staffContext = await browser.newContext();
  await staffContext.addCookies(await sessionOf('admin@example.org'));
  const staff = await staffContext.newPage();
  await staff.goto(`/admin/mensajes?q=${encodeURIComponent(stamp)}`);
  const message = staff.getByRole('article').filter({ hasText: stamp });
  await expect(message).toBeVisible();
  await expect(message).toContainText('Problema para ver el encuentro');
  await staffContext.close();
});

test('the card of the meeting that is live today says so (item 7)', async ({ page }) => {
  await page.goto('/foro-de-educadores');
  const card = page.getByRole('article', { name: /Bienestar docente/ });
  await expect(card.getByText(/Hoy, en directo/)).toBeVisible();
  await expect(card.getByText(/Próximo encuentro:/)).toHaveCount(0);
  // Tomorrow's and later meetings keep their date.
  await expect(
    page.getByRole('article', { name: /La lectura/ }).getByText(/Próximo encuentro:/),
  ).toBeVisible();
});

test('the speaker’s words follow her gender on the live page (item 8)', async ({ page, signIn }) => {
  await signIn('docente@example.org', live(LIVE));
  await expect(page.getByText(/al ponente|el ponente|El experto/)).toHaveCount(0);
});

test('open access gives the masterclass date and time on the form and the live page (item 9)', async ({
  page,
}) => {
  await page.goto('/acceso-abierto');
  await expect(page.getByText(/\d{2}\/\d{2}\/\d{4} · \d{2}:\d{2} h/).first()).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(`hora-${Date.now()}@colegio.edu.co`);
  await page.getByRole('combobox', { name: 'País' }).selectOption({ label: 'Costa Rica' });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/acceso-abierto/vive-el-encuentro', { timeout: 20_000 });
  await expect(page.getByText(/\d{2}\/\d{2}\/\d{4} · \d{2}:\d{2} h/).first()).toBeVisible();
});

test('a policy link of the contact modal keeps what the visitor typed (item 10)', async ({
  page,
  context,
}) => {
  await page.goto('/foro-de-educadores?contacto=1');
  const modal = page.getByRole('dialog');
  const name = modal.getByLabel(/Nombre/).first();
  await name.fill('Ana María');
  const [policy] = await Promise.all([
    context.waitForEvent('page'),
    modal.getByRole('link', { name: /política de privacidad/ }).click(),
  ]);
  await expect(policy).toHaveURL(/privacidad/);
  await policy.close();
  await expect(name).toHaveValue('Ana María');
});
