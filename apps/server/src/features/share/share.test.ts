import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../test/app.ts';
import { createAxis, createMeeting } from '../../test/factories.ts';
import { createOpenAccessRepository } from '../open-access/index.ts';

const SHELL = `<!doctype html><html lang="es"><head><meta charset="UTF-8" />
<meta name="description" content="Foro de Educadores: la comunidad." />
<title>Foro de Educadores</title></head><body><div id="root"></div></body></html>`;
const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#c0392b"/></svg>`;

/** The value of one meta tag of a page, HTML entities as written. */
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe.each(engines)('link previews on %s (docs/product/sharing.md)', (engine) => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-share-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'media', 'demo'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
    fs.writeFileSync(path.join(dist, 'media', 'demo', 'red.svg'), PICTURE);
    fs.writeFileSync(
      path.join(dist, 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0a3a78"/></svg>',
    );
    t = await createTestApp(engine, {
      env: { WEB_DIST: dist, PUBLIC_URL: 'https://foro.example.org' },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("gives a meeting page the meeting's title, date, time and picture, signed out too", async () => {
    const meeting = await createMeeting(t.db, {
      title: 'La lectura [br] en la era "digital" <script>',
      topic: 'Cómo leen hoy los estudiantes.',
      starts_at: '2026-12-03T23:00:00.000Z',
      time_zone: 'America/Bogota',
      img: '/media/demo/red.svg',
    });
    const res = await t.app.inject({ url: `/encuentros/${meeting.slug}/vive-el-encuentro` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const title = 'La lectura en la era &quot;digital&quot; &lt;script&gt; · Foro de Educadores';
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(metaOf(res.body, 'og:title')).toBe(title);
    expect(res.body).not.toContain('<script>');
    expect(metaOf(res.body, 'og:description')).toBe(
      'Encuentro en directo el 03/12/2026 a las 18:00 (GMT-5). Cómo leen hoy los estudiantes.',
    );
    expect(metaOf(res.body, 'description')).toBe(metaOf(res.body, 'og:description'));
    expect(metaOf(res.body, 'og:url')).toBe(
      `https://foro.example.org/encuentros/${meeting.slug}/vive-el-encuentro`,
    );
    const image = metaOf(res.body, 'og:image')!;
    expect(image).toBe(`https://foro.example.org/api/share/image/meeting/${meeting.slug}`);
    expect(metaOf(res.body, 'twitter:card')).toBe('summary_large_image');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/name="description"/g)).toHaveLength(1);

    const picture = await t.app.inject({ url: new URL(image).pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.headers['cache-control']).toBe('public, max-age=3600');
    const { width, height, format } = await sharp(picture.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    // The meeting's red picture fills the frame (the portal's own picture is blue).
    const { dominant } = await sharp(picture.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.b).toBeLessThan(100);
  });

  it("shows nothing of a draft: its pages get the portal's own preview", async () => {
    const draft = await createMeeting(t.db, { title: 'Encuentro secreto', published_at: null });
    const res = await t.app.inject({ url: `/encuentros/${draft.slug}/interactua` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Encuentro secreto');
    expect(metaOf(res.body, 'og:title')).toBe('Foro de Educadores');
    expect(metaOf(res.body, 'og:image')).toBe('https://foro.example.org/api/share/image/portal');
    const picture = await t.app.inject({ url: `/api/share/image/meeting/${draft.slug}` });
    const { dominant } = await sharp(picture.rawPayload).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r);
  });

  it("gives a route's pages its title and claim, and public pages their own titles", async () => {
    const axis = await createAxis(t.db, {
      title: 'Claves para conectar',
      claim: 'Escucha & conecta <b>hoy</b>',
    });
    const stop = await t.app.inject({ url: `/eje/${axis.slug}/etapa/una-parada` });
    expect(metaOf(stop.body, 'og:title')).toBe('Claves para conectar · Foro de Educadores');
    expect(metaOf(stop.body, 'og:description')).toBe('Escucha &amp; conecta hoy');
    expect(metaOf(stop.body, 'og:image')).toBe(`https://foro.example.org/api/share/image/axis/${axis.slug}`);

    const rules = await t.app.inject({ url: '/bases-del-sorteo' });
    expect(rules.body).toContain('<title>Bases legales del sorteo · Foro de Educadores</title>');
    const unknown = await t.app.inject({ url: '/no-existe' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('og:title');
  });

  it("follows the meeting's state: a past meeting's preview is no longer live, a live one says so", async () => {
    const now = t.clock.now().getTime();
    const past = await createMeeting(t.db, {
      title: 'Encuentro pasado',
      topic: 'Evaluar para aprender.',
      starts_at: new Date(now - 3 * 86_400_000).toISOString(),
      duration_minutes: 90,
      time_zone: 'America/Bogota',
    });
    const pastPage = await t.app.inject({ url: `/encuentros/${past.slug}/vive-el-encuentro` });
    const pastText = metaOf(pastPage.body, 'og:description')!;
    expect(pastText).not.toMatch(/en directo/i);
    expect(pastText).toMatch(
      /^Encuentro celebrado el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2} \(GMT-5\)\. Revívelo/,
    );

    const live = await createMeeting(t.db, {
      title: 'Encuentro de ahora',
      topic: 'Ahora mismo.',
      starts_at: new Date(now - 10 * 60_000).toISOString(),
      duration_minutes: 90,
      time_zone: 'America/Bogota',
    });
    const livePage = await t.app.inject({ url: `/encuentros/${live.slug}/vive-el-encuentro` });
    expect(metaOf(livePage.body, 'og:description')).toMatch(/^Encuentro en directo ahora \(comenzó el /);
  });

  it("follows the open masterclass's time on /acceso-abierto: after it, no invitation to a live class", async () => {
    const now = t.clock.now().getTime();
    const at = new Date(now - 30 * 86_400_000).toISOString();
    await createOpenAccessRepository(t.db).insertOpenMasterclass({
      title: 'Conectar con la clase',
      intro: '',
      starts_at: new Date(now - 3 * 86_400_000).toISOString(),
      video: '',
      chat: '',
      bg_desk: '/media/demo/red.svg',
      bg_tablet: '/media/demo/red.svg',
      bg_mobile: '/media/demo/red.svg',
      published_at: at,
      created_at: at,
      updated_at: at,
    });
    const page = await t.app.inject({ url: '/acceso-abierto' });
    const text = metaOf(page.body, 'og:description')!;
    expect(text).not.toMatch(/en directo/i);
    expect(text).toBe(
      'La masterclass «Conectar con la clase» ya se celebró. Deja tu correo y tu país y mira la grabación.',
    );
    await t.db
      .updateTable('open_masterclass')
      .set({ starts_at: new Date(now + 86_400_000).toISOString() })
      .execute();
    // Shells are made once a minute.
    t.clock.advance(61_000);
    const before = await t.app.inject({ url: '/acceso-abierto' });
    expect(metaOf(before.body, 'og:description')).toMatch(
      /^Masterclass en directo el \d{2}\/\d{2}\/\d{4} a las /,
    );
  });

  it('refuses a kind of picture it does not make', async () => {
    const res = await t.app.inject({ url: '/api/share/image/usuario/alguien' });
    expect(res.statusCode).toBe(422);
  });
});
