import { describe, expect, it } from 'vitest';
import { theirChanges } from './conflict-changes';

describe('theirChanges (docs/product/admin.md#two-editors)', () => {
  it('keeps the fields the other editor changed and leaves out the ones only this person edited', () => {
    // Loaded: title A, claim B, position 1. This person typed a new title; the other saved a new claim.
    const loaded = { title: 'A', claim: 'B', position: 1 };
    const changes = { title: 'A', claim: 'B2' };
    expect(theirChanges(changes, loaded)).toEqual([['claim', 'B2']]);
  });

  it('keeps a field both changed, and a field the form was not loaded with', () => {
    expect(theirChanges({ title: 'Suyo', extra: 1 }, { title: 'Antes' })).toEqual([
      ['title', 'Suyo'],
      ['extra', 1],
    ]);
  });

  it('reads dotted names along their path, and compares numbers typed as text and empty values', () => {
    const loaded = { content: { title: 'T', figures: [{ value: 3 }] }, position: 2, image: '' };
    expect(
      theirChanges(
        { 'content.title': 'T', 'content.figures': [{ value: '3' }], position: '2', image: null },
        loaded,
      ),
    ).toEqual([]);
  });

  it('compares list items by the saved keys, so a loaded item may carry more', () => {
    const loaded = { coaches: [{ id: 'c1', name: 'Ana', email: 'ana@example.org' }] };
    expect(theirChanges({ coaches: [{ id: 'c1', name: 'Ana' }] }, loaded)).toEqual([]);
    expect(theirChanges({ coaches: [{ id: 'c1', name: 'Ana María' }] }, loaded)).toHaveLength(1);
    expect(theirChanges({ coaches: [] }, loaded)).toHaveLength(1);
  });
});
