import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, fillConnectForm, seriousA11yViolations, test } from './fixtures';

/** A PNG written byte by byte: `width` × `height` pixels of noise, so it does not compress. */
function noisePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openLibrary(page: Page) {
  await page.goto(`/connect?redirectTo=${encodeURIComponent('/admin/archivos')}`);
  await fillConnectForm(page, 'admin@example.org');
  await expect(page).toHaveURL('/admin/archivos');
  await expect(page.getByRole('heading', { level: 1, name: 'Archivos' })).toBeVisible();
}

/** Slows the browser's uploads, so the progress bar stays long enough to be seen. */
async function slowUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test.describe('media uploads (docs/product/media.md)', () => {
  test('uploads an image with a progress bar, shows it and lists it; refuses a text file named .jpg', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await openLibrary(page);
    const picker = page.getByLabel('Archivo para «Biblioteca de archivos»');
    await expect(
      page.getByRole('button', { name: 'Elegir archivo para «Biblioteca de archivos»' }),
    ).toBeEnabled();

    // About 1.2 MB at 300 KB/s: four seconds of real progress reported by the browser.
    const image = noisePng(640, 640);
    const restore = await slowUploads(page, 300 * 1024);
    await picker.setInputFiles({ name: 'Playa de prueba.png', mimeType: 'image/png', buffer: image });
    const bar = page.getByRole('progressbar', { name: 'Subiendo «Playa de prueba.png»' });
    await expect(bar).toBeVisible();
    await expect(page.getByText(/Subiendo «Playa de prueba\.png»: \d+ %/)).toBeVisible();
    await page.screenshot({ path: '../screenshots/admin-archivos-progreso-1366.png' });
    await expect
      .poll(async () => Number(await bar.getAttribute('value').catch(() => '0')), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await restore();

    const preview = page.getByRole('img', { name: 'Vista previa: Playa de prueba.png' });
    await expect(preview).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Se subió «Playa de prueba.png».')).toBeVisible();
    await expect(page.getByText(/^\/media\/uploads\/[0-9a-f-]{36}\/desktop\.jpg$/)).toBeVisible();
    // The preview is the real file the server made, loaded by the browser.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    const row = page.getByRole('row').filter({ hasText: 'Playa de prueba.png' });
    await expect(row).toBeVisible();
    await expect(row.locator('img')).toBeVisible();

    await page.screenshot({ path: '../screenshots/admin-archivos-1366.png', fullPage: true });
    await page.setViewportSize({ width: 768, height: 1000 });
    await page.screenshot({ path: '../screenshots/admin-archivos-768.png', fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A text file that calls itself a JPEG.
    await picker.setInputFiles({
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Esto es texto, no una foto.\n'.repeat(10)),
    });
    await expect(page.getByRole('alert')).toContainText(
      'No se pudo subir «foto.jpg»: No reconocemos este archivo como imagen (JPEG, PNG, WebP o AVIF), documento PDF o audio',
    );
    await page.screenshot({ path: '../screenshots/admin-archivos-error-1366.png', fullPage: true });
    await expect(page.getByRole('row').filter({ hasText: 'foto.jpg' })).toHaveCount(0);

    // Search, then copy the URL to paste in a field.
    await page.getByLabel('Buscar por nombre').fill('playa');
    await expect(page.getByRole('row').filter({ hasText: 'Playa de prueba.png' })).toBeVisible();
    await page.getByLabel('Buscar por nombre').fill('no-existe-nada');
    await expect(page.getByText('No hay archivos con estos filtros.')).toBeVisible();
  });

  test('removes an unused file after a confirmation', async ({ page }) => {
    await openLibrary(page);
    await page
      .getByLabel('Archivo para «Biblioteca de archivos»')
      .setInputFiles({ name: 'borrar.png', mimeType: 'image/png', buffer: noisePng(40, 40) });
    const row = page.getByRole('row').filter({ hasText: 'borrar.png' });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await row.getByRole('button', { name: 'Eliminar «borrar.png»' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar «borrar.png»?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Se eliminó «borrar.png».' })).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
