import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { performance } from 'node:perf_hooks';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRERENDER_ENTRY, PRERENDERED_DATA_ID } from '@foro/shared/routes/prerender';
import { APP_SCRIPTS_ID } from '@foro/shared/routes/wake';
import { Browser, createTestApp, engines, type TestApp } from '../test/app.ts';
import { createMeeting, signedInMember } from '../test/factories.ts';
import { overSocket, withoutConnection } from '../test/over-socket.ts';
import { loadConfig } from '../config.ts';
import { fillMemberShell, timeToSpare } from './prerender.ts';
import { mayDrawForMember } from './web.ts';

// docs/decisions/0108-member-pages-drawn-on-the-server.md
const SHELL =
  '<!doctype html><html lang="es"><head><title>Foro</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">' +
  '</head><body><div id="root"></div></body></html>';

describe('fillMemberShell', () => {
  it('puts the page and its answers in the root and keeps the code loading at once', () => {
    const shell = SHELL.replace(
      '</head>',
      '<link rel="preload" as="fetch" crossorigin href="/api/users/username">\n</head>',
    );
    const html = fillMemberShell(shell, { html: '<h1>Hola</h1>', data: '{"title":"</script><!--"}' })!;
    expect(html).toContain('<div id="root"><h1>Hola</h1></div>');
    expect(html).toContain(
      `<script type="application/json" id="${PRERENDERED_DATA_ID}">{"title":"\\u003c/script>\\u003c!--"}</script>`,
    );
    // The page's code as in any member page, no inline script, no list to load on a touch.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain(APP_SCRIPTS_ID);
    expect(html).not.toContain('data-prerendered');
    // The answers come with the page: they are not announced for fetching.
    expect(html).not.toContain('as="fetch"');
  });

  it('draws only the three pages, for a request with a session and the signed-in mark', () => {
    const both = 'foro_sid=abc; foro_member=1';
    expect(mayDrawForMember('/encuentros/uno/vive-el-encuentro', both)).toBe(true);
    expect(mayDrawForMember('/eje/claves/etapa/primera', both)).toBe(true);
    expect(mayDrawForMember('/eje/claves/foro-de-participacion/hola/posts', both)).toBe(true);
    expect(mayDrawForMember('/perfil', both)).toBe(false);
    expect(mayDrawForMember('/', both)).toBe(false);
    expect(mayDrawForMember('/eje/claves/etapa/primera', 'foro_sid=abc')).toBe(false);
    expect(mayDrawForMember('/eje/claves/etapa/primera', 'foro_member=1')).toBe(false);
    expect(mayDrawForMember('/eje/claves/etapa/primera', 'foro_sid=; foro_member=1')).toBe(false);
    expect(mayDrawForMember('/eje/claves/etapa/primera', undefined)).toBe(false);
  });
});

describe('timeToSpare', () => {
  let clock = 0;
  let busy = 0;
  // A reading is the loop's busy time so far; the utilization between two is busy over elapsed.
  const utilization = ((
    current?: { active: number; idle: number },
    last?: { active: number; idle: number },
  ) =>
    current && last
      ? {
          utilization:
            (current.active - last.active) / (current.active + current.idle - last.active - last.idle),
        }
      : { active: busy, idle: clock - busy }) as unknown as typeof performance.eventLoopUtilization;
  beforeEach(() => {
    clock = 0;
    busy = 0;
  });

  it('says the process has time while its event loop was busy less than half the time lately', () => {
    const hasTime = timeToSpare(0.5, 250, utilization, () => clock);
    expect(hasTime()).toBe(true);
    // A crowd: the loop busy 90 % of the next second; read again only after a quarter second.
    clock += 100;
    busy += 90;
    expect(hasTime()).toBe(true);
    clock += 900;
    busy += 810;
    expect(hasTime()).toBe(false);
    // The crowd gone: a quiet second, and pages are drawn again.
    clock += 1000;
    busy += 50;
    expect(hasTime()).toBe(true);
  });

  it('by default draws only while the process is nearly idle, and sees a crowd within 50 ms', () => {
    // Decision 0135: 100 arrivals a second keep one process's loop busy about a fifth of the time.
    const hasTime = timeToSpare(loadConfig({}).drawBelowBusy, undefined, utilization, () => clock);
    expect(hasTime()).toBe(true);
    clock += 50;
    busy += 10;
    expect(hasTime()).toBe(false);
    // Members one by one: a page drawn now and then leaves the loop idle most of the time.
    clock += 2000;
    busy += 60;
    expect(hasTime()).toBe(true);
  });
});

describe.each(engines)('member pages drawn for the member who asks (%s)', (engine) => {
  let t: TestApp;
  let slug: string;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-dist-'));
  const calls: string[] = [];
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      SHELL.replace('</head>', '<link rel="icon" href="/favicon.svg"></head>'),
    );
    const entry = path.join(dist, PRERENDER_ENTRY);
    fs.mkdirSync(path.dirname(entry), { recursive: true });
    // As the web build's entry does: the session and the page's answers through `fetchApi`, null for a
    // visitor; a stop called `rota` stands for a bug in a page.
    fs.writeFileSync(
      entry,
      `export async function prerender() { return null; }
      export async function drawForMember(address, fetchApi, device) {
        globalThis.memberDrawCalls.push(address);
        const url = new URL(address);
        if (url.pathname.endsWith('/etapa/rota')) throw new Error('a bug in a page');
        const [session, page] = await Promise.all([
          fetchApi('/api/users/username'),
          url.pathname.startsWith('/encuentros/')
            ? fetchApi('/api/meeting/' + url.pathname.split('/')[2])
            : fetchApi('/api/axis/info/' + url.pathname.split('/')[2]),
        ]);
        if (!session.username) return null;
        return {
          html: '<p>' + session.name + '</p><h1>' + (page.title ?? page.axis.title) + '</h1>' +
            (device.consentAnswered ? '' : '<section>Tu privacidad</section>'),
          data: JSON.stringify({ session, address }),
        };
      }`,
    );
    (globalThis as { memberDrawCalls?: string[] }).memberDrawCalls = calls;
    // Drawn however busy the tests keep the process (the default draws only with time to spare).
    t = await createTestApp(engine, { seed: true, env: { WEB_DIST: dist, DRAW_BELOW_BUSY: '1' } });
    slug = (await createMeeting(t.db, { title: 'Aprender jugando' })).slug;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const live = () => `/encuentros/${slug}/vive-el-encuentro`;

  it('sends a member their page drawn with their own session, never kept by anyone', async () => {
    const { user, browser } = await signedInMember(t, { name: 'Mariana', lastname: 'Restrepo' });
    const res = await browser.request({ url: live() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['vary']).toContain('cookie');
    expect(res.headers.etag).toBeUndefined();
    expect(res.body).toContain(
      '<div id="root"><p>Mariana Restrepo</p><h1>Aprender jugando</h1><section>Tu privacidad</section></div>',
    );
    const data = /id="prerendered-data">([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(data!).session.userId).toBe(user.id);
    // The page's code loads at once; the security headers of any page come with it.
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(res.body).not.toContain(APP_SCRIPTS_ID);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('draws each member their own page, also from a listening server, and a visitor the usual shell', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const a = await signedInMember(t, { name: 'Ana', lastname: 'Uno' });
    const b = await signedInMember(t, { name: 'Beatriz', lastname: 'Dos' });
    const read = async (cookie?: string) =>
      (await fetch(`${base}${live()}`, cookie ? { headers: { cookie } } : {})).text();
    // A visitor first, twice (the second from the shells kept in memory), then each member, twice.
    for (let i = 0; i < 2; i++) {
      const visitor = await read();
      expect(visitor).toContain('<div id="root"></div>');
      expect(visitor).not.toContain(PRERENDERED_DATA_ID);
      expect(visitor).toContain(
        `<link rel="preload" as="fetch" crossorigin href="/api/meeting/${slug}?chat=1">`,
      );
    }
    for (let i = 0; i < 2; i++) {
      const pageA = await read(a.browser.cookieHeader);
      const pageB = await read(b.browser.cookieHeader);
      expect(pageA).toContain('<p>Ana Uno</p>');
      expect(pageA).not.toContain('Beatriz');
      expect(pageB).toContain('<p>Beatriz Dos</p>');
      expect(pageB).not.toContain('Ana Uno');
    }
  });

  it('draws the page without the cookie banner for a device that says it answered it', async () => {
    const { browser } = await signedInMember(t, { name: 'Dora', lastname: 'Cuatro' });
    browser.cookies.set('foro_consent', '1');
    const res = await browser.request({ url: live() });
    expect(res.body).toContain('<p>Dora Cuatro</p>');
    expect(res.body).not.toContain('Tu privacidad');
  });

  it('sends the page compressed as the browser asks', async () => {
    const { browser } = await signedInMember(t, { name: 'Carla', lastname: 'Tres' });
    const res = await browser.request({ url: live(), headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<p>Carla Tres</p>');
  });

  it('sends the usual shell when the session is gone, an answer is refused or the page fails to draw', async () => {
    const { browser } = await signedInMember(t);
    // The signed-in mark outlives the session it marked (signed out elsewhere, expired).
    const stale = new Browser(t.app);
    stale.cookies.set('foro_sid', 'not-a-session');
    stale.cookies.set('foro_member', '1');
    const usual = async (who: Browser, url: string) => {
      calls.length = 0;
      const res = await who.request({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain(PRERENDERED_DATA_ID);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(calls, url).toEqual([`http://localhost:3000${url}`]);
    };
    await usual(stale, live());
    await usual(browser, '/encuentros/no-existe/vive-el-encuentro');
    await usual(browser, '/eje/claves/etapa/rota');
  });

  it('sends the usual shell while the process has no time to spare, from memory', async () => {
    const busy = await createTestApp(engine, { seed: true, env: { WEB_DIST: dist, DRAW_BELOW_BUSY: '0' } });
    try {
      const { browser } = await signedInMember(busy, { name: 'Elena', lastname: 'Cinco' });
      const meeting = await createMeeting(busy.db);
      const url = `/encuentros/${meeting.slug}/vive-el-encuentro`;
      const res = await browser.request({ url });
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('Elena');

      // Over a socket, the shell made for everyone is sent before any routing (a crowd arriving at a
      // live page costs no route each), the same bytes and headers as the route's.
      const base = await busy.app.listen({ port: 0, host: '127.0.0.1' });
      const fromMemory: unknown[] = [];
      const serve = busy.app.serveFromMemory!;
      busy.app.serveFromMemory = (request, response) => {
        const answered = serve(request, response);
        fromMemory.push(answered);
        return answered;
      };
      const headers = { cookie: browser.cookieHeader, 'accept-encoding': 'br, gzip' };
      const fast = await overSocket(base, url, 'GET', headers);
      expect(fromMemory).toEqual([true]);
      const routed = await busy.app.inject({ url, headers });
      expect(fast.status).toBe(200);
      expect(fast.headers).toEqual(withoutConnection(routed.headers));
      expect(fast.body.equals(routed.rawPayload)).toBe(true);
    } finally {
      await busy.close();
    }
  });

  it('draws no other member page', async () => {
    const { browser } = await signedInMember(t);
    calls.length = 0;
    for (const url of ['/perfil', '/eje/claves', `/encuentros/${slug}/interactua`]) {
      const res = await browser.request({ url });
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    expect(calls).toEqual([]);
  });
});
