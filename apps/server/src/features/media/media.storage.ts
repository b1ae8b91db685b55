import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import { servedTypes } from './media.files.ts';

/**
 * Where uploads are kept (docs/decisions/0091-media-in-object-storage.md): the disk (`MEDIA_DIR`, the
 * default) or an S3-compatible bucket. Either way an upload's files are first made in a local folder
 * (`staging`), then `store` keeps them under `<id>/<file>`; the names are the server's own
 * (media.files.ts), never a request's.
 */
export interface MediaStorage {
  readonly kind: 'disk' | 's3';
  /** The local folder an upload's files are made in (on disk, their final folder). */
  staging(id: string): string;
  /** Keeps the files made in `staging(id)`; the staging folder is gone afterwards (but on disk). */
  store(id: string): Promise<void>;
  /** Removes an upload's files, kept or staged; nothing there is not an error. */
  remove(id: string): Promise<void>;
  /** The bytes of one kept file (link previews), undefined when there is none. */
  read(id: string, file: string): Promise<Buffer | undefined>;
  /** Throws a message for the operator when the storage cannot be used (checked at start). */
  check(): Promise<void>;
}

/** A storage failure worth telling staff about, with a Spanish message and no detail of the bucket. */
export class StorageUnavailable extends Error {}

export type DiskStorage = MediaStorage & { kind: 'disk'; root: string };

export function diskStorage(dir: string): DiskStorage {
  const folder = (id: string) => path.join(dir, id);
  return {
    kind: 'disk',
    root: dir,
    staging: folder,
    store: async () => {},
    remove: (id) => fs.rm(folder(id), { recursive: true, force: true }),
    read: async (id, file) => fs.readFile(path.join(folder(id), file)).catch(() => undefined),
    check: async () => {},
  };
}

/** One object of the bucket as the media route answers it. */
export interface StoredObject {
  status: 200 | 206 | 304 | 404 | 416;
  headers: Record<string, string>;
  body?: Readable;
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** Why the bucket refused, for the operator (start) — never the keys themselves. */
export function explainS3Error(error: unknown, bucket: string): string {
  const name = (error as { name?: string }).name ?? '';
  const status = statusOf(error);
  if (name === 'NoSuchBucket' || name === 'NotFound' || status === 404)
    return `S3_BUCKET: el bucket «${bucket}» no existe en el almacenamiento; créalo antes de arrancar`;
  if (
    status === 403 ||
    status === 401 ||
    ['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'Forbidden'].includes(name)
  )
    return `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: el almacenamiento rechaza estas credenciales para el bucket «${bucket}»`;
  const code = (error as { code?: string }).code;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT' || name === 'TimeoutError')
    return `S3_ENDPOINT: no se puede conectar con el almacenamiento (${code ?? name})`;
  return `S3: el almacenamiento respondió con un error (${name || 'desconocido'}${status ? `, ${status}` : ''})`;
}

/** The SDK's own warnings go to the portal's log (else it writes them to the console). */
export type StorageLog = (message: string) => void;

export function s3Storage(
  config: S3Config,
  dir: string,
  log: StorageLog = () => {},
): MediaStorage & {
  kind: 's3';
  publicUrl: string | undefined;
  get(id: string, file: string, conditions: Record<string, string | undefined>): Promise<StoredObject>;
  list(): Promise<string[]>;
  put(key: string, file: string): Promise<void>;
} {
  const stagingOf = (id: string) => path.join(dir, '.incoming', `${id}.d`);
  // The SDK loads on the first use, not when the server starts (docs/performance.md#start-up).
  let loaded: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const sdk = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((module) => ({
      sdk: module,
      client: new module.S3Client({
        region: config.region,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
        // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's default
        // streaming checksums (aws-chunked with a trailer).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
        logger: {
          debug: () => {},
          info: () => {},
          warn: (...parts: unknown[]) => log(parts.map(String).join(' ')),
          error: (...parts: unknown[]) => log(parts.map(String).join(' ')),
        },
      }),
    })));
  const Bucket = config.bucket;
  const unavailable = (error: unknown): never => {
    throw new StorageUnavailable(explainS3Error(error, Bucket), { cause: error });
  };

  const put = async (key: string, file: string) => {
    const { client, sdk: s3 } = await sdk();
    const name = key.slice(key.lastIndexOf('/') + 1);
    const ext = name.slice(name.lastIndexOf('.') + 1);
    const { size } = await fs.stat(file);
    await client
      .send(
        new s3.PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: servedTypes[ext] ?? 'application/octet-stream',
          // What the media route says, for a CDN that serves the bucket itself (S3_PUBLIC_URL).
          CacheControl: 'public, max-age=31536000, immutable',
          ...(ext === 'pdf'
            ? { ContentDisposition: `attachment; filename="documento-${key.slice(0, 8)}.pdf"` }
            : {}),
        }),
      )
      .catch(unavailable);
  };

  const keysOf = async (prefix: string) => {
    const { client, sdk: s3 } = await sdk();
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client
        .send(new s3.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }))
        .catch(unavailable);
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  };

  return {
    kind: 's3',
    publicUrl: config.publicUrl,
    staging: stagingOf,
    put,
    async store(id) {
      const folder = stagingOf(id);
      for (const name of await fs.readdir(folder)) await put(`${id}/${name}`, path.join(folder, name));
      await fs.rm(folder, { recursive: true, force: true });
    },
    async remove(id) {
      await fs.rm(stagingOf(id), { recursive: true, force: true });
      const { client, sdk: s3 } = await sdk();
      for (const Key of await keysOf(`${id}/`))
        await client.send(new s3.DeleteObjectCommand({ Bucket, Key })).catch(unavailable);
    },
    async read(id, file) {
      const { client, sdk: s3 } = await sdk();
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: `${id}/${file}` }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (statusOf(error) === 404) return undefined;
        throw error;
      }
    },
    async check() {
      const { client, sdk: s3 } = await sdk();
      try {
        await client.send(new s3.HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new Error(`Almacenamiento de archivos no disponible:\n  ${explainS3Error(error, Bucket)}`, {
          cause: error,
        });
      }
    },
    /** Every key of the bucket's uploads (the copy command skips those already there). */
    list: () => keysOf(''),
    async get(id, file, conditions) {
      const { client, sdk: s3 } = await sdk();
      try {
        const object = await client.send(
          new s3.GetObjectCommand({
            Bucket,
            Key: `${id}/${file}`,
            Range: conditions.range,
            IfNoneMatch: conditions['if-none-match'],
            IfModifiedSince: validDate(conditions['if-modified-since']),
          }),
        );
        const headers: Record<string, string> = { 'accept-ranges': 'bytes' };
        if (object.ContentLength !== undefined) headers['content-length'] = String(object.ContentLength);
        if (object.ContentRange) headers['content-range'] = object.ContentRange;
        if (object.ETag) headers.etag = object.ETag;
        if (object.LastModified) headers['last-modified'] = object.LastModified.toUTCString();
        return {
          status: object.ContentRange ? 206 : 200,
          headers,
          body: object.Body as Readable,
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 304 || status === 404) return { status, headers: {} };
        if (status === 416) return { status, headers: {} };
        throw error;
      }
    },
  };
}

function validDate(value: string | undefined): Date | undefined {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

export type S3Storage = ReturnType<typeof s3Storage>;

export type AnyMediaStorage = DiskStorage | S3Storage;

export function createMediaStorage(
  config: { mediaDir: string; s3: S3Config | undefined },
  log?: StorageLog,
): AnyMediaStorage {
  return config.s3 ? s3Storage(config.s3, config.mediaDir, log) : diskStorage(config.mediaDir);
}
