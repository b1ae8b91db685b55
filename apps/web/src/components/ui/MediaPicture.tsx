import type { ImgHTMLAttributes } from 'react';
import type { ImageSize } from '@foro/shared/media/schemas';
import { formatTypes, uploadedImage, variantUrl, widthSrcSet } from '../../lib/media-variants';
import styles from './MediaPicture.module.css';

/** A wider screen's own image (art direction): shown when `media` matches, in its `size`. */
export interface ArtSource {
  media: string;
  src: string;
  size: ImageSize;
}

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  /** The image; with `art`, the one for the narrowest screens. */
  src: string;
  /** Without `art`: how wide the image is shown, so the browser picks a size (default: the screen). */
  sizes?: string;
  /** Images of their own for wider screens, widest first (the meeting's desktop, tablet, mobile art). */
  art?: ArtSource[];
  /** With `art`: which size of `src`'s upload to show (default the mobile one). */
  size?: ImageSize;
  /** The `<picture>`'s class; without one the picture takes no box of its own. */
  pictureClassName?: string;
  /** Intrinsic size, so the page does not move when the image arrives. */
  width: number;
  height: number;
}

const formats = ['avif', 'webp'] as const;

/**
 * An image of the content (docs/product/media.md#image-sizes). An upload of the portal is shown as a
 * `<picture>` of its AVIF and WebP sizes with its JPEG or PNG fallback, the size each screen needs;
 * any other URL (the publisher's CDN, the demo's files) is shown as it is.
 */
export function MediaPicture({
  src,
  sizes = '100vw',
  art = [],
  size = 'mobile',
  pictureClassName,
  alt = '',
  ...img
}: Props) {
  const slots = art.filter((a) => a.src);
  // A missing narrow image falls back to the narrowest art (the picture still needs its <img>).
  const main = src || slots.at(-1)?.src || '';
  const upload = uploadedImage(main);
  if (!slots.length && !upload) return main ? <img src={main} alt={alt} {...img} /> : null;

  const artSources = slots.flatMap(({ media, src: url, size: slotSize }) => {
    const slotUpload = uploadedImage(url);
    if (!slotUpload) return [<source key={media} media={media} srcSet={url} />];
    return [
      ...formats.map((f) => (
        <source
          key={`${media}-${f}`}
          media={media}
          type={formatTypes[f]}
          srcSet={variantUrl(slotUpload, slotSize, f)}
        />
      )),
      <source
        key={`${media}-fallback`}
        media={media}
        srcSet={variantUrl(slotUpload, slotSize, 'fallback')}
      />,
    ];
  });

  // With art direction the image is the narrow screens' one, in its size; alone, the browser picks
  // the size from `sizes`.
  const directed = art.length > 0;
  const ownSources = upload
    ? formats.map((f) =>
        directed ? (
          <source key={f} type={formatTypes[f]} srcSet={variantUrl(upload, size, f)} />
        ) : (
          <source key={f} type={formatTypes[f]} srcSet={widthSrcSet(upload, f)} sizes={sizes} />
        ),
      )
    : [];
  const fallback = !upload
    ? { src: main }
    : directed
      ? { src: variantUrl(upload, size, 'fallback') }
      : { src: main, srcSet: widthSrcSet(upload, 'fallback'), sizes };

  return (
    <picture className={pictureClassName ?? styles.bare}>
      {artSources}
      {ownSources}
      <img {...fallback} alt={alt} {...img} />
    </picture>
  );
}
