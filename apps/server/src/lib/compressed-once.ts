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
      const made = compress(payload, options);
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
