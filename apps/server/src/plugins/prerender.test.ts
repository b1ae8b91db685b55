import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDER_ENTRY, PRERENDERED_DATA_ID } from '@foro/shared/routes/prerender';
import { APP_SCRIPTS_ID } from '@foro/shared/routes/wake';
import { createTestApp, engines, type TestApp } from '../test/app.ts';
import { fillShell } from './prerender.ts';
import { WAKE_SCRIPT, WAKE_SCRIPT_HASH } from './wake-script.ts';

const SHELL =
  '<!doctype html><html lang="es"><head><title>Foro</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/about-abc.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">' +
  '</head><body><div id="root"></div></body></html>';

describe('fillShell', () => {
  it('puts the page in the root, its data beside it, and its scripts in a list that loads when a person acts', () => {
    const html = fillShell(SHELL, { html: '<h1>Hola</h1>', data: '{"a":1}' });
    expect(html).toContain('<html data-prerendered lang="es">');
    expect(html).toContain(
      `<div id="root"><h1>Hola</h1></div>\n    <script type="application/json" id="${PRERENDERED_DATA_ID}">{"a":1}</script>`,
    );
    // No script element loads the app: the inline script does, from the list (decision 0059).
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(
      `<script type="application/json" id="${APP_SCRIPTS_ID}">{"entry":"/assets/index-abc.js","preloads":["/assets/about-abc.js"]}</script>`,
    );
    expect(html).toContain(`<script>${WAKE_SCRIPT}</script>\n  </head>`);
    // Style sheets stay: the page needs them to paint.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
  });

  it('sends the one inline script the CSP allows, by its hash', async () => {
    const t = await createTestApp('sqlite', { seed: true });
    try {
      const policy = (await t.app.inject({ url: '/connect' })).headers['content-security-policy'];
      expect(policy).toContain(`script-src 'self' ${WAKE_SCRIPT_HASH};`);
      const digest = createHash('sha256').update(WAKE_SCRIPT).digest('base64');
      expect(WAKE_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
    } finally {
      await t.close();
    }
  });

  it('keeps text written by staff from closing the data element early', () => {
    const data = JSON.stringify({ title: '</script><script>alert(1)</script><!--' });
    const html = fillShell(SHELL, { html: '', data });
    const inside = html.slice(
      html.indexOf(`id="${PRERENDERED_DATA_ID}">`),
      html.indexOf(`<script type="application/json" id="${APP_SCRIPTS_ID}">`),
    );
    expect(inside.match(/<\/script>/g)).toHaveLength(1);
    expect(inside).not.toContain('<!--');
    // The browser's JSON.parse reads the same text back.
    const json = inside.slice(inside.indexOf('>') + 1, inside.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual(JSON.parse(data));
  });

  it('leaves a shell without an empty root as it is', () => {
    const full = SHELL.replace('<div id="root"></div>', '<div id="root"><p>x</p></div>');
    expect(fillShell(full, { html: '<h1>Hola</h1>', data: '{}' })).toBe(full);
  });
});

/** A prerender entry written as the web build writes it, answering through the app's own routes. */
function writeEntry(dist: string, code: string) {
  const entry = path.join(dist, PRERENDER_ENTRY);
  fs.mkdirSync(path.dirname(entry), { recursive: true });
  fs.writeFileSync(entry, code);
}

describe('prerendered pages in their shells', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-dist-'));
  const calls: string[] = [];
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
    writeEntry(
      dist,
      `export async function prerender(pathname, fetchApi) {
        globalThis.prerenderCalls.push(pathname);
        if (pathname === '/bases-del-sorteo') throw new Error('a bug in a page');
        if (pathname !== '/foro-de-educadores') return null;
        const meetings = await fetchApi('/api/meetings');
        return {
          html: '<h1>' + meetings.length + ' encuentros</h1><p>' + meetings[0].title + '</p>',
          data: JSON.stringify({ meetings }),
        };
      }`,
    );
    (globalThis as { prerenderCalls?: string[] }).prerenderCalls = calls;
    t = await createTestApp('sqlite', { seed: true, env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends a visitor page with its content, read from the public API as the browser reads it', async () => {
    const meetings = (await t.app.inject({ url: '/api/meetings' })).json<unknown[]>();
    expect(meetings.length).toBeGreaterThan(0);
    const res = await t.app.inject({ url: '/foro-de-educadores' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root"><h1>${meetings.length} encuentros</h1>`);
    expect(res.body).toContain(`id="${PRERENDERED_DATA_ID}"`);
    expect(res.body).toContain(`id="${APP_SCRIPTS_ID}"`);
  });

  it('sends the page made again as soon as staff change what it shows, also from memory', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const read = async () => (await fetch(`${base}/foro-de-educadores`)).text();
    const first = (await t.app.inject({ url: '/api/meetings' })).json<
      Array<{ id: string; title: string }>
    >()[0]!;
    expect(await read()).toContain(`<p>${first.title}</p>`);
    // Twice: the second answer comes from memory, before routing.
    expect(await read()).toContain(`<p>${first.title}</p>`);
    await t.db.updateTable('meetings').set({ title: 'Título cambiado' }).where('id', '=', first.id).execute();
    const after = await read();
    expect(after).toContain('<p>Título cambiado</p>');
    expect(after).not.toContain(`<p>${first.title}</p>`);
    expect(await read()).toContain('<p>Título cambiado</p>');
  });

  it('is on unless PRERENDER=0 turns it off', async () => {
    const off = await createTestApp('sqlite', { seed: true, env: { WEB_DIST: dist, PRERENDER: '0' } });
    try {
      const res = await off.app.inject({ url: '/foro-de-educadores' });
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain(PRERENDERED_DATA_ID);
    } finally {
      await off.close();
    }
  });

  it('never asks for a member or staff page: a shell is the same bytes for everyone', async () => {
    calls.length = 0;
    for (const url of ['/perfil', '/eje/claves/foro-de-participacion', '/admin/encuentros']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('fetchpriority');
    }
    expect(calls).toEqual([]);
  });

  it('sends the empty shell when the page is not prerendered or its render fails', async () => {
    for (const url of ['/', '/bases-del-sorteo']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(calls, url).toContain(url);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain(PRERENDERED_DATA_ID);
      expect(res.body, url).not.toContain('fetchpriority');
    }
  });
});

describe.each(engines)('what a prerendered page shows raises the public change counter (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  it('a text staff edit (site_pages), as meetings already did', async () => {
    for (const change of [
      () => t.db.updateTable('site_pages').set({ revision: 7 }).where('key', '=', 'about').execute(),
      () => t.db.updateTable('meetings').set({ title: 'Otro título' }).execute(),
    ]) {
      const before = await t.app.publicAnswers.version();
      await change();
      expect(await t.app.publicAnswers.version()).not.toBe(before);
    }
  });
});
