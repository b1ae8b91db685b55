import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  MEDIA_UPLOADS_PATH,
  mediaMaxBytes,
  mediaMessages,
  mediaUploadMaxBytes,
  type MediaItem,
  type MediaKind,
  type MediaListQuery,
  type MediaPage,
  type MediaRemoval,
} from '@foro/shared/media/schemas';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { decodeCursor, keysetPage } from '../../lib/keyset.ts';
import {
  FileTooLarge,
  ImageTooBig,
  makeImageSizes,
  receive,
  sniff,
  UnreadableImage,
  type StoredVariant,
} from './media.files.ts';
import type { MediaRepository, MediaRow } from './media.repository.ts';
import { StorageUnavailable, type MediaStorage } from './media.storage.ts';

/** What people call the content tables a file can be used in, for "used in …" (else "otro contenido"). */
const contentLabels: Record<string, string> = {
  meetings: 'Encuentros',
  axes: 'Ejes',
  axis_steps: 'Etapas de los ejes',
  step_buttons: 'Botones de las etapas',
  axis_coaches: 'Coaches',
  axis_related: 'Contenido relacionado',
  home_items: 'Portada',
  tests: 'Casos prácticos',
  test_questions: 'Preguntas de los casos prácticos',
  threads: 'Hilos del foro',
  thread_posts: 'Mensajes del foro',
};

const field = (message: string) => AppError.validation({ file: message });

/** A file name as shown: no folders, no control characters, at most 255 characters. */
export function cleanName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '');
  return clean.trim().slice(0, 255) || 'archivo';
}

const auditFields = (row: Pick<MediaRow, 'name' | 'kind' | 'mime' | 'bytes' | 'id' | 'main_file'>) => ({
  name: row.name,
  kind: row.kind,
  mime: row.mime,
  bytes: Number(row.bytes),
  url: `${MEDIA_UPLOADS_PATH}/${row.id}/${row.main_file}`,
});

export function toMediaItem(row: MediaRow, createdBy: string): MediaItem {
  const base = `${MEDIA_UPLOADS_PATH}/${row.id}`;
  const variants = (JSON.parse(row.variants_json) as StoredVariant[]).map((v) => ({
    size: v.size,
    format: v.format,
    width: v.width,
    height: v.height,
    url: `${base}/${v.file}`,
  }));
  return {
    id: row.id,
    kind: row.kind,
    mime: row.mime,
    name: row.name,
    bytes: Number(row.bytes),
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    url: `${base}/${row.main_file}`,
    thumbnailUrl: row.kind === 'image' ? `${base}/mobile.webp` : null,
    variants,
    createdAt: row.created_at,
    createdBy,
    archivedAt: row.archived_at,
    revision: Number(row.revision),
  };
}

/**
 * Uploads of the back office (docs/product/media.md): the type is judged from the bytes, images are
 * remade without their metadata in the sizes each screen uses, and every upload and removal is in
 * the audit log.
 */
export function createMediaService(deps: {
  repo: MediaRepository;
  clock: Clock;
  /** The local folder uploads are received in (`MEDIA_DIR`). */
  dir: string;
  storage: MediaStorage;
  /** A storage failure, logged for the operator while staff get a Spanish message. */
  onStorageError?: (error: Error) => void;
}) {
  const { repo, clock, dir, storage } = deps;
  const stored = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof StorageUnavailable)) throw error;
      deps.onStorageError?.(error);
      throw field(mediaMessages.storageUnavailable);
    }
  };

  const emailsOf = async (ids: string[]) => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map<string, string>();
    const rows = await repo.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', 'in', unique)
      .execute();
    return new Map(rows.map((r) => [r.id, r.email]));
  };
  const itemOf = async (row: MediaRow) =>
    toMediaItem(row, (await emailsOf([row.created_by])).get(row.created_by) ?? '');

  return {
    /** Stores one uploaded file; `accept` (the field's kind) refuses a file of another kind. */
    async upload(
      actor: Actor,
      input: { stream: Readable; filename: string | undefined; accept?: MediaKind | undefined },
    ): Promise<MediaItem> {
      let received: Awaited<ReturnType<typeof receive>>;
      try {
        received = await receive(input.stream, dir, mediaUploadMaxBytes);
      } catch (error) {
        if (error instanceof FileTooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw field(mediaMessages.tooLargeAny);
        // A disk error is the server's; a body cut short or malformed is the request's.
        if ((error as NodeJS.ErrnoException).syscall) throw error;
        throw field(mediaMessages.uploadFailed);
      }
      const id = newId();
      const folder = storage.staging(id);
      try {
        if (received.bytes === 0) throw field(mediaMessages.missing);
        const type = await sniff(received.file);
        if (!type.ok) throw field(type.svg ? mediaMessages.svg : mediaMessages.unknownType);
        if (input.accept && input.accept !== type.kind)
          throw field(mediaMessages.wrongKind(input.accept, type.kind));
        if (received.bytes > mediaMaxBytes(type.kind)) throw field(mediaMessages.tooLarge(type.kind));

        let size: { width: number | null; height: number | null; main: string; variants: StoredVariant[] };
        if (type.kind === 'image') {
          try {
            const made = await makeImageSizes(received.file, folder);
            size = {
              width: made.width,
              height: made.height,
              main: `desktop.${made.fallback}`,
              variants: made.variants,
            };
          } catch (error) {
            if (error instanceof UnreadableImage) throw field(mediaMessages.unreadableImage);
            if (error instanceof ImageTooBig) throw field(mediaMessages.imageTooBig);
            throw error;
          }
        } else {
          await fs.mkdir(folder, { recursive: true });
          const main = `file.${type.ext}`;
          await fs.rename(received.file, path.join(folder, main));
          size = { width: null, height: null, main, variants: [] };
        }
        await stored(() => storage.store(id));

        const now = clock.now().toISOString();
        const name = cleanName(input.filename);
        const row: MediaRow = {
          id,
          kind: type.kind,
          mime: type.mime,
          name,
          name_search: name.toLowerCase(),
          bytes: received.bytes,
          width: size.width,
          height: size.height,
          main_file: size.main,
          variants_json: JSON.stringify(size.variants),
          sha256: received.sha256,
          created_by: actor.id,
          created_at: now,
          archived_at: null,
          revision: 1,
        };
        await repo.transaction(async (tx) => {
          await tx.insert(row);
          await recordAudit(tx.db, {
            actor,
            action: 'create',
            item: { type: 'media', id, label: name },
            after: auditFields(row),
            at: now,
          });
        });
        return toMediaItem(row, actor.email);
      } catch (error) {
        await storage.remove(id).catch((cleanup: Error) => deps.onStorageError?.(cleanup));
        throw error;
      } finally {
        await fs.rm(received.file, { force: true });
      }
    },

    async list(query: MediaListQuery & { limit: number }): Promise<MediaPage> {
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await repo.list({
        search: query.q?.toLowerCase() || undefined,
        kind: query.kind,
        archived: query.archived === '1',
        after: after ? { at: after.key, id: after.id } : undefined,
        limit: query.limit + 1,
      });
      const page = keysetPage(rows, query.limit, (row) => row.created_at);
      const emails = await emailsOf(page.rows.map((r) => r.created_by));
      return {
        items: page.rows.map((row) => toMediaItem(row, emails.get(row.created_by) ?? '')),
        ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
      };
    },

    /**
     * Removes a file: deleted with its files when no content uses it, archived instead when some does
     * (docs/product/media.md#removing-a-file), so no page loses an image it shows.
     */
    async remove(actor: Actor, id: string): Promise<MediaRemoval> {
      const row = await repo.byId(id);
      if (!row) throw new AppError('NOT_FOUND', 'Este archivo ya no existe.');
      const uses = await repo.uses(`${MEDIA_UPLOADS_PATH}/${id}/`);
      const usedIn = Object.entries(
        uses.reduce<Record<string, number>>((acc, use) => {
          const label = contentLabels[use.table] ?? 'Otro contenido';
          acc[label] = (acc[label] ?? 0) + use.count;
          return acc;
        }, {}),
      ).map(([label, count]) => ({ label, count }));
      const now = clock.now().toISOString();
      if (usedIn.length > 0) {
        await repo.transaction(async (tx) => {
          if ((await tx.setArchived(id, now)) === 0) return;
          await recordAudit(tx.db, {
            actor,
            action: 'archive',
            item: { type: 'media', id, label: row.name },
            before: { archivedAt: null },
            after: { archivedAt: now },
            at: now,
          });
        });
        return { outcome: 'archived', usedIn };
      }
      const removed = await repo.transaction(async (tx) => {
        if ((await tx.remove(id)) === 0) return false;
        await recordAudit(tx.db, {
          actor,
          action: 'delete',
          item: { type: 'media', id, label: row.name },
          before: auditFields(row),
          at: now,
        });
        return true;
      });
      if (!removed) throw new AppError('NOT_FOUND', 'Este archivo ya no existe.');
      // The row is gone: a file the storage could not remove is only space (logged for the operator).
      await storage.remove(id).catch((error: Error) => deps.onStorageError?.(error));
      return { outcome: 'deleted', usedIn: [] };
    },

    /** Archives (hides from the library, still served) or restores a file. */
    async setArchived(actor: Actor, id: string, archived: boolean): Promise<MediaItem> {
      const now = clock.now().toISOString();
      const row = await repo.byId(id);
      if (!row) throw new AppError('NOT_FOUND', 'Este archivo ya no existe.');
      await repo.transaction(async (tx) => {
        if ((await tx.setArchived(id, archived ? now : null)) === 0) return;
        await recordAudit(tx.db, {
          actor,
          action: archived ? 'archive' : 'restore',
          item: { type: 'media', id, label: row.name },
          before: { archivedAt: row.archived_at },
          after: { archivedAt: archived ? now : null },
          at: now,
        });
      });
      return itemOf((await repo.byId(id))!);
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
