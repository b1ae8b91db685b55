import { describe, expect, it } from 'vitest';
import { forumDateLabel } from './format';

describe('forumDateLabel', () => {
  it('writes a thread date (UTC) as day, month and year in Spanish', () => {
    expect(forumDateLabel('2026-03-12 10:00:00')).toBe('12 de marzo de 2026');
  });

  it('writes nothing for a date it cannot read, instead of throwing', () => {
    expect(forumDateLabel('no es una fecha')).toBe('');
    expect(forumDateLabel('')).toBe('');
    expect(forumDateLabel(null)).toBe('');
  });
});
