import { describe, expect, it } from 'vitest';
import { asFormValue, planMerge, theirChanges } from './conflict-changes';

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

describe('planMerge: saving again keeps the other editor’s changes (issue 34 item 6)', () => {
  // The form as loaded, the other editor's save (what the 409 reports), and this person's form now.
  const loaded = {
    title: 'Evaluar',
    duration_minutes: '90',
    time_zone: 'America/Bogota',
    objectives: ['Uno', 'Dos'],
    body: '<p>Antes</p>',
    image: '',
    content: { heading: 'Bloque' },
  };

  it('a text, a number, a choice, a list, rich text, an empty field and a nested field they changed and this person did not are adopted', () => {
    const changes = {
      title: 'Evaluar para aprender',
      duration_minutes: 120,
      time_zone: 'America/Lima',
      objectives: ['Uno', 'Dos', 'Tres'],
      body: '<p>Después</p>',
      image: 'media-1',
      'content.heading': 'Otro bloque',
    };
    expect(planMerge(changes, loaded, loaded)).toEqual({
      adopted: Object.entries(changes),
      clashes: [],
    });
  });

  it('a field both changed differently is a clash with both values; the same change is neither', () => {
    const current = {
      ...loaded,
      duration_minutes: '60',
      title: 'Evaluar para aprender',
      objectives: ['Uno'],
    };
    const changes = {
      duration_minutes: 120,
      title: 'Evaluar para aprender',
      objectives: ['Uno', 'Dos', 'Tres'],
    };
    expect(planMerge(changes, loaded, current)).toEqual({
      adopted: [],
      clashes: [
        { field: 'duration_minutes', theirs: 120, mine: '60' },
        { field: 'objectives', theirs: ['Uno', 'Dos', 'Tres'], mine: ['Uno'] },
      ],
    });
  });

  it('a field only this person changed is not touched: it is saved as typed', () => {
    const current = { ...loaded, title: 'Mío' };
    expect(planMerge({ title: 'Mío' }, loaded, current)).toEqual({ adopted: [], clashes: [] });
  });

  it('asFormValue gives a saved number to a text field as text and null as empty', () => {
    expect(asFormValue(120, '90')).toBe('120');
    expect(asFormValue(null, 'x')).toBe('');
    expect(asFormValue(['a'], ['b'])).toEqual(['a']);
    expect(asFormValue(3, 2)).toBe(3);
  });
});
