import { z } from '../validation/zod-config.ts';
import { adminListQuery } from '../admin/schemas.ts';

export * from './constants.ts';

/**
 * Files that staff upload for the portal's content (docs/product/media.md): images, PDF documents
 * and audio. Content stores the URL of a file (ours, under `/media/uploads/`, or an external CDN's),
 * never a path on the server's disk.
 */
export const mediaKinds = ['image', 'pdf', 'audio'] as const;
export type MediaKind = (typeof mediaKinds)[number];

export const mediaKindLabels: Record<MediaKind, string> = {
  image: 'Imagen',
  pdf: 'Documento PDF',
  audio: 'Audio',
};

/**
 * The types accepted, as recognised from the file's own bytes (never its name), and the extension
 * each is stored and served under. SVG is not accepted: it can carry scripts (docs/decisions/0028).
 */
export const mediaTypes = {
  'image/jpeg': { kind: 'image', ext: 'jpg' },
  'image/png': { kind: 'image', ext: 'png' },
  'image/webp': { kind: 'image', ext: 'webp' },
  'image/avif': { kind: 'image', ext: 'avif' },
  'application/pdf': { kind: 'pdf', ext: 'pdf' },
  'audio/mpeg': { kind: 'audio', ext: 'mp3' },
  'audio/mp4': { kind: 'audio', ext: 'm4a' },
  'audio/ogg': { kind: 'audio', ext: 'ogg' },
  'audio/aac': { kind: 'audio', ext: 'aac' },
  'audio/wav': { kind: 'audio', ext: 'wav' },
} as const satisfies Record<string, { kind: MediaKind; ext: string }>;
export type MediaMime = keyof typeof mediaTypes;

/** The largest file of each kind, in megabytes (1 MB = 1,048,576 bytes). */
export const mediaMaxMegabytes: Record<MediaKind, number> = { image: 20, pdf: 30, audio: 100 };
export const MEGABYTE = 1024 * 1024;
export const mediaMaxBytes = (kind: MediaKind) => mediaMaxMegabytes[kind] * MEGABYTE;
/** The largest upload of any kind: what the server reads before it knows the kind. */
export const mediaUploadMaxBytes = Math.max(...Object.values(mediaMaxMegabytes)) * MEGABYTE;

export const imageFormats = ['avif', 'webp', 'jpg', 'png'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** The upload an URL names, when it is one of ours. */
export function mediaIdOf(url: string): string | undefined {
  return /^\/media\/uploads\/([0-9a-f-]{36})\//.exec(url)?.[1];
}

/**
 * Whether a media field's value is one the portal can show: a file it serves under `/media/` (an
 * upload or a demo file), or an `https` URL of a CDN (which the server's MEDIA_HOSTS must list for the
 * pages' Content-Security-Policy to let it load). Empty means no file.
 */
export function isMediaUrl(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('/'))
    return /^\/media\/[\w.~-]+(\/[\w.~-]+)*$/.test(value) && !/(^|\/)\.\.?(\/|$)/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The value of a media field in a content schema: validated alike in the form and on the server. */
export const mediaUrlSchema = z
  .string()
  .trim()
  .max(2000, 'La dirección es demasiado larga.')
  .refine(
    isMediaUrl,
    'Escribe la dirección de un archivo subido (/media/…) o una URL que empiece por https://.',
  );

/** The Spanish messages of every refusal of an upload (docs/product/media.md#what-is-accepted). */
export const mediaMessages = {
  missing: 'Elige un archivo para subir.',
  unknownType:
    'No reconocemos este archivo como imagen (JPEG, PNG, WebP o AVIF), documento PDF o audio (MP3, M4A, AAC, OGG o WAV). Revisa que su contenido sea del tipo que indica su nombre.',
  svg: 'No se admiten imágenes SVG porque pueden contener código. Súbela como PNG o WebP.',
  wrongKind: (expected: MediaKind, found: MediaKind) =>
    `Este campo admite solo ${kindPhrase[expected]} y el archivo es ${kindArticle[found]}.`,
  tooLarge: (kind: MediaKind) =>
    `El archivo pesa más de ${mediaMaxMegabytes[kind]} MB, el máximo para ${kindPhrase[kind]}.`,
  tooLargeAny: `El archivo pesa más de ${Math.max(...Object.values(mediaMaxMegabytes))} MB, el máximo que se puede subir.`,
  unreadableImage: 'No pudimos leer esta imagen: puede estar dañada o incompleta.',
  imageTooBig: 'La imagen tiene demasiados píxeles (más de 50 millones). Redúcela antes de subirla.',
  notMultipart: 'Envía el archivo en un formulario multipart/form-data, en el campo «file».',
  uploadFailed: 'La subida no se completó. Inténtalo de nuevo.',
  storageUnavailable:
    'No se pudo guardar el archivo: el almacenamiento de archivos no responde o rechaza la escritura. Inténtalo más tarde y, si sigue igual, avisa al equipo técnico.',
} as const;

const kindPhrase: Record<MediaKind, string> = {
  image: 'imágenes',
  pdf: 'documentos PDF',
  audio: 'archivos de audio',
};
const kindArticle: Record<MediaKind, string> = {
  image: 'una imagen',
  pdf: 'un documento PDF',
  audio: 'un audio',
};

export const mediaVariantSchema = z.object({
  size: z.enum(['desktop', 'tablet', 'mobile']),
  format: z.enum(imageFormats),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

export const mediaItemSchema = z.object({
  id: z.string(),
  kind: z.enum(mediaKinds),
  /** The type recognised from the file's bytes. */
  mime: z.string(),
  /** The file's name as sent (shown, searched; never used on disk). */
  name: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The URL to put in content: for an image its desktop size in JPEG or PNG, else the file itself. */
  url: z.string(),
  /** A small image for lists (images only). */
  thumbnailUrl: z.string().nullable(),
  variants: z.array(mediaVariantSchema),
  createdAt: z.string(),
  createdBy: z.string(),
  archivedAt: z.string().nullable(),
  revision: z.number().int(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** The upload's optional field `accept`: the kind the form's field takes (refuses others). */
export const mediaUploadFieldsSchema = z.object({
  accept: z.enum(mediaKinds).optional(),
});

export const mediaListQuerySchema = adminListQuery.extend({
  kind: z.enum(mediaKinds).optional(),
  /** `1`: the archived files instead of the ones in use. */
  archived: z.enum(['0', '1']).optional(),
});
export type MediaListQuery = z.input<typeof mediaListQuerySchema>;

export const mediaPageSchema = z.object({
  items: z.array(mediaItemSchema),
  /** Absent on the last page. */
  nextCursor: z.string().optional(),
});
export type MediaPage = z.infer<typeof mediaPageSchema>;

export const mediaIdParams = z.object({ id: z.string().max(64) });

/** Where content uses a file: a kind of content and how many of its items. */
export const mediaUseSchema = z.object({ label: z.string(), count: z.number().int() });

/**
 * Removing a file: deleted when no content uses it; archived instead when some does, so the pages
 * that show it keep working (docs/product/media.md#removing-a-file).
 */
export const mediaRemovalSchema = z.object({
  outcome: z.enum(['deleted', 'archived']),
  usedIn: z.array(mediaUseSchema),
});
export type MediaRemoval = z.infer<typeof mediaRemovalSchema>;
