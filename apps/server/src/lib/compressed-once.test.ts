import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rememberingZlib } from './compressed-once.ts';

const answer = (n: number) =>
  JSON.stringify({ posts: Array.from({ length: 40 }, (_, i) => `post ${n}-${i}`) });

describe('the compression plugin’s remembering zlib', () => {
  it('compresses the same bytes once per encoding and hands back copies that decompress to them', () => {
    const remembering = rememberingZlib();
    const first = remembering.brotliCompressSync(answer(1));
    expect(remembering.brotliCompressSync(Buffer.from(answer(1)))).toBe(first);
    expect(zlib.brotliDecompressSync(first).toString()).toBe(answer(1));
    const gzipped = remembering.gzipSync(answer(1));
    expect(gzipped).not.toBe(first);
    expect(zlib.gunzipSync(gzipped).toString()).toBe(answer(1));
  });

  it('keeps each copy in bytes of its own, not in the compressor’s whole output buffer', () => {
    const remembering = rememberingZlib();
    for (const copy of [remembering.brotliCompressSync(answer(3)), remembering.gzipSync(answer(3))]) {
      expect(copy.length).toBeLessThan(1024);
      // What the store holds is what it counts: a view of a 64 KiB buffer would hold 64 KiB.
      expect(copy.buffer.byteLength).toBe(copy.length);
    }
  });

  it('never hands the copy of other bytes, and lets the oldest go past its size', () => {
    const one = rememberingZlib(1);
    const a = one.gzipSync(answer(1));
    const b = one.gzipSync(answer(2));
    expect(zlib.gunzipSync(b).toString()).toBe(answer(2));
    // The store holds less than one copy: asking again compresses again.
    expect(one.gzipSync(answer(1))).not.toBe(a);
    expect(zlib.gunzipSync(one.gzipSync(answer(1))).toString()).toBe(answer(1));
  });
});
