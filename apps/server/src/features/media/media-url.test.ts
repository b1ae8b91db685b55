import { describe, expect, it } from 'vitest';
import { isMediaUrl, mediaIdOf } from '@foro/shared/media/schemas';

describe('media URLs in content (docs/product/media.md)', () => {
  it('takes uploads, the portal’s own media and https CDN addresses', () => {
    for (const url of [
      '',
      '/media/uploads/0b7e3f4a-1c2d-4e5f-8a9b-0c1d2e3f4a5b/desktop.jpg',
      '/media/encuentros/cartel.svg',
      'https://cdn.example.org/imagenes/foto.webp?v=2',
    ])
      expect(isMediaUrl(url), url).toBe(true);
  });

  it('refuses other schemes, paths outside /media/, dot segments and credentials', () => {
    for (const url of [
      'http://cdn.example.org/foto.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/api/admin/media',
      '/media/../api/users/data',
      '/media/uploads/./x.jpg',
      '//evil.example.org/x.jpg',
      'https://user:pass@cdn.example.org/x.jpg',
      'foto.jpg',
    ])
      expect(isMediaUrl(url), url).toBe(false);
  });

  it('finds the upload an URL names', () => {
    expect(mediaIdOf('/media/uploads/0b7e3f4a-1c2d-4e5f-8a9b-0c1d2e3f4a5b/mobile.webp')).toBe(
      '0b7e3f4a-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    );
    expect(mediaIdOf('https://cdn.example.org/media/uploads/x/desktop.jpg')).toBeUndefined();
  });
});
