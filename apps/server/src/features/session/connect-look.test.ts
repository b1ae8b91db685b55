import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('the look of the server pages (connect, account links)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('serves the portal’s own fonts, and nothing else under their folder', async () => {
    for (const file of ['nunito-400.woff2', 'nunito-700.woff2', 'montserrat-800.woff2']) {
      const res = await t.app.inject({ url: `/connect/fonts/${file}` });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type']).toBe('font/woff2');
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    for (const file of ['nunito-400.woff', '..%2Fpackage.json', 'x']) {
      expect((await t.app.inject({ url: `/connect/fonts/${file}` })).statusCode, file).toBe(404);
    }
  });

  it('gives the connect page the portal’s fonts, colours, logo and favicon, and the way to recover access', async () => {
    const page = await t.app.inject({ url: '/connect' });
    expect(page.body).toContain('<link rel="icon" href="/favicon.ico"');
    expect(page.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(page.body).toContain('<svg class="logo"');
    expect(page.body).toContain('<a href="/connect/password-reset">¿Olvidaste tu contraseña?</a>');
    const css = (await t.app.inject({ url: '/connect/connect.css' })).body;
    expect(css).toContain("font-family:'Nunito'");
    expect(css).toContain("src:url(/connect/fonts/montserrat-800.woff2) format('woff2')");
    expect(css).toContain('--brand:#0a3a78');
    // The portal's font first; the system's only while it loads.
    expect(css).toMatch(/body\{[^}]*font:[^;]*'Nunito',system-ui/);
  });
});
