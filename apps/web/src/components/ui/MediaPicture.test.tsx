import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaPicture } from './MediaPicture';

const A = '/media/uploads/0b9f7a52-3c1d-4e8f-9a6b-2d5c7e1f4a30';
const B = '/media/uploads/1c8e6b41-2d0c-4f7e-8b5a-3e6d8f2a5b41';
const sourcesOf = (container: HTMLElement) =>
  [...container.querySelectorAll('source')].map((s) => ({
    media: s.getAttribute('media'),
    type: s.getAttribute('type'),
    srcset: s.getAttribute('srcset'),
  }));

describe('an image of the content', () => {
  it('from an upload: AVIF and WebP sources with the fallback, each size by width, and its intrinsic size', () => {
    const { container } = render(
      <MediaPicture
        src={`${A}/desktop.jpg`}
        sizes="(min-width: 1024px) 33vw, 100vw"
        width={640}
        height={360}
      />,
    );
    const widths = (ext: string) =>
      `${A}/mobile.${ext} 640w, ${A}/tablet.${ext} 1024w, ${A}/desktop.${ext} 1920w`;
    expect(sourcesOf(container)).toEqual([
      { media: null, type: 'image/avif', srcset: widths('avif') },
      { media: null, type: 'image/webp', srcset: widths('webp') },
    ]);
    const img = container.querySelector('picture > img')!;
    expect(img).toHaveAttribute('src', `${A}/desktop.jpg`);
    expect(img).toHaveAttribute('srcset', widths('jpg'));
    expect(img).toHaveAttribute('sizes', '(min-width: 1024px) 33vw, 100vw');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
  });

  it('from a CDN: a plain image, as it is', () => {
    const { container } = render(
      <MediaPicture src="https://cdn.example.org/ponente.jpg" width={56} height={56} loading="lazy" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://cdn.example.org/ponente.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('per screen size: each screen’s own upload in its own size, and CDN art as it is', () => {
    const { container } = render(
      <MediaPicture
        art={[
          { media: '(min-width: 1024px)', src: `${A}/desktop.jpg`, size: 'desktop' },
          { media: '(min-width: 768px)', src: 'https://cdn.example.org/tablet.jpg', size: 'tablet' },
        ]}
        src={`${B}/desktop.png`}
        width={1920}
        height={600}
      />,
    );
    expect(sourcesOf(container)).toEqual([
      { media: '(min-width: 1024px)', type: 'image/avif', srcset: `${A}/desktop.avif` },
      { media: '(min-width: 1024px)', type: 'image/webp', srcset: `${A}/desktop.webp` },
      { media: '(min-width: 1024px)', type: null, srcset: `${A}/desktop.jpg` },
      { media: '(min-width: 768px)', type: null, srcset: 'https://cdn.example.org/tablet.jpg' },
      { media: null, type: 'image/avif', srcset: `${B}/mobile.avif` },
      { media: null, type: 'image/webp', srcset: `${B}/mobile.webp` },
    ]);
    expect(container.querySelector('img')).toHaveAttribute('src', `${B}/mobile.png`);
  });

  it('leaves out a screen size with no image, and shows nothing without any', () => {
    const { container } = render(
      <MediaPicture
        art={[{ media: '(min-width: 1024px)', src: '', size: 'desktop' }]}
        src="/media/meetings/lectura.svg"
        width={10}
        height={10}
      />,
    );
    expect(container.querySelectorAll('source')).toHaveLength(0);
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/meetings/lectura.svg');
    const empty = render(<MediaPicture src="" width={10} height={10} />);
    expect(empty.container).toBeEmptyDOMElement();
  });
});
