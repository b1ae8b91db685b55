import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads.ts';

describe("a page's code announced in its shell", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-preloads-'));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const shell = '<html><head><title>Foro</title></head><body></body></html>';
  const served = new Set([
    '/assets/home-1.css',
    '/assets/home-1.js',
    '/assets/schemas-2.js',
    '/assets/admin-3.js',
    '/assets/nunito-4.woff2',
  ]);
  const build = (table: unknown) => {
    fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(dist, '.vite', 'route-preloads.json'), JSON.stringify(table));
    return routePreloads(dist, (file) => served.has(file));
  };

  it('puts the styles and scripts the build lists at the end of the head, in its order', () => {
    const withPreloads = build({
      home2021: ['/assets/home-1.css', '/assets/home-1.js', '/assets/schemas-2.js'],
    });
    expect(withPreloads(shell, '/foro-de-educadores')).toBe(
      '<html><head><title>Foro</title>  <link rel="stylesheet" crossorigin href="/assets/home-1.css">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/home-1.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/schemas-2.js">\n  </head><body></body></html>',
    );
    // The page is found by its pattern, with or without a trailing slash; other pages are left alone.
    expect(withPreloads(shell, '/foro-de-educadores/')).toContain('home-1.js');
    expect(withPreloads(shell, '/')).toBe(shell);
    expect(withPreloads(shell, '/no-existe')).toBe(shell);
  });

  it('announces a font the build lists as a font, fetched as the style sheet will ask for it', () => {
    const withPreloads = build({ home2021: ['/assets/home-1.css', '/assets/nunito-4.woff2'] });
    expect(withPreloads(shell, '/foro-de-educadores')).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/home-1.css">\n' +
        '    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/nunito-4.woff2">',
    );
    // Asked with `Save-Data: on`, the page is set in the device's fonts: no font is fetched.
    const saving = withPreloads(shell, '/foro-de-educadores', { saveData: true });
    expect(saving).toContain('home-1.css');
    expect(saving).not.toContain('woff2');
  });

  it('announces nothing for the back office, nor a file that is not served or not a built asset', () => {
    const withPreloads = build({
      adminMeetings: ['/assets/admin-3.js'],
      about: [
        '/assets/missing-9.js',
        '/assets/home-1.js?x',
        '/media/demo/a.js',
        'https://example.org/x.js',
        7,
      ],
      profile: 'not a list',
      notAPage: ['/assets/home-1.js'],
    });
    for (const pathname of ['/admin/encuentros', '/']) {
      expect(withPreloads(shell, pathname), pathname).toBe(shell);
    }
    // A member page still announces the answer every member page reads first.
    expect(withPreloads(shell, '/perfil')).not.toContain('.js');
  });

  it("announces a member page's first answers, as the app asks for them", () => {
    const withPreloads = build({ meetingLive: ['/assets/home-1.js'] });
    expect(withPreloads(shell, '/encuentros/bienestar-docente/vive-el-encuentro')).toBe(
      '<html><head><title>Foro</title>  <link rel="modulepreload" crossorigin href="/assets/home-1.js">\n' +
        '    <link rel="preload" as="fetch" crossorigin href="/api/users/username">\n' +
        '    <link rel="preload" as="fetch" crossorigin href="/api/meeting/bienestar-docente?chat=1">\n' +
        '  </head><body></body></html>',
    );
    // Every member page waits for the session; the meeting's pages for the meeting too (the live page's
    // with its chat, decision 0134).
    expect(withPreloads(shell, '/perfil')).toContain('href="/api/users/username"');
    expect(withPreloads(shell, '/perfil')).not.toContain('/api/meeting/');
    expect(withPreloads(shell, '/encuentros/m1/interactua')).toContain('href="/api/meeting/m1"');
    // A route's page and a stop's: the answer their loader asks for first.
    expect(withPreloads(shell, '/eje/r1')).toContain('href="/api/axis/info/r1"');
    expect(withPreloads(shell, '/eje/r1/etapa/s%C3%AD')).toContain('href="/api/axis/r1/steps/s%C3%AD"');
    expect(withPreloads(shell, '/eje/r1/etapa/s%C3%AD')).toContain('href="/api/axis/info/r1"');
    expect(withPreloads(shell, '/eje/r1/foro-de-participacion/t1/posts')).toContain(
      'href="/api/axis/r1/threads/t1/posts?page=1"',
    );
    expect(withPreloads(shell, '/eje/r1/foro-de-participacion')).not.toContain('/api/axis/');
    // Visitor and staff pages announce no answer: the first arrive prerendered, the second are staff's.
    for (const pathname of ['/', '/foro-de-educadores', '/admin/encuentros/m1']) {
      expect(withPreloads(shell, pathname), pathname).not.toContain('as="fetch"');
    }
  });

  it('keeps whatever the address holds inside the attribute, and leaves out a slug that is not valid', () => {
    const withPreloads = build({});
    const quoted = withPreloads(shell, '/encuentros/%22%3E%3Cscript%3Ex%3C%2Fscript%3E/vive-el-encuentro');
    expect(quoted).toContain('href="/api/meeting/%22%3E%3Cscript%3Ex%3C%2Fscript%3E?chat=1"');
    expect(quoted).not.toContain('<script>');
    const broken = withPreloads(shell, '/encuentros/%E0%A4%A/vive-el-encuentro');
    expect(broken).not.toContain('as="fetch"');
  });

  it('serves the plain shell when the build wrote no list (a build before this one)', () => {
    fs.rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
    expect(routePreloads(dist, () => true)(shell, '/foro-de-educadores')).toBe(shell);
  });
});
