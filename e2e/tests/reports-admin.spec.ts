import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, seriousA11yViolations, test } from './fixtures';

// docs/product/reports.md: staff read the reports, filter them, download each as CSV; nobody else may.

const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.SCREENSHOT_DIR;

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    // The first screenful too: a full page of six charts is too tall to read at a glance.
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-top.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The figures of the stops table, row by row, as the screen shows them. */
const funnelCells = (page: Page) =>
  page
    .getByRole('table', { name: 'Avance por las etapas de cada eje' })
    .locator('tbody tr')
    // The figures only: a route's name (its row header) may hold digits, as the routes that other
    // browser tests create do.
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('td'), (cell) => (cell as HTMLElement).innerText).join('\t'),
      ),
    );

test('staff read the reports, filter them by period and country, and download a CSV', async ({
  page,
  signIn,
}) => {
  await signIn('admin@example.org', '/admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Informes' }).click();
  await expect(page).toHaveURL('/admin/informes');
  await expect(page.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible();
  for (const heading of [
    'Encuentros: inscripción, asistencia y participación',
    'Ejes: preguntas y publicaciones del foro',
    'Avance por las etapas de cada eje',
    'Notas de los casos prácticos',
    'Accesos abiertos y solicitudes de invitación por país',
    'Invitaciones: solicitadas, enviadas y cuentas creadas',
  ])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  // Each chart is an image that points to its table; the demo's members have reached the first stops.
  await expect(
    page.getByRole('img', { name: /por eje\. Las cifras están en la tabla que sigue/ }).first(),
  ).toBeVisible();
  const before = await funnelCells(page);
  expect(before.join(' ')).toMatch(/[1-9]/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shots(page, 'admin-reports');

  // A period before the portal existed: every figure changes to nothing.
  await page.getByLabel('Desde').fill('2001-01-01');
  await page.getByLabel('Hasta').fill('2001-01-31');
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page).toHaveURL(/from=2001-01-01&to=2001-01-31/);
  await expect(page.getByText('Ningún encuentro empieza en este periodo.')).toBeVisible();
  await expect.poll(() => funnelCells(page)).not.toEqual(before);
  expect((await funnelCells(page)).join(' ')).not.toMatch(/[1-9]/);
  await shots(page, 'admin-reports-empty-period');

  // A bad period is refused beside its field, with the server's own words, and nothing is asked for.
  await page.getByLabel('Desde').fill('2001-02-10');
  await page.getByLabel('Hasta').fill('2001-02-01');
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page.getByText('La fecha final no puede ser anterior a la inicial')).toBeVisible();
  await expect(page.getByLabel('Hasta')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/to=2001-01-31/);

  // Without the period and for one country: the CSV carries the same filter.
  await page.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(page).toHaveURL('/admin/informes');
  await page.getByLabel('País de los miembros').selectOption('chile');
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page).toHaveURL(/country=chile/);
  const section = page.getByRole('region', { name: 'Avance por las etapas de cada eje' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: /Descargar CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('informe-funnel_chile.csv');
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFEje;Etapa 1;Etapa 2;Etapa 3;Etapa 4;Etapa 5;Etapa 6;Etapa 7;Etapa 8',
  );
  expect(csv.split('\r\n').length).toBeGreaterThan(2);

  // The meetings' dates in the staff member's zone, named in the heading (decision 0078).
  const meetings = page.getByRole('region', { name: 'Encuentros: inscripción, asistencia y participación' });
  const [meetingsFile] = await Promise.all([
    page.waitForEvent('download'),
    meetings.getByRole('link', { name: /Descargar CSV/ }).click(),
  ]);
  const header = fs.readFileSync((await meetingsFile.path())!, 'utf8').split('\r\n')[0]!;
  expect(header.split(';')[1]).toMatch(/^Fecha \(hora de .+, GMT[-+]\d+\)$/);
});
