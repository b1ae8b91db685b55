import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { emptyMeeting, MeetingForm, noticeText } from './MeetingForm';

/** The form inside a data router (its unsaved-changes guard needs one) and a query client (media fields). */
function renderForm(notifies: number, saved = false) {
  const defaults = { ...emptyMeeting(), title: 'Leer en el aula', date: '2026-12-04', time: '10:00' };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <MeetingForm
            defaultValues={defaults}
            embedHosts={[]}
            onSubmit={() => {}}
            pending={false}
            submitLabel="Guardar los cambios"
            notifies={notifies}
            saved={saved}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const notice = (count: number) => screen.queryByText(noticeText(count));

describe('the meeting form tells the editor who a move will notify (decision 0073)', () => {
  it('says how many registered members will be told once the hour, date, duration or address changes', () => {
    renderForm(2);
    expect(notice(2)).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Tema' }), { target: { value: 'Otro tema' } });
    expect(notice(2)).toBeNull();
    const hour = screen.getByLabelText(/^Hora( \*)?$/);
    fireEvent.change(hour, { target: { value: '11:30' } });
    expect(notice(2)).not.toBeNull();
    expect(notice(2)?.textContent).toBe(
      'Se avisará a 2 docentes inscritos del cambio, con el evento actualizado para su calendario.',
    );
    fireEvent.change(hour, { target: { value: '10:00' } });
    expect(notice(2)).toBeNull();
  });

  it('says nothing when nobody is registered, and speaks of one member in the singular', () => {
    expect(noticeText(1)).toBe(
      'Se avisará a 1 docente inscrito del cambio, con el evento actualizado para su calendario.',
    );
    renderForm(0);
    fireEvent.change(screen.getByLabelText(/^Hora( \*)?$/), { target: { value: '11:30' } });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the meeting form says when its changes were saved, as the other editors do', () => {
  it('"Cambios guardados." after a save, until the editor changes something again', () => {
    renderForm(0, true);
    expect(screen.getByRole('status')).toHaveTextContent('Cambios guardados.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Tema' }), { target: { value: 'Otro tema' } });
    expect(screen.queryByText('Cambios guardados.')).toBeNull();
  });

  it('and nothing before a save', () => {
    renderForm(0);
    expect(screen.queryByText('Cambios guardados.')).toBeNull();
  });
});
