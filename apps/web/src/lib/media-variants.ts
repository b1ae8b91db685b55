import { imageSizes, MEDIA_UPLOADS_PATH, type ImageSize } from '@foro/shared/media/constants';

/**
 * An image uploaded to the portal: the server made it in three widths, each in AVIF, WebP and a
 * JPEG or PNG fallback, side by side in one folder (docs/product/media.md#image-sizes). Content
 * keeps the desktop fallback's URL; every other file is found next to it by name.
 */
export interface UploadedImage {
  folder: string;
  fallback: 'jpg' | 'png';
}

const UPLOAD = new RegExp(
  `^(${MEDIA_UPLOADS_PATH.replace(/\//g, '\\/')}\\/[0-9a-f-]{36})\\/(?:desktop|tablet|mobile)\\.(jpg|png)$`,
);

/** The upload an image URL names; undefined for any other URL (a CDN's, a demo file), shown as it is. */
export function uploadedImage(url: string): UploadedImage | undefined {
  const match = UPLOAD.exec(url);
  return match ? { folder: match[1]!, fallback: match[2] as 'jpg' | 'png' } : undefined;
}

export type VariantFormat = 'avif' | 'webp' | 'fallback';

/** One size of an upload in one format (`fallback`: its JPEG or PNG). */
export const variantUrl = (image: UploadedImage, size: ImageSize, format: VariantFormat) =>
  `${image.folder}/${size}.${format === 'fallback' ? image.fallback : format}`;

const smallFirst: ImageSize[] = ['mobile', 'tablet', 'desktop'];

/** Every size of an upload in one format, with its width, for `srcset` with `sizes`. */
export const widthSrcSet = (image: UploadedImage, format: VariantFormat) =>
  smallFirst.map((size) => `${variantUrl(image, size, format)} ${imageSizes[size]}w`).join(', ');

export const formatTypes = { avif: 'image/avif', webp: 'image/webp' } as const;
