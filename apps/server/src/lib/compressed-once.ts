import { hash } from 'node:crypto';
import zlib from 'node:zlib';

/**
 * The zlib that the compression plugin uses, with its one-shot compressors remembering what they made.
 * A crowd asks for the same few answers again and again (a route page, a meeting's posts), and most of
 * them are the same bytes for many members; compressing them costs a tenth of a millisecond each time,
 * hashing them a few microseconds. Kept by the hash of the bytes and the encoding, most recent first,
 * up to `maxBytes` of compressed copies in all.
 */
type Compressed = ReturnType<typeof zlib.gzipSync>;

/**
 * Brotli's settings for an answer compressed while its request waits (decision 0122): quality 1, about
 * half the time of quality 4 for a few percent more bytes on answers of a few kilobytes.
 */
export const ANSWER_BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } };

/**
 * The bytes in a buffer of their own. A one-shot compressor's answer is a view into its whole output
 * buffer (64 KiB in Node 24), so a kept answer of 500 bytes held 64 KiB: a crowd's answers of its own
 * (each member's questions, each member's page of posts) kept 128 times their counted size, never
 * given back while the store was under its count (docs/decisions/0104).
 */
export function ownBytes(view: Compressed): Compressed {
  if (view.byteOffset === 0 && view.buffer.byteLength === view.length) return view;
  const own = Buffer.allocUnsafeSlow(view.length);
  view.copy(own);
  return own;
}

export function rememberingZlib(maxBytes = 8 * 1024 * 1024): typeof zlib {
  const kept = new Map<string, Compressed>();
  let keptBytes = 0;
  const remembering =
    (name: string, compress: (payload: zlib.InputType, options?: object) => Compressed) =>
    (payload: zlib.InputType, options?: object): Compressed => {
      if (payload instanceof ArrayBuffer) return compress(payload, options);
      const key = `${name}:${hash('sha1', payload)}`;
      const hit = kept.get(key);
      if (hit) {
        // Most recently used last: the oldest entries are the first ones a full store lets go.
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      const made = ownBytes(compress(payload, options));
      kept.set(key, made);
      keptBytes += made.length;
      for (const [oldKey, old] of kept) {
        if (keptBytes <= maxBytes) break;
        kept.delete(oldKey);
        keptBytes -= old.length;
      }
      return made;
    };
  return {
    ...zlib,
    brotliCompressSync: remembering('br', zlib.brotliCompressSync),
    gzipSync: remembering('gzip', zlib.gzipSync),
  };
}
