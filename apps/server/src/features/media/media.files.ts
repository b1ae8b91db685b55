import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Metadata, Sharp } from 'sharp';
import {
  imageSizes,
  mediaTypes,
  type ImageFormat,
  type ImageSize,
  type MediaKind,
  type MediaMime,
} from '@foro/shared/media/schemas';

/**
 * The media files on disk (docs/decisions/0028-media-uploads.md): each upload in its own folder named
 * by its id, holding files whose names the server chooses (`desktop.webp`, `file.pdf`). Nothing here
 * ever uses a name or a path that came from a request.
 */

/** Other names file-type gives to the types we accept. */
const aliases: Record<string, MediaMime> = {
  'image/apng': 'image/png',
  'audio/x-m4a': 'audio/mp4',
  'audio/ogg; codecs=opus': 'audio/ogg',
};

/** What a file is, judged by its bytes only. */
export type Sniffed =
  { ok: true; mime: MediaMime; kind: MediaKind; ext: string } | { ok: false; svg: boolean };

/** The type of a received file from its bytes; SVG (text, so file-type leaves it) is told apart to say why. */
export async function sniff(file: string): Promise<Sniffed> {
  // file-type and sharp load on the first upload, not when the server starts (docs/performance.md#start-up).
  const { fileTypeFromFile } = await import('file-type');
  const found = await fileTypeFromFile(file);
  const mime = found ? (aliases[found.mime] ?? found.mime) : undefined;
  if (mime && mime in mediaTypes) {
    const type = mediaTypes[mime as MediaMime];
    return { ok: true, mime: mime as MediaMime, kind: type.kind, ext: type.ext };
  }
  return { ok: false, svg: await looksLikeSvg(file) };
}

async function looksLikeSvg(file: string): Promise<boolean> {
  const handle = await fs.open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    return /<svg[\s>]/i.test(buffer.subarray(0, bytesRead).toString('latin1'));
  } finally {
    await handle.close();
  }
}

export class FileTooLarge extends Error {}

/**
 * Writes an upload stream to a new file under `dir/.incoming`, hashing it on the way. A stream that
 * passes `maxBytes` is cut and its file removed (FileTooLarge).
 */
export async function receive(
  stream: Readable,
  dir: string,
  maxBytes: number,
): Promise<{ file: string; bytes: number; sha256: string }> {
  const incoming = path.join(dir, '.incoming');
  await fs.mkdir(incoming, { recursive: true });
  const file = path.join(incoming, randomUUID());
  const hash = createHash('sha256');
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) return done(new FileTooLarge());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(stream, counter, createWriteStream(file, { flags: 'wx', mode: 0o640 }));
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
  return { file, bytes, sha256: hash.digest('hex') };
}

export interface StoredVariant {
  size: ImageSize;
  format: ImageFormat;
  width: number;
  height: number;
  file: string;
}

/** A decompression bomb is refused before it is decoded (sharp reads the size from the header). */
export const MAX_IMAGE_PIXELS = 50_000_000;

export class UnreadableImage extends Error {}
export class ImageTooBig extends Error {}

/**
 * Makes every size of an image in `outDir`: the image turned upright by its EXIF orientation, then
 * every metadata block (EXIF with GPS, XMP, IPTC, comments) left out — sharp writes none unless asked.
 * AVIF and WebP for current browsers and JPEG (PNG when the image has transparency) as the fallback.
 */
export async function makeImageSizes(
  source: string,
  outDir: string,
): Promise<{ width: number; height: number; fallback: 'jpg' | 'png'; variants: StoredVariant[] }> {
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    meta = await sharp(source, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnreadableImage();
  }
  if (!meta.width || !meta.height) throw new UnreadableImage();
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new ImageTooBig();
  // Orientations 5–8 swap width and height once the image is turned upright.
  const swapped = (meta.orientation ?? 1) >= 5;
  const width = swapped ? meta.height : meta.width;
  const height = swapped ? meta.width : meta.height;
  const fallback = meta.hasAlpha ? 'png' : 'jpg';

  await fs.mkdir(outDir, { recursive: true });
  const variants: StoredVariant[] = [];
  for (const [size, maxWidth] of Object.entries(imageSizes) as Array<[ImageSize, number]>) {
    const w = Math.min(maxWidth, width);
    const h = Math.max(1, Math.round((height * w) / width));
    // `failOn: 'error'` refuses a broken file instead of making sizes of half an image.
    const resized = sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: w, height: h, fit: 'fill' });
    const encoders: Array<[ImageFormat, Sharp]> = [
      ['avif', resized.clone().avif({ quality: 55, effort: 2 })],
      ['webp', resized.clone().webp({ quality: 80 })],
      fallback === 'png'
        ? ['png', resized.clone().png({ compressionLevel: 9 })]
        : ['jpg', resized.clone().jpeg({ quality: 82, mozjpeg: true })],
    ];
    for (const [format, encoder] of encoders) {
      const file = `${size}.${format}`;
      try {
        await encoder.toFile(path.join(outDir, file));
      } catch (error) {
        // A disk error is the server's; anything else is an image libvips cannot read.
        if ((error as NodeJS.ErrnoException).code) throw error;
        throw new UnreadableImage();
      }
      variants.push({ size, format, width: w, height: h, file });
    }
  }
  return { width, height, fallback, variants };
}

/** The content type of a served file, from the extension the server gave it (chosen from its bytes). */
export const servedTypes: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
};

/** The only file names an upload's folder holds: image sizes, or `file.<ext>` for documents and audio. */
export const SERVED_FILE = new RegExp(
  `^(?:(?:desktop|tablet|mobile)\\.(?:avif|webp|jpg|png)|file\\.(?:pdf|mp3|m4a|aac|ogg|wav))$`,
);
export const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
