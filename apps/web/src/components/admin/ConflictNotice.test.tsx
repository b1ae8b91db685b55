import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { Conflict } from '@foro/shared/http/errors';
import { createQueryClient } from '../../lib/query-client';
import { ConflictNotice } from './ConflictNotice';

interface Values {
  title: string;
  duration_minutes: string;
  objectives: string[];
}
const loaded: Values = { title: 'Evaluar', duration_minutes: '90', objectives: ['Uno'] };
let values: () => Values;

/** A form loaded with `loaded`, where this person typed `typed`, and the other editor's 409. */
function Editor({ typed, conflict }: { typed: Partial<Values>; conflict: Conflict }) {
  const form = useForm<Values>({ defaultValues: loaded });
  values = form.getValues;
  // This person types first; the refused save's notice comes after.
  const [typedIn, setTypedIn] = useState(false);
  useEffect(() => {
    for (const [name, value] of Object.entries(typed))
      form.setValue(name as keyof Values, value as never, { shouldDirty: true });
    setTypedIn(true);
  }, [form, typed]);
  if (!typedIn) return null;
  return (
    <ConflictNotice
      conflict={conflict}
      loaded={loaded}
      form={form}
      labels={{ title: 'Título', duration_minutes: 'Duración', objectives: 'Objetivos' }}
      onLoadTheirs={() => {}}
    />
  );
}

describe('ConflictNotice merges a refused save (issue 34 item 6)', () => {
  it('takes their changes into the fields this person did not touch and keeps what they typed', () => {
    const conflict: Conflict = {
      revision: 3,
      by: 'otra@example.org',
      at: '2026-11-28T15:00:00.000Z',
      changes: { title: 'Mío', duration_minutes: 120, objectives: ['Uno', 'Dos'] },
    };
    // The back office has a query client; nobody signed in here: the portal's zone (Bogotá, GMT-5).
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Editor typed={{ title: 'Mío' }} conflict={conflict} />
      </QueryClientProvider>,
    );
    expect(values()).toEqual({ title: 'Mío', duration_minutes: '120', objectives: ['Uno', 'Dos'] });
    expect(screen.getByText(/Guardó: otra@example\.org, el/)).toHaveTextContent(
      'Guardó: otra@example.org, el 28/11/2026 10:00 (GMT-5).',
    );
    const adopted = screen.getByText('Pasamos a tu formulario sus cambios en los campos que tú no tocaste:');
    expect(adopted).toBeTruthy();
    expect(screen.getByText('Duración')).toBeTruthy();
    expect(screen.queryByText('Los dos cambiaron estos campos: elige qué versión guardar.')).toBeNull();
  });

  it('shows a field both changed side by side; the person chooses either version', async () => {
    const conflict: Conflict = { revision: 3, changes: { duration_minutes: 120, title: 'Evaluar' } };
    render(<Editor typed={{ duration_minutes: '60' }} conflict={conflict} />);
    expect(values().duration_minutes).toBe('60');
    const clash = screen.getByRole('heading', { name: 'Duración' }).closest('li')!;
    expect(within(clash).getByText('120')).toBeTruthy();
    expect(within(clash).getByText('60')).toBeTruthy();
    await userEvent.click(within(clash).getByRole('button', { name: 'Usar la suya en Duración' }));
    expect(values().duration_minutes).toBe('120');
    await userEvent.click(within(clash).getByRole('button', { name: 'Quedarme con la mía en Duración' }));
    expect(values().duration_minutes).toBe('60');
  });
});
