import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaMessages, type MediaItem } from '@foro/shared/media/schemas';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import {
  createCoach,
  createHomeItem,
  createMember,
  signedInMember,
  type Member,
} from '../../test/factories.ts';

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
function multipart(file: Buffer, filename: string, type = 'application/octet-stream', name = 'file') {
  const boundary = `----foro${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A photo as a camera writes it: EXIF with the author and GPS position, turned by its orientation. */
async function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c86432' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Persona Secreta', Copyright: 'Foto privada' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '33/1 26/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '70/1 39/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function pdfBytes(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Hola');
  return Buffer.from(await doc.save());
}

/** One second of silence as a 16-bit mono WAV file, written byte by byte. */
function wavBytes(): Buffer {
  const samples = 8000;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples * 2, 40);
  return Buffer.concat([header, Buffer.alloc(samples * 2)]);
}

describe.each(engines)('media uploads on %s (docs/product/media.md)', (engine) => {
  let t: TestApp;
  let staffUser: Member;
  let staff: Browser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ user: staffUser, browser: staff } = await signedInMember(t, { role: 'staff' }));
  });
  afterAll(() => t.close());

  const upload = (browser: Browser, file: Buffer, filename: string, query = '') => {
    // Each upload a second later than the last: "newest first" has one answer.
    t.clock.advance(1000);
    const { body, contentType } = multipart(file, filename);
    return browser.request({
      method: 'POST',
      url: `/api/admin/media${query}`,
      payload: body,
      headers: { 'content-type': contentType },
    });
  };
  const act = (method: 'POST' | 'DELETE', url: string) => {
    t.clock.advance(1000);
    return staff.request({ method, url });
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const mediaRows = async () =>
    Number(
      (
        await t.db
          .selectFrom('media')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const foldersOnDisk = () =>
    fs.existsSync(t.config.mediaDir)
      ? fs.readdirSync(t.config.mediaDir).filter((name) => !name.startsWith('.'))
      : [];
  const incoming = () =>
    fs.existsSync(path.join(t.config.mediaDir, '.incoming'))
      ? fs.readdirSync(path.join(t.config.mediaDir, '.incoming'))
      : [];

  it('makes every size of a photo, upright, in AVIF, WebP and JPEG, without its EXIF and GPS data', async () => {
    const photo = await cameraPhoto();
    const source = await sharp(photo).metadata();
    // The test's own photo really carries what must go: the author and a GPS block (tag 0x8825).
    expect(source.exif?.toString('latin1')).toContain('Persona Secreta');
    expect(source.exif?.indexOf(Buffer.from([0x25, 0x88]))).toBeGreaterThan(0);
    expect(source.orientation).toBe(6);

    const answer = await upload(staff, photo, 'C:\\fotos\\Foto de la playa.JPG');
    expect(answer.statusCode, answer.body).toBe(201);
    const item = answer.json() as MediaItem;
    expect(item).toMatchObject({
      kind: 'image',
      mime: 'image/jpeg',
      name: 'Foto de la playa.JPG',
      width: 1600,
      height: 2400,
      url: `/media/uploads/${item.id}/desktop.jpg`,
      thumbnailUrl: `/media/uploads/${item.id}/mobile.webp`,
      createdBy: staffUser.email,
      archivedAt: null,
    });
    expect(item.variants.map((v) => `${v.size}.${v.format} ${v.width}x${v.height}`)).toEqual([
      'desktop.avif 1600x2400',
      'desktop.webp 1600x2400',
      'desktop.jpg 1600x2400',
      'tablet.avif 1024x1536',
      'tablet.webp 1024x1536',
      'tablet.jpg 1024x1536',
      'mobile.avif 640x960',
      'mobile.webp 640x960',
      'mobile.jpg 640x960',
    ]);

    for (const variant of item.variants) {
      const served = await get(variant.url);
      expect(served.statusCode, variant.url).toBe(200);
      expect(served.headers['content-type']).toBe(
        { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' }[variant.format],
      );
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe(
        variant.format === 'jpg' ? 'jpeg' : variant.format === 'avif' ? 'heif' : variant.format,
      );
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(meta.exif, `${variant.url} has no EXIF`).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      // Turned upright by its orientation, so no orientation tag is left to apply.
      expect(meta.orientation ?? 1).toBe(1);
      expect(served.rawPayload.includes(Buffer.from('Persona Secreta'))).toBe(false);
    }
    // Nothing but the sizes is kept: the camera's file is gone.
    expect(fs.readdirSync(path.join(t.config.mediaDir, item.id)).sort()).toEqual(
      item.variants.map((v) => v.url.split('/').pop()).sort(),
    );
    expect(incoming()).toEqual([]);
  }, 60_000);

  it('keeps transparency with a PNG fallback and never enlarges a small image', async () => {
    const logo = await sharp({
      create: { width: 300, height: 150, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const item = (await upload(staff, logo, 'logo.png')).json() as MediaItem;
    expect(item.url).toBe(`/media/uploads/${item.id}/desktop.png`);
    expect(new Set(item.variants.map((v) => `${v.width}x${v.height}`))).toEqual(new Set(['300x150']));
    const image = await get(item.url);
    const fallback = await sharp(image.rawPayload).metadata();
    expect(fallback.hasAlpha).toBe(true);
    // Shown inline (decision 0068), in a sandbox when opened on its own.
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBeUndefined();
    expect(image.headers['content-security-policy']).toMatch(/; sandbox$/);
  });

  it('stores a PDF and an audio file as sent, served with their own types', async () => {
    const pdf = await upload(staff, await pdfBytes(), 'guía.pdf', '?accept=pdf');
    expect(pdf.statusCode, pdf.body).toBe(201);
    const doc = pdf.json() as MediaItem;
    expect(doc).toMatchObject({ kind: 'pdf', mime: 'application/pdf', thumbnailUrl: null, variants: [] });
    const served = await get(doc.url);
    expect(served.headers['content-type']).toBe('application/pdf');
    // A download in a sandbox, never a page of the portal's origin running the PDF's JavaScript (decision 0068).
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="documento-${doc.id.slice(0, 8)}.pdf"`,
    );
    expect(served.headers['content-security-policy']).toMatch(/; sandbox$/);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const audio = (await upload(staff, wavBytes(), 'podcast.wav', '?accept=audio')).json() as MediaItem;
    expect(audio).toMatchObject({
      kind: 'audio',
      mime: 'audio/wav',
      url: `/media/uploads/${audio.id}/file.wav`,
    });
    // A player asks for part of the file to seek.
    const part = await get(audio.url, { range: 'bytes=0-3', 'accept-encoding': 'br, gzip' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('RIFF');
    expect(part.headers['content-type']).toBe('audio/wav');
    // Played inline, in a sandbox when opened on its own.
    expect(part.headers['content-disposition']).toBeUndefined();
    expect(part.headers['content-security-policy']).toMatch(/; sandbox$/);
  });

  it('judges the type by the bytes and refuses, in Spanish, what is not allowed, storing nothing', async () => {
    const rows = await mediaRows();
    const folders = foldersOnDisk().length;
    const refusals: Array<[Buffer, string, string, string]> = [
      [
        Buffer.from('esto no es una imagen, es texto\n'.repeat(20)),
        'foto.jpg',
        '',
        mediaMessages.unknownType,
      ],
      [
        Buffer.from(
          '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
        'dibujo.svg',
        '',
        mediaMessages.svg,
      ],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'pagina.png', '', mediaMessages.unknownType],
      [Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), 'programa.pdf', '', mediaMessages.unknownType],
      [
        await pdfBytes(),
        'guia.pdf',
        '?accept=image',
        'Este campo admite solo imágenes y el archivo es un documento PDF.',
      ],
      // A JPEG's first bytes with nothing after them: the type is right, the image is not.
      [(await cameraPhoto()).subarray(0, 400), 'cortada.jpg', '', mediaMessages.unreadableImage],
      [Buffer.alloc(0), 'vacio.jpg', '', mediaMessages.missing],
    ];
    for (const [bytes, name, query, message] of refusals) {
      const answer = await upload(staff, bytes, name, query);
      expect(answer.statusCode, name).toBe(422);
      expect(answer.json(), name).toEqual({
        code: 'VALIDATION',
        message: 'Revisa los campos marcados.',
        errors: { file: message },
      });
    }
    expect(await mediaRows()).toBe(rows);
    expect(foldersOnDisk().length).toBe(folders);
    expect(incoming()).toEqual([]);
  });

  it('refuses a body that is not multipart (415) and a form without a file (422)', async () => {
    const json = await staff.request({ method: 'POST', url: '/api/admin/media', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().errors).toEqual({ file: mediaMessages.notMultipart });
    const other = multipart(Buffer.from('x'), 'a.txt', 'text/plain', 'otro');
    const noFile = await staff.request({
      method: 'POST',
      url: '/api/admin/media',
      payload: other.body,
      headers: { 'content-type': other.contentType },
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({ file: mediaMessages.missing });
  });

  it('refuses uploads from members and coaches, and without the anti-forgery header', async () => {
    const photo = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const rows = await mediaRows();
    for (const { email } of [await createMember(t.db), await createCoach(t.db)]) {
      const person = new Browser(t.app);
      await person.signIn(email);
      expect((await upload(person, photo, 'a.png')).statusCode).toBe(403);
    }
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    expect((await upload(visitor, photo, 'a.png')).statusCode).toBe(401);
    const { body, contentType } = multipart(photo, 'a.png');
    const forged = await staff.request({
      method: 'POST',
      url: '/api/admin/media',
      payload: body,
      headers: { 'content-type': contentType },
      xsrf: false,
    });
    expect(forged.statusCode).toBe(419);
    expect(await mediaRows()).toBe(rows);
  });

  it('serves no other file: every path that leaves an upload folder or names an unknown file is a 404', async () => {
    const item = (await upload(staff, wavBytes(), 'a.wav')).json() as MediaItem;
    // Files a request must never reach: one beside the uploads, one inside an upload's folder.
    fs.writeFileSync(path.join(t.config.mediaDir, 'secreto.txt'), 'secreto');
    fs.writeFileSync(path.join(t.config.mediaDir, item.id, 'desktop.html'), '<script>alert(1)</script>');
    fs.writeFileSync(path.join(t.config.dataDir, 'clave.txt'), 'secreto');
    const attempts = [
      `/media/uploads/${item.id}/..%2f..%2fclave.txt`,
      `/media/uploads/${item.id}/..%2Fsecreto.txt`,
      `/media/uploads/..%2f${item.id}/file.wav`,
      `/media/uploads/%2e%2e/secreto.txt`,
      `/media/uploads/${item.id}/%2e%2e%2f%2e%2e%2fclave.txt`,
      `/media/uploads/${item.id}/desktop.html`,
      `/media/uploads/${item.id}/file.wav%00.jpg`,
      `/media/uploads/${item.id}/file.WAV`,
      `/media/uploads/${item.id.toUpperCase()}/file.wav`,
      `/media/uploads/.incoming/file.wav`,
      `/media/uploads/${item.id}/.%2e/secreto.txt`,
      `/media/uploads/${item.id}/../../clave.txt`,
      `/media/uploads/00000000-0000-0000-0000-000000000000/file.wav`,
    ];
    for (const url of attempts) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain('secreto');
      expect(answer.body, url).not.toContain('<script>');
      expect(answer.headers['cache-control'] ?? '', url).not.toContain('immutable');
    }
    expect((await get(item.url)).statusCode).toBe(200);
  });

  it('lets pages show images and audio of the CDN origins in MEDIA_HOSTS, and no others', async () => {
    const csp = (await get('/connect')).headers['content-security-policy'] as string;
    expect(csp).toMatch(/img-src 'self' data: blob:(;|$)/);
    // The policy does not depend on the engine: a SQLite app is enough.
    const withCdn = await createTestApp('sqlite', {
      env: { MEDIA_HOSTS: 'https://cdn.example.org' },
    });
    try {
      const policy = (await withCdn.app.inject({ url: '/connect' })).headers[
        'content-security-policy'
      ] as string;
      expect(policy).toContain("img-src 'self' data: blob: https://cdn.example.org;");
      expect(policy).toContain("media-src 'self' https://cdn.example.org;");
    } finally {
      await withCdn.close();
    }
  });

  it('lists uploads newest first, with search and keyset pages', async () => {
    const png = (color: string) =>
      sharp({ create: { width: 20, height: 20, channels: 3, background: color } })
        .png()
        .toBuffer();
    for (const name of ['Cartel 100% oficial.png', 'cartel_b.png', 'Retrato.png'])
      expect((await upload(staff, await png('#123456'), name)).statusCode).toBe(201);
    const search = async (query: string) =>
      (
        (await staff.request({ url: `/api/admin/media?${query}` })).json() as { items: MediaItem[] }
      ).items.map((i) => i.name);
    expect(await search('q=CARTEL')).toEqual(['cartel_b.png', 'Cartel 100% oficial.png']);
    expect(await search(`q=${encodeURIComponent('100%')}`)).toEqual(['Cartel 100% oficial.png']);
    expect(await search('q=l_b')).toEqual(['cartel_b.png']);
    expect(await search('kind=pdf&q=cartel')).toEqual([]);

    const names: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = (
        await staff.request({ url: `/api/admin/media?limit=2${cursor ? `&cursor=${cursor}` : ''}` })
      ).json() as { items: MediaItem[]; nextCursor?: string };
      names.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    const all = (await staff.request({ url: '/api/admin/media?limit=100' })).json() as { items: MediaItem[] };
    expect(names).toEqual(all.items.map((i) => i.id));
    expect(pages).toBe(Math.ceil(all.items.length / 2));
    expect(new Set(names).size).toBe(names.length);
    const answer = await staff.request({ url: '/api/admin/media' });
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('deletes a file no content uses, and archives instead one that content uses; both in the audit log', async () => {
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const unused = (await upload(staff, png, 'sin-usar.png')).json() as MediaItem;
    const used = (await upload(staff, png, 'usada.png')).json() as MediaItem;
    // A home item shows the second one.
    await createHomeItem(t.db, { img: used.url });

    const deleted = await act('DELETE', `/api/admin/media/${unused.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ outcome: 'deleted', usedIn: [] });
    expect((await get(unused.url)).statusCode).toBe(404);
    expect(fs.existsSync(path.join(t.config.mediaDir, unused.id))).toBe(false);
    expect((await act('DELETE', `/api/admin/media/${unused.id}`)).statusCode).toBe(404);

    const archived = await act('DELETE', `/api/admin/media/${used.id}`);
    expect(archived.json()).toEqual({ outcome: 'archived', usedIn: [{ label: 'Portada', count: 1 }] });
    // The page that shows it keeps showing it; the library lists it among the archived.
    expect((await get(used.url)).statusCode).toBe(200);
    const listed = async (archivedFlag: '0' | '1') =>
      (
        (await staff.request({ url: `/api/admin/media?archived=${archivedFlag}&limit=100` })).json() as {
          items: MediaItem[];
        }
      ).items.map((i) => i.id);
    expect(await listed('0')).not.toContain(used.id);
    expect(await listed('1')).toContain(used.id);

    const restored = await act('POST', `/api/admin/media/${used.id}/restore`);
    expect(restored.json()).toMatchObject({ archivedAt: null, revision: 3 });
    expect(await listed('0')).toContain(used.id);

    const log = (await staff.request({ url: '/api/admin/audit?itemType=media&limit=100' })).json() as {
      entries: Array<{
        action: string;
        item: { id: string; label: string };
        changes: Record<string, unknown>;
      }>;
    };
    const of = (id: string) => log.entries.filter((e) => e.item.id === id).map((e) => e.action);
    expect(of(unused.id)).toEqual(['delete', 'create']);
    expect(of(used.id)).toEqual(['restore', 'archive', 'create']);
    const created = log.entries.find((e) => e.item.id === unused.id && e.action === 'create')!;
    expect(created.item.label).toBe('sin-usar.png');
    expect(created.changes.url).toEqual({ before: null, after: unused.url });
  });
});
