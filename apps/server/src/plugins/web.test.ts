import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { overSocket, withoutConnection } from '../test/over-socket.ts';
import { API_CONTENT_SECURITY_POLICY } from './security-headers.ts';

describe('serving the built portal', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-dist-'));
  const script = 'console.log("portal");'.repeat(100);
  const style = 'body { margin: 0 }\n'.repeat(100);
  const shellPadding = '<!-- a shell large enough to be worth compressing -->'.repeat(30);
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html lang="es"><div id="root"></div>${shellPadding}</html>`,
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    // A built file without compressed copies: compressed once at start.
    fs.writeFileSync(path.join(dist, 'assets', 'index-def456.css'), style);
    fs.mkdirSync(path.join(dist, 'media', 'demo'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'media', 'demo', 'clip.mp4'), 'not really a video');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp('sqlite', { env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers every portal route with the app shell, never cached', async () => {
    for (const url of [
      '/',
      '/foro-de-educadores-2022',
      '/eje/claves/etapa/3',
      '/perfil?x=1',
      '/acceso-invitados/abc',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('marks the shell of a page asked for with Save-Data, and says the answer varies with it', async () => {
    const url = '/encuentros/un-encuentro/vive-el-encuentro';
    const saving = await t.app.inject({ url, headers: { 'save-data': 'on' } });
    expect(saving.statusCode).toBe(200);
    expect(saving.body).toContain('<html data-save-data="on" lang="es">');
    expect(saving.headers.vary).toBe('accept-encoding, save-data');
    // The marked shell is kept apart: a browser without the header gets the page unmarked, and back.
    for (const headers of [{}, { 'save-data': 'off' }]) {
      const plain = await t.app.inject({ url, headers });
      expect(plain.body).toContain('<html lang="es">');
      expect(plain.body).not.toContain('data-save-data');
      expect(plain.headers.vary).toBe('accept-encoding, save-data');
      expect(plain.headers.etag).not.toBe(saving.headers.etag);
    }
    const again = await t.app.inject({ url, headers: { 'save-data': 'On ' } });
    expect(again.body).toContain('data-save-data="on"');
  });

  it('answers an unknown page with the shell and 404, and an unknown API path with JSON', async () => {
    const page = await t.app.inject({ url: '/no-existe' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<div id="root">');
    const api = await t.app.inject({ url: '/api/no-existe' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  it('sends hashed assets pre-compressed with a year-long immutable cache', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.body).toBe(script);
  });

  it('serves shipped media, and 404 for a missing file or a path outside the folder', async () => {
    const res = await t.app.inject({ url: '/media/demo/clip.mp4' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect((await t.app.inject({ url: '/media/demo/none.mp4' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/../index.html' })).body).not.toContain('secret');
    expect((await t.app.inject({ url: '/media/%2e%2e/%2e%2e/package.json' })).statusCode).toBe(404);
  });

  it('serves files without looking up the session', async () => {
    let lookups = 0;
    const resolve = t.app.services.session.resolve;
    t.app.services.session.resolve = async (sid) => {
      lookups++;
      return resolve(sid);
    };
    try {
      const cookie = { cookie: 'foro_sid=anything' };
      await t.app.inject({ url: '/assets/index-abc123.js', headers: cookie });
      await t.app.inject({ url: '/media/demo/clip.mp4', headers: cookie });
      await t.app.inject({ url: '/favicon.svg', headers: cookie });
      await t.app.inject({ url: '/', headers: cookie });
      expect(lookups).toBe(0);
      await t.app.inject({ url: '/api/users/username', headers: cookie });
      expect(lookups).toBe(1);
    } finally {
      t.app.services.session.resolve = resolve;
    }
  });

  it('chooses the compressed copy by Accept-Encoding, with an ETag per copy and 304 for a matching one', async () => {
    const url = '/assets/index-abc123.js';
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    const refused = await t.app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(script);
    expect(new Set([gz.headers.etag, br.headers.etag, refused.headers.etag]).size).toBe(3);

    const again = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const other = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': gz.headers.etag as string },
    });
    expect(other.statusCode).toBe(200);
  });

  it('compresses at start a built file the build left uncompressed, and the app shell', async () => {
    const css = await t.app.inject({ url: '/assets/index-def456.css', headers: { 'accept-encoding': 'br' } });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(css.rawPayload).toString()).toBe(style);
    const shell = await t.app.inject({
      url: '/foro-de-educadores-2022',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(shell.headers['content-encoding']).toBe('gzip');
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(shell.rawPayload).toString()).toContain('<div id="root">');
    const revalidated = await t.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': shell.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    // An unknown page is a 404 whatever the browser kept.
    const unknown = await t.app.inject({
      url: '/no-existe',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': shell.headers.etag as string },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('serves top-level public files', async () => {
    const res = await t.app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});

/**
 * Over a real socket, the built files and the pages' shells are answered before routing
 * (`serveFromMemory`): every case gives the same status, headers and bytes as the routes, which
 * `inject` still reaches, and the routes answer whatever the memory does not hold.
 */
describe('files answered from memory before routing', () => {
  let t: TestApp;
  let base: string;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html lang="es"><head><title>Foro</title></head><div id="root"></div>${'<!-- shell -->'.repeat(100)}</html>`,
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("portal");'.repeat(100));
    fs.writeFileSync(path.join(dist, 'assets', 'rules-abc123.js'), 'console.log("rules");'.repeat(100));
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(
      path.join(dist, '.vite', 'route-preloads.json'),
      JSON.stringify({ raffleRules: ['/assets/rules-abc123.js'] }),
    );
    t = await createTestApp('sqlite', { env: { WEB_DIST: dist } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Which requests the memory answered (true) or left to the routes (false).
    const serve = t.app.serveFromMemory!;
    t.app.serveFromMemory = (request, response) => {
      const answered = serve(request, response);
      // No page is prerendered here (prerender.test.ts): every answer is known at once.
      if (typeof answered !== 'boolean') throw new Error('unexpected prerendered page');
      fromMemory.push(answered);
      return answered;
    };
  });
  const fromMemory: boolean[] = [];
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['/assets/index-abc123.js', 'GET', { 'accept-encoding': 'br, gzip' }, true],
    ['/assets/index-abc123.js?v=1', 'GET', { 'accept-encoding': 'gzip' }, true],
    ['/assets/index-abc123.js', 'HEAD', {}, false],
    ['/favicon.svg', 'GET', {}, true],
    ['/', 'GET', { 'accept-encoding': 'br' }, true],
    ['/', 'GET', { 'accept-encoding': 'br', 'save-data': 'on' }, true],
    ['/bases-del-sorteo', 'GET', {}, true],
    ['/no-existe', 'GET', { 'accept-encoding': 'br' }, false],
    ['/assets/missing.js', 'GET', {}, false],
  ] as const)('%s (%s %j) as the routes answer it, from memory: %s', async (url, method, headers, memory) => {
    // Twice: the first may make the page's shell, the second is answered from memory.
    await overSocket(base, url, method, headers);
    fromMemory.length = 0;
    const fast = await overSocket(base, url, method, headers);
    expect(fromMemory).toEqual([memory]);
    const routed = await t.app.inject({ url, method, headers });
    expect(fast.status).toBe(routed.statusCode);
    expect(fast.headers).toEqual(withoutConnection(routed.headers));
    expect(fast.body.equals(routed.rawPayload)).toBe(true);
    // A script is never shown as a page: it goes without the headers only a page reads, and says so
    // the same way from memory and through the routes (decision 0053).
    if (String(fast.headers['content-type']).startsWith('text/javascript')) {
      expect(fast.headers['content-security-policy']).toBeUndefined();
      expect(fast.headers['permissions-policy']).toBeUndefined();
      expect(fast.headers['x-content-type-options']).toBe('nosniff');
      expect(fast.headers['cross-origin-resource-policy']).toBe('same-origin');
    } else if (String(fast.headers['content-type']).startsWith('application/json')) {
      // Nor is a JSON answer (a missing file's 404): the headers of an API's answers (decision 0112).
      expect(fast.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
      expect(fast.headers['permissions-policy']).toBeUndefined();
    } else {
      expect(fast.headers['content-security-policy']).toContain("default-src 'self'");
      expect(fast.headers['permissions-policy']).toContain('camera=()');
    }

    const etag = fast.headers.etag as string;
    if (fast.status !== 200) return;
    const again = await overSocket(base, url, method, { ...headers, 'if-none-match': etag });
    const routedAgain = await t.app.inject({ url, method, headers: { ...headers, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers).toEqual(withoutConnection(routedAgain.headers));
    expect(again.body.length).toBe(0);
  });

  it("announces a page's code in its shell, from memory as through the routes", async () => {
    await overSocket(base, '/bases-del-sorteo', 'GET', {});
    const fast = await overSocket(base, '/bases-del-sorteo', 'GET', {});
    expect(fast.body.toString()).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/rules-abc123.js">',
    );
    expect((await t.app.inject({ url: '/bases-del-sorteo' })).body).toBe(fast.body.toString());
    // Another page has no code of its own listed: its shell is the plain one.
    expect((await overSocket(base, '/', 'GET', {})).body.toString()).not.toContain('modulepreload');
  });

  it('leaves the API and other methods to the routes', async () => {
    expect((await overSocket(base, '/healthz', 'GET', {})).status).toBe(200);
    expect((await overSocket(base, '/assets/index-abc123.js', 'HEAD', {})).status).toBe(200);
    expect((await overSocket(base, '/assets/index-abc123.js', 'POST', {})).status).not.toBe(200);
    fromMemory.length = 0;
    const api = await overSocket(base, '/api/axis', 'GET', {});
    expect(api.status).toBe(200);
    expect(api.headers['content-type']).toContain('application/json');
    expect(fromMemory).toEqual([false]);
  });
});
