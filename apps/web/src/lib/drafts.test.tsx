import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearAllDrafts,
  DRAFT_MAX_AGE_MS,
  draftKey,
  pruneDrafts,
  readDraft,
  useDraft,
  useDraftText,
  writeDraft,
} from './drafts';

const KEY = draftKey('question', '/encuentros/e/interactua', 'member-1');

function QuestionBox({ draft = KEY, onSent }: { draft?: string | null; onSent?: () => void }) {
  const form = useForm<{ question: string }>({ defaultValues: { question: '' } });
  const { clear } = useDraft(draft, form);
  return (
    <form
      onSubmit={form.handleSubmit(() => {
        clear();
        onSent?.();
      })}
    >
      <label>
        Pregunta
        <textarea {...form.register('question')} />
      </label>
      <button type="submit">Enviar</button>
      <button type="button" onClick={() => form.reset({ question: '' })}>
        Otra
      </button>
    </form>
  );
}

function ReplyBox({ draft }: { draft: string | null }) {
  const [text, setText] = useDraftText(draft);
  return (
    <label>
      Respuesta
      <textarea value={text} onChange={(e) => setText(e.target.value)} />
    </label>
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('drafts (decision 0064)', () => {
  it('restores a form draft after a remount (a reload, Back), and drops it once sent', async () => {
    const first = render(<QuestionBox />);
    fireEvent.change(screen.getByLabelText('Pregunta'), { target: { value: '¿Habrá grabación?' } });
    expect(readDraft(KEY)).toEqual({ question: '¿Habrá grabación?' });
    first.unmount();

    render(<QuestionBox />);
    expect(screen.getByLabelText('Pregunta')).toHaveValue('¿Habrá grabación?');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Enviar' })));
    expect(readDraft(KEY)).toBeUndefined();
  });

  it('drops a draft that is emptied, and keeps none for a visitor (no key)', () => {
    render(<QuestionBox />);
    fireEvent.change(screen.getByLabelText('Pregunta'), { target: { value: 'Hola' } });
    fireEvent.click(screen.getByRole('button', { name: 'Otra' }));
    expect(readDraft(KEY)).toBeUndefined();
    expect(localStorage.length).toBe(0);

    const visitor = render(<QuestionBox draft={null} />);
    fireEvent.change(visitor.getAllByLabelText('Pregunta')[1]!, { target: { value: 'Hola' } });
    expect(localStorage.length).toBe(0);
  });

  it('keeps drafts apart by form, page and member', () => {
    writeDraft(KEY, { question: 'Mía' });
    const other = draftKey('question', '/encuentros/e/interactua', 'member-2');
    render(<QuestionBox draft={other} />);
    expect(screen.getByLabelText('Pregunta')).toHaveValue('');
    expect(draftKey('reply', '/a', 'm')).not.toBe(draftKey('question', '/a', 'm'));
    expect(draftKey('reply', '/a', 'm')).not.toBe(draftKey('reply', '/b', 'm'));
  });

  it('restores a text draft, and clears it when the text is emptied', () => {
    const key = draftKey('reply', '/foro/t', 'member-1');
    const first = render(<ReplyBox draft={key} />);
    fireEvent.change(screen.getByLabelText('Respuesta'), { target: { value: 'Gracias' } });
    first.unmount();
    render(<ReplyBox draft={key} />);
    expect(screen.getByLabelText('Respuesta')).toHaveValue('Gracias');
    fireEvent.change(screen.getByLabelText('Respuesta'), { target: { value: '' } });
    expect(readDraft(key)).toBeUndefined();
  });

  it('forgets drafts older than seven days, and every draft on sign-out', () => {
    const now = Date.now();
    writeDraft(KEY, { question: 'Vieja' }, now - DRAFT_MAX_AGE_MS - 1);
    const recent = draftKey('reply', '/foro/t', 'member-1');
    writeDraft(recent, 'Nueva', now);
    localStorage.setItem('light-mode', '1');
    pruneDrafts(now);
    expect(readDraft(KEY, now)).toBeUndefined();
    expect(readDraft(recent, now)).toBe('Nueva');
    clearAllDrafts();
    expect(readDraft(recent, now)).toBeUndefined();
    expect(localStorage.getItem('light-mode')).toBe('1');
  });

  it('drops a stored value that is not a draft instead of reading it again on every page', () => {
    localStorage.setItem(KEY, '{not json');
    expect(readDraft(KEY)).toBeUndefined();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
