import { expect, test } from './fixtures';
import { pastRightEdge } from './overflow';

/**
 * Issue 34, item 10: no screen of the back office is wider than a tablet held upright (768 px), and no
 * control sits off its right edge (in a table that scrolls sideways, "Revocar" was out of sight).
 */

const LISTS = [
  '/admin',
  '/admin/registro',
  '/admin/encuentros',
  '/admin/encuentros/nuevo',
  '/admin/ejes',
  '/admin/ejes/nuevo',
  '/admin/casos-practicos',
  '/admin/casos-practicos/nuevo',
  '/admin/portada',
  '/admin/paginas',
  '/admin/masterclass-abierta',
  '/admin/archivos',
  '/admin/solicitudes',
  '/admin/mensajes',
  '/admin/preguntas',
  '/admin/miembros',
  '/admin/sorteos',
  '/admin/sorteos/nueva',
  '/admin/correo',
  '/admin/textos-de-correo',
  '/admin/textos-de-correo/meeting-reminder',
  '/admin/moderacion',
  '/admin/informes',
];

/** The first item of a list: its editor is a screen of its own. */
const DETAILS: Array<[list: string, item: RegExp]> = [
  ['/admin/encuentros', /^\/admin\/encuentros\/[^/]+$/],
  ['/admin/ejes', /^\/admin\/ejes\/[^/]+$/],
  ['/admin/casos-practicos', /^\/admin\/casos-practicos\/[^/]+$/],
  ['/admin/miembros', /^\/admin\/miembros\/[^/]+$/],
  ['/admin/sorteos', /^\/admin\/sorteos\/[^/]+$/],
];

test('every back-office screen fits a 768 px screen, its controls within reach', async ({
  page,
  sessionOf,
}) => {
  test.setTimeout(135_000);
  await page.setViewportSize({ width: 768, height: 1000 });
  // The worker's session; the first screen visited is /admin.
  await page.context().addCookies(await sessionOf('admin@example.org'));
  const wrong: string[] = [];
  const visit = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const problem of await pastRightEdge(page)) wrong.push(`${path}: ${problem}`);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({
        path: `${process.env.SCREENSHOT_DIR}/admin${path.replace(/\//g, '_')}-768.png`,
        fullPage: true,
      });
  };
  for (const path of LISTS) await visit(path);
  for (const [list, item] of DETAILS) {
    await page.goto(list);
    await page.waitForLoadState('networkidle');
    const hrefs = await page
      .locator('main a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const href = hrefs.find((h) => item.test(h) && !h.endsWith('/nuevo') && !h.endsWith('/nueva'));
    expect(href, `an item in ${list}`).toBeTruthy();
    await visit(href!);
    if (list === '/admin/encuentros') await visit(`${href!}/asistencia`);
  }
  expect(wrong).toEqual([]);
});
