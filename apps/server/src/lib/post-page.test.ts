import { describe, expect, it } from 'vitest';
import { HIDDEN_NOTE } from '@foro/shared/moderation/schemas';
import { placeHidden, shownPost } from './post-page.ts';

const at = (id: string, minute: number) => ({
  id,
  created_at: `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

describe('placeHidden', () => {
  const visible = [at('v1', 1), at('v2', 3), at('v3', 5)];
  const hidden = [at('h0', 0), at('h2', 3), at('h4', 4), at('h9', 9)];

  it('puts each hidden post before the first visible one written after it, oldest first', () => {
    // A hidden post written in the same instant as a visible one comes after it.
    expect(placeHidden(visible, hidden, false).map((p) => p.id)).toEqual([
      'h0',
      'v1',
      'v2',
      'h2',
      'h4',
      'v3',
      'h9',
    ]);
  });

  it('mirrors that order newest first', () => {
    const rows = placeHidden([...visible].reverse(), [...hidden].reverse(), true);
    expect(rows.map((p) => p.id)).toEqual(['h9', 'v3', 'h4', 'h2', 'v2', 'v1', 'h0']);
  });

  it('answers the visible posts alone when none is hidden', () => {
    expect(placeHidden(visible, [], false)).toEqual(visible);
  });
});

describe('shownPost', () => {
  const post = { id: 'p', post: '<p>Hola</p>', hidden_reason: null, held_at: null };
  const reports = new Map([['p', 2]]);

  it('shows another member a visible post without moderation', () => {
    expect(shownPost(post, { hidden: false, moderator: false, reports })).toEqual({
      text: '<p>Hola</p>',
      moderation: {},
    });
  });

  it('shows a moderator the state and the open reports', () => {
    expect(shownPost(post, { hidden: false, moderator: true, reports }).moderation).toEqual({
      moderation: { state: 'visible', reason: null, reports: 2 },
    });
  });

  it('shows the author of a hidden post the note instead of its text', () => {
    expect(shownPost(post, { hidden: true, moderator: false, reports: new Map() })).toEqual({
      text: '',
      moderation: { moderation: { state: 'hidden', reason: HIDDEN_NOTE, reports: 0 } },
    });
  });

  it('keeps the text of a post held for review, with the reason it waits', () => {
    const held = { ...post, hidden_reason: 'Pendiente', held_at: '2026-11-20T10:00:00.000Z' };
    expect(shownPost(held, { hidden: true, moderator: false, reports })).toEqual({
      text: '<p>Hola</p>',
      moderation: { moderation: { state: 'hidden', reason: 'Pendiente', reports: 2 } },
    });
  });
});
