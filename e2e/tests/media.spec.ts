import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from './fixtures';

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

/** Chooses a file the way a person does: the button opens the browser's file picker. */
async function chooseFile(
  page: Page,
  button: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const picker = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await picker).setFiles(file);
}

test.describe('media uploads (docs/product/media.md)', () => {
  test('uploads an image through a form’s media field, with a progress bar and a preview; refuses a text file named .jpg', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn('admin@example.org', '/admin/portada');
    await page.getByRole('button', { name: 'Añadir elemento' }).click();
    const form = page.getByRole('form', { name: 'Nuevo elemento' });
    const field = form.getByLabel('Imagen', { exact: true });
    await expect(form.getByRole('button', { name: 'Elegir archivo para «Imagen»' })).toBeEnabled();

    // About 1.2 MB at 300 KB/s: four seconds of real progress reported by the browser.
    const restore = await slowUploads(page, 300 * 1024);
    await chooseFile(page, 'Elegir archivo para «Imagen»', {
      name: 'Playa de prueba.png',
      mimeType: 'image/png',
      buffer: noisePng(640, 640),
    });
    const bar = form.getByRole('progressbar', { name: 'Subiendo «Playa de prueba.png»' });
    await expect(bar).toBeVisible();
    await expect(form.getByText(/Subiendo «Playa de prueba\.png»: \d+ %/)).toBeVisible();
    await expect
      .poll(async () => Number(await bar.getAttribute('value').catch(() => '0')), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.screenshot({ path: '../screenshots/admin-campo-imagen-progreso-1366.png' });
    await restore();

    // The uploaded file's URL is in the field, and its preview is the real file the server made.
    await expect(field).toHaveValue(/^\/media\/uploads\/[0-9a-f-]{36}\/desktop\.jpg$/, { timeout: 30_000 });
    await expect(form.getByText('Se subió «Playa de prueba.png».')).toBeVisible();
    const preview = form.getByRole('img', { name: 'Vista previa: Imagen' });
    await expect(preview).toHaveAttribute('src', (await field.inputValue()) as string);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    await page.screenshot({ path: '../screenshots/admin-campo-imagen-1366.png', fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A text file that calls itself a JPEG: refused with the server's message; the field keeps its URL.
    const before = await field.inputValue();
    await chooseFile(page, 'Elegir archivo para «Imagen»', {
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Esto es texto, no una foto.\n'.repeat(10)),
    });
    await expect(form.getByRole('alert')).toContainText(
      'No se pudo subir «foto.jpg»: No reconocemos este archivo como imagen (JPEG, PNG, WebP o AVIF), documento PDF o audio',
    );
    await expect(field).toHaveValue(before);
    await page.screenshot({ path: '../screenshots/admin-campo-imagen-error-1366.png', fullPage: true });
  });

  test('the library lists an upload with its thumbnail, searches, and removes an unused file after a confirmation', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn('admin@example.org', '/admin/archivos');
    await expect(page.getByRole('heading', { level: 1, name: 'Archivos' })).toBeVisible();
    await chooseFile(page, 'Elegir archivo para «Biblioteca de archivos»', {
      name: 'borrar.png',
      mimeType: 'image/png',
      buffer: noisePng(40, 40),
    });
    await expect(page.getByRole('img', { name: 'Vista previa: borrar.png' })).toBeVisible({
      timeout: 20_000,
    });
    const row = page.getByRole('row').filter({ hasText: 'borrar.png' });
    await expect(row).toBeVisible();
    await expect(row.locator('img')).toBeVisible();
    await page.screenshot({ path: '../screenshots/admin-archivos-1366.png', fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('Buscar por nombre').fill('no-existe-nada');
    await expect(page.getByText('No hay archivos con estos filtros.')).toBeVisible();
    await page.getByLabel('Buscar por nombre').fill('borrar');
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Eliminar «borrar.png»' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar «borrar.png»?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Se eliminó «borrar.png».' })).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
