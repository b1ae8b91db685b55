import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createAxis, createThread, createThreadPost, signedInMember } from '../test/factories.ts';
import { ANSWER_BROTLI_OPTIONS } from '../lib/compressed-once.ts';

describe('a member’s own answer, compressed while the request waits (decision 0122)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is brotli at quality 1: the bytes quality 1 makes, which decompress to the answer', async () => {
    const axis = await createAxis(t.db);
    const thread = await createThread(t.db, { axis_id: axis.id });
    const { user, browser } = await signedInMember(t);
    for (let i = 0; i < 10; i++)
      await createThreadPost(t.db, {
        thread_id: thread.id,
        user_id: user.id,
        post: `<p>Mensaje ${i}: cómo acompañamos a cada estudiante cuando la clase empieza tarde.</p>`,
      });
    const url = `/api/axis/${axis.slug}/threads/${thread.slug}/posts`;
    const plain = (await browser.request({ url })).body;
    expect(plain.length).toBeGreaterThan(1024);
    const res = await browser.request({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(plain);
    expect(res.rawPayload.equals(zlib.brotliCompressSync(plain, ANSWER_BROTLI_OPTIONS))).toBe(true);
    // The plugin's own default (quality 4) makes other bytes: the setting is the one in use.
    const atFour = zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(res.rawPayload.equals(atFour)).toBe(false);
  });
});
