import fs from 'node:fs';
import path from 'node:path';
import { SERVED_FILE, UPLOAD_ID } from '../media/index.ts';
import type { MediaStorage } from '../media/index.ts';

/** The size Facebook, LinkedIn and WhatsApp show large (1.91:1). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const BRAND = '#0a3a78';
const MARK = 112;

/**
 * Where a picture named by content lives on this server: uploads in the media folder, the portal's
 * own media in the built web app. Pictures on other hosts are not fetched (the preview falls back to
 * the portal's mark rather than making the server a proxy for any address).
 */
export async function localPicture(
  src: string,
  where: { storage: Pick<MediaStorage, 'read'>; webDist: string },
): Promise<string | Buffer | undefined> {
  const clean = src.split(/[?#]/)[0] ?? '';
  if (!clean.startsWith('/media/') || clean.includes('..')) return undefined;
  if (clean.startsWith('/media/uploads/')) {
    // Uploads may be in a bucket (decision 0091): read through the media storage.
    const [id, file] = clean.slice('/media/uploads/'.length).split('/');
    if (!id || !file || !UPLOAD_ID.test(id) || !SERVED_FILE.test(file)) return undefined;
    return where.storage.read(id, file);
  }
  const full = path.join(where.webDist, clean);
  return fs.existsSync(full) ? full : undefined;
}

/**
 * A 1200×630 JPEG for a shared link: the meeting's or route's picture filling the frame, with the
 * portal's mark in a corner; without a picture, the mark on the portal's blue.
 */
export async function previewImage(picture: string | Buffer | undefined, markSvg: Buffer): Promise<Buffer> {
  // Loaded on the first picture made, not when the server starts (docs/performance.md#start-up).
  const { default: sharp } = await import('sharp');
  const mark = await sharp(markSvg).resize(MARK, MARK).png().toBuffer();
  const base = picture
    ? sharp(picture, { density: 144 }).resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover' })
    : sharp({
        create: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, channels: 3, background: BRAND },
      });
  const left = picture ? 48 : (PREVIEW_WIDTH - MARK) / 2;
  const top = picture ? PREVIEW_HEIGHT - MARK - 48 : (PREVIEW_HEIGHT - MARK) / 2;
  return base
    .composite([{ input: mark, left, top }])
    .flatten({ background: BRAND })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
