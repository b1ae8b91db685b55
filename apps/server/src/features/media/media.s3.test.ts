import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaMessages, type MediaItem } from '@foro/shared/media/schemas';
import { Browser, createTestApp, engines, secondProcess, type TestApp } from '../../test/app.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { copyDiskMediaToBucket } from './media-copy.ts';
import { s3Storage, type S3Storage } from './media.storage.ts';

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
function multipart(file: Buffer, filename: string) {
  const boundary = `----foro${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const photo = (background: string) =>
  sharp({ create: { width: 1400, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Two seconds of a rising tone as a 16-bit mono WAV file: no two ranges of it are alike. */
function wavBytes(): Buffer {
  const samples = 16000;
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
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(8000 * Math.sin(i * i * 1e-4)), i * 2);
  return Buffer.concat([header, data]);
}

describe.each(engines)('media in an S3-compatible bucket on %s (decision 0091)', (engine) => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  let staff: Browser;
  let bucket: S3Storage;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp(engine, { seed: true, env: s3.env() });
    staff = new Browser(t.app);
    await staff.signIn('admin@example.org');
    // The test's own view of the bucket, not the app's.
    bucket = s3Storage(t.config.s3!, fs.mkdtempSync(path.join(t.config.dataDir, 'view-')));
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const upload = (file: Buffer, filename: string) => {
    t.clock.advance(1000);
    const { body, contentType } = multipart(file, filename);
    return staff.request({
      method: 'POST',
      url: '/api/admin/media',
      payload: body,
      headers: { 'content-type': contentType },
    });
  };
  const keysOf = async (id: string) => (await bucket.list()).filter((key) => key.startsWith(`${id}/`)).sort();
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('keeps every size of an uploaded photo in the bucket, not on the disk, and serves it from there', async () => {
    await expect(t.app.mediaStorage.check()).resolves.toBeUndefined();
    const answer = await upload(await photo('#c86432'), 'Foto.jpg');
    expect(answer.statusCode, answer.body).toBe(201);
    const item = answer.json() as MediaItem;
    expect(await keysOf(item.id)).toEqual(
      item.variants.map((v) => `${item.id}/${v.size}.${v.format}`).sort(),
    );
    // Nothing is left on this machine: not the upload's folder, not the received file.
    const left = fs.existsSync(t.config.mediaDir) ? fs.readdirSync(t.config.mediaDir) : [];
    expect(left.filter((name) => name !== '.incoming')).toEqual([]);
    if (left.includes('.incoming'))
      expect(fs.readdirSync(path.join(t.config.mediaDir, '.incoming'))).toEqual([]);

    const served = await get(item.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals((await bucket.read(item.id, 'desktop.jpg'))!)).toBe(true);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1400, format: 'jpeg' });
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(served.headers['content-security-policy']).toMatch(/; sandbox$/);
    expect(served.headers.etag).toBeTruthy();
    // A browser that has it asks again with its tag and gets a 304 without the bytes.
    const again = await get(item.url, { 'if-none-match': String(served.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get(item.url.replace('desktop.jpg', 'tablet.png'))).statusCode).toBe(404);
  });

  it('serves ranges of audio as the disk does, and refuses a range past the end with 416', async () => {
    const wav = wavBytes();
    const answer = await upload(wav, 'Clase.wav');
    expect(answer.statusCode, answer.body).toBe(201);
    const item = answer.json() as MediaItem;
    const part = await get(item.url, { range: 'bytes=1000-1999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${wav.length}`);
    expect(part.headers['content-type']).toBe('audio/wav');
    expect(part.rawPayload.equals(wav.subarray(1000, 2000))).toBe(true);
    expect((await get(item.url)).rawPayload.equals(wav)).toBe(true);
    expect((await get(item.url, { range: `bytes=${wav.length + 10}-` })).statusCode).toBe(416);
  });

  it('answers HEAD with the length and no bytes, many times over, and still serves the file', async () => {
    const item = (await upload(await photo('#8844aa'), 'Morado.jpg')).json() as MediaItem;
    const full = await get(item.url);
    for (let i = 0; i < 60; i++) {
      const head = await t.app.inject({ method: 'HEAD', url: item.url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(full.rawPayload.length));
      expect(head.rawPayload.length).toBe(0);
    }
    expect((await get(item.url)).rawPayload.equals(full.rawPayload)).toBe(true);
  }, 60_000);

  it('serves a file uploaded through one process from another that shares only the bucket', async () => {
    const answer = await upload(await photo('#3264c8'), 'Otra.jpg');
    const item = answer.json() as MediaItem;
    const other = await secondProcess(t, engine);
    try {
      const there = await other.app.inject({ method: 'GET', url: item.url });
      expect(there.statusCode).toBe(200);
      expect(there.rawPayload.equals((await get(item.url)).rawPayload)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('replaces a file: the new one is served, the old one removed from the bucket', async () => {
    const old = (await upload(await photo('#111111'), 'Cartel.jpg')).json() as MediaItem;
    const replacement = await upload(await photo('#eeeeee'), 'Cartel nuevo.jpg');
    expect(replacement.statusCode).toBe(201);
    const fresh = replacement.json() as MediaItem;
    t.clock.advance(1000);
    const removed = await staff.request({ method: 'DELETE', url: `/api/admin/media/${old.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ outcome: 'deleted' });
    expect(await keysOf(old.id)).toEqual([]);
    expect((await get(old.url)).statusCode).toBe(404);
    expect((await get(fresh.url)).statusCode).toBe(200);
    expect((await keysOf(fresh.id)).length).toBe(fresh.variants.length);
  });

  it('makes link previews from a picture kept in the bucket', async () => {
    const item = (await upload(await photo('#00aa00'), 'Verde.jpg')).json() as MediaItem;
    const { localPicture } = await import('../share/index.ts');
    const source = await localPicture(item.url, { storage: t.app.mediaStorage, webDist: '/nonexistent' });
    expect(Buffer.isBuffer(source) && source.equals((await bucket.read(item.id, 'desktop.jpg'))!)).toBe(true);
    expect(
      await localPicture(`/media/uploads/${item.id}/../x`, { storage: t.app.mediaStorage, webDist: '/x' }),
    ).toBe(undefined);
  });
});

describe('a bucket that cannot be used (decision 0091)', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());

  it('stops the start with a message naming the variable: a missing bucket, refused keys, no server', async () => {
    for (const [env, message] of [
      [{ S3_BUCKET: 'no-existe' }, 'S3_BUCKET: el bucket «no-existe» no existe'],
      // s3rver checks the key id, not a version 4 signature: a wrong key id stands for refused keys.
      [
        { S3_ACCESS_KEY_ID: 'NADIE', S3_SECRET_ACCESS_KEY: 'otra-clave' },
        'S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: el almacenamiento rechaza',
      ],
      [{ S3_ENDPOINT: 'http://127.0.0.1:9' }, 'S3_ENDPOINT: no se puede conectar'],
    ] as const) {
      const t = await createTestApp('sqlite', { env: s3.env(env) });
      try {
        const error = await t.app.mediaStorage.check().then(
          () => undefined,
          (e: Error) => e,
        );
        expect(error?.message).toContain(message);
        // The keys never show in what the operator reads.
        expect(error?.message).not.toContain('otra-clave');
      } finally {
        await t.close();
      }
    }
  });

  it('keeps the server from starting when the bucket is missing, with the message and no stack', async () => {
    // The built server, as `npm start` runs it, in a folder of this test's own beside `dist/`.
    const outdir = new URL(`../../../.test-dist/s3-start-${process.pid}`, import.meta.url).pathname;
    execFileSync(
      process.execPath,
      [new URL('../../../scripts/bundle.ts', import.meta.url).pathname, outdir],
      {
        stdio: 'inherit',
      },
    );
    const child = spawn(process.execPath, [path.join(outdir, 'start.js')], {
      env: {
        ...process.env,
        ...s3.env({ S3_BUCKET: 'no-existe' }),
        PORT: '3463',
        HOST: '127.0.0.1',
        NODE_ENV: 'development',
        DATABASE_URL: '',
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'foro-s3-start-')),
        WEB_DIST: '/nonexistent',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Almacenamiento de archivos no disponible:');
    expect(output).toContain('S3_BUCKET: el bucket «no-existe» no existe');
    expect(output).not.toMatch(/\n\s+at /);
    expect(output).not.toContain('S3RVER');
    fs.rmSync(outdir, { recursive: true, force: true });
  }, 120_000);

  it('tells staff in Spanish that the storage refused the upload, with no 500 and nothing left behind', async () => {
    const logLines: string[] = [];
    const t = await createTestApp('sqlite', {
      seed: true,
      env: s3.env({ S3_ACCESS_KEY_ID: 'NADIE', S3_SECRET_ACCESS_KEY: 'otra-clave' }),
      logLines,
    });
    try {
      const staff = new Browser(t.app);
      await staff.signIn('admin@example.org');
      const { body, contentType } = multipart(await photo('#c86432'), 'Foto.jpg');
      const answer = await staff.request({
        method: 'POST',
        url: '/api/admin/media',
        payload: body,
        headers: { 'content-type': contentType },
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ errors: { file: mediaMessages.storageUnavailable } });
      expect(answer.body).not.toMatch(/stack|at async|NADIE|otra-clave/);
      expect(await t.db.selectFrom('media').selectAll().execute()).toEqual([]);
      const incoming = path.join(t.config.mediaDir, '.incoming');
      expect(fs.existsSync(incoming) ? fs.readdirSync(incoming) : []).toEqual([]);
      // The operator's log says why, without the secret.
      const logged = logLines.join('');
      expect(logged).toContain('media storage failed');
      expect(logged).toContain('rechaza estas credenciales');
      expect(logged).not.toContain('otra-clave');
    } finally {
      await t.close();
    }
  });
});

describe('the keys of the bucket (decision 0091)', () => {
  it('never reach the log, even at trace level, while files are uploaded, read and removed', async () => {
    const s3 = await startS3Server();
    const logLines: string[] = [];
    const secret = 'secreto-del-bucket-que-nunca-se-registra';
    const t = await createTestApp('sqlite', {
      seed: true,
      env: s3.env({ S3_SECRET_ACCESS_KEY: secret }),
      logLines,
    });
    try {
      const staff = new Browser(t.app);
      await staff.signIn('admin@example.org');
      const { body, contentType } = multipart(await photo('#c86432'), 'Foto.jpg');
      const answer = await staff.request({
        method: 'POST',
        url: '/api/admin/media',
        payload: body,
        headers: { 'content-type': contentType },
      });
      expect(answer.statusCode).toBe(201);
      const item = answer.json() as MediaItem;
      expect((await t.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(200);
      t.clock.advance(1000);
      expect((await staff.request({ method: 'DELETE', url: `/api/admin/media/${item.id}` })).statusCode).toBe(
        200,
      );
      expect(logLines.length).toBeGreaterThan(0);
      expect(logLines.join('')).not.toContain(secret);
    } finally {
      await t.close();
      await s3.close();
    }
  });
});

describe('S3_PUBLIC_URL and the copy of the disk (decision 0091)', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());

  it('sends browsers to the CDN that serves the bucket, and lets pages load media from it', async () => {
    const t = await createTestApp('sqlite', {
      seed: true,
      env: s3.env({ S3_PUBLIC_URL: 'https://cdn.example.org/foro/' }),
    });
    try {
      const id = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
      const answer = await t.app.inject({ method: 'GET', url: `/media/uploads/${id}/desktop.webp` });
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe(`https://cdn.example.org/foro/${id}/desktop.webp`);
      // A page's policy (the test app has no built shell: the sign-in page is one).
      const page = await t.app.inject({ method: 'GET', url: '/connect' });
      expect(String(page.headers['content-security-policy'])).toMatch(
        /img-src [^;]*https:\/\/cdn\.example\.org/,
      );
      expect((await t.app.inject({ method: 'GET', url: `/media/uploads/${id}/x.html` })).statusCode).toBe(
        404,
      );
    } finally {
      await t.close();
    }
  });

  it('copies the uploads on disk into the bucket once, leaving other files alone', async () => {
    const t = await createTestApp('sqlite', { env: s3.env() });
    try {
      const dir = fs.mkdtempSync(path.join(t.config.dataDir, 'old-media-'));
      const id = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
      fs.mkdirSync(path.join(dir, id));
      fs.writeFileSync(path.join(dir, id, 'file.pdf'), '%PDF-1.7 hola');
      fs.writeFileSync(path.join(dir, id, 'desktop.webp'), 'webp');
      fs.writeFileSync(path.join(dir, id, 'notas.txt'), 'no');
      fs.mkdirSync(path.join(dir, '.incoming'));
      fs.writeFileSync(path.join(dir, '.incoming', 'a'), 'no');
      const storage = s3Storage(t.config.s3!, dir);
      expect(await copyDiskMediaToBucket(dir, storage)).toEqual({ copied: 2, skipped: 0 });
      expect(await copyDiskMediaToBucket(dir, storage)).toEqual({ copied: 0, skipped: 2 });
      expect((await storage.list()).sort()).toEqual([`${id}/desktop.webp`, `${id}/file.pdf`]);
      const pdf = await t.app.inject({ method: 'GET', url: `/media/uploads/${id}/file.pdf` });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.body).toBe('%PDF-1.7 hola');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="documento-0190a1b2.pdf"`);
    } finally {
      await t.close();
    }
  });
});
