import { describe, expect, it } from 'vitest';
import { publicationChange } from './publication.ts';

const now = '2026-11-20T10:00:00.000Z';

describe('publicationChange', () => {
  it('publishes now, or at the scheduled instant, and brings an archived item back', () => {
    expect(publicationChange('publish', now)).toEqual({ published_at: now, archived_at: null });
    expect(publicationChange('publish', now, '2026-12-01T09:00:00-05:00')).toEqual({
      published_at: '2026-12-01T14:00:00.000Z',
      archived_at: null,
    });
  });

  it('unpublishes, archives and restores one column each', () => {
    expect(publicationChange('unpublish', now)).toEqual({ published_at: null });
    expect(publicationChange('archive', now)).toEqual({ archived_at: now });
    expect(publicationChange('restore', now)).toEqual({ archived_at: null });
  });
});
