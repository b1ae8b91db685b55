/**
 * The image sizes and the uploads' address, without zod: a member page's first screen imports them from here and loads no
 * validation library (docs/decisions/0072-a-member-pages-first-screen.md). The schemas re-export them.
 */
/**
 * The widths made of each image, one per kind of screen, never wider than the image sent; each in
 * AVIF and WebP, and in JPEG (or PNG when the image has transparency) for browsers that read neither.
 */
export const imageSizes = { desktop: 1920, tablet: 1024, mobile: 640 } as const;
export type ImageSize = keyof typeof imageSizes;
export const imageSizeLabels: Record<ImageSize, string> = {
  desktop: 'Escritorio',
  tablet: 'Tableta',
  mobile: 'Móvil',
};

/** Where uploaded files are served: `/media/uploads/<id>/<file>`. */
export const MEDIA_UPLOADS_PATH = '/media/uploads';
