import { describe, expect, it } from 'vitest';
import { uploadedImage, variantUrl, widthSrcSet } from './media-variants';

const ID = '0b9f7a52-3c1d-4e8f-9a6b-2d5c7e1f4a30';

describe('the sizes of an uploaded image', () => {
  it('are found next to the URL content keeps, in JPEG or PNG', () => {
    const jpg = uploadedImage(`/media/uploads/${ID}/desktop.jpg`)!;
    expect(jpg).toEqual({ folder: `/media/uploads/${ID}`, fallback: 'jpg' });
    expect(variantUrl(jpg, 'tablet', 'avif')).toBe(`/media/uploads/${ID}/tablet.avif`);
    expect(variantUrl(jpg, 'mobile', 'fallback')).toBe(`/media/uploads/${ID}/mobile.jpg`);
    expect(variantUrl(uploadedImage(`/media/uploads/${ID}/desktop.png`)!, 'mobile', 'fallback')).toBe(
      `/media/uploads/${ID}/mobile.png`,
    );
  });

  it('make a srcset of the three widths, smallest first', () => {
    expect(widthSrcSet(uploadedImage(`/media/uploads/${ID}/desktop.jpg`)!, 'webp')).toBe(
      `/media/uploads/${ID}/mobile.webp 640w, /media/uploads/${ID}/tablet.webp 1024w, /media/uploads/${ID}/desktop.webp 1920w`,
    );
  });

  it('are not guessed for other URLs: a CDN, a demo file, a PDF, an odd name', () => {
    for (const url of [
      'https://cdn.example.org/fotos/ponente.jpg',
      '/media/meetings/lectura.svg',
      `/media/uploads/${ID}/file.pdf`,
      `/media/uploads/${ID}/desktop.jpg?x=1`,
      `/media/uploads/not-an-id/desktop.jpg`,
      '',
    ])
      expect(uploadedImage(url)).toBeUndefined();
  });
});
