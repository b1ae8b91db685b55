/**
 * Copies the uploads already on disk into the S3 bucket (docs/decisions/0091-media-in-object-storage.md):
 *
 *   npm run media:to-s3
 *
 * Reads MEDIA_DIR (or DATA_DIR/media) and the S3_* variables, as the portal does; a file already in
 * the bucket is skipped, so it can run again. Exit code 0 when done, 1 on failure.
 */
import { loadConfig } from '../src/config.ts';
import { copyDiskMediaToBucket } from '../src/features/media/media-copy.ts';
import { s3Storage } from '../src/features/media/media.storage.ts';

try {
  const config = loadConfig();
  if (!config.s3) throw new Error('Faltan S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY.');
  const storage = s3Storage(config.s3, config.mediaDir);
  await storage.check();
  const { copied, skipped } = await copyDiskMediaToBucket(config.mediaDir, storage);
  process.stdout.write(
    `Copiados ${copied} archivos de ${config.mediaDir} al bucket «${config.s3.bucket}»; ${skipped} ya estaban.\n`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
