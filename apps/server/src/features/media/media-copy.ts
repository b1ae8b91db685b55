import fs from 'node:fs/promises';
import path from 'node:path';
import { SERVED_FILE, UPLOAD_ID } from './media.files.ts';
import type { S3Storage } from './media.storage.ts';

/**
 * Copies the uploads on disk (`MEDIA_DIR`) into the bucket (decision 0091): every file an upload's
 * folder may hold (media.files.ts), under the same `<id>/<file>` key. A key already in the bucket is
 * left as it is (a file never changes once written), so the copy can be run again after a stop.
 */
export async function copyDiskMediaToBucket(
  dir: string,
  storage: S3Storage,
): Promise<{ copied: number; skipped: number }> {
  const present = new Set(await storage.list());
  let copied = 0;
  let skipped = 0;
  const folders = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const folder of folders) {
    if (!folder.isDirectory() || !UPLOAD_ID.test(folder.name)) continue;
    for (const name of await fs.readdir(path.join(dir, folder.name))) {
      if (!SERVED_FILE.test(name)) continue;
      const key = `${folder.name}/${name}`;
      if (present.has(key)) {
        skipped += 1;
        continue;
      }
      await storage.put(key, path.join(dir, folder.name, name));
      copied += 1;
    }
  }
  return { copied, skipped };
}
