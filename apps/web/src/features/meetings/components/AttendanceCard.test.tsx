import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aSpeaker } from '../../../test/factories';
import { AttendanceCard } from './AttendanceCard';

const calendar = { ics: '/api/meeting/x/calendar', google: '', outlook: '' };
let onCancel = () => {};
const show = (
  meeting: { active: boolean; inscribed: boolean; registration_opens_at: string | null },
  speakerGender: 'f' | 'm' = 'm',
) =>
  render(
    <MemoryRouter>
      <AttendanceCard
        meeting={{ ...meeting, calendar, speakers: [aSpeaker({ speaker_gender: speakerGender })] }}
        interact="/encuentros/x/interactua"
        onConfirm={() => {}}
        pending={false}
        error={undefined}
        onCancel={onCancel}
        cancelPending={false}
        cancelError={undefined}
        cancelled={false}
      />
    </MemoryRouter>,
  );

describe('the live page’s attendance card', () => {
  it('offers "Confirmar asistencia" for an active meeting', () => {
    show({ active: true, inscribed: false, registration_opens_at: null });
    expect(screen.getByRole('button', { name: 'Confirmar asistencia' })).toBeInTheDocument();
  });

  it('says when registration opens for an inactive meeting, with no button', () => {
    // Noon UTC: the same calendar day in every zone of the Americas and Spain.
    show({ active: false, inscribed: false, registration_opens_at: '2026-04-15T12:00:00.000Z' });
    expect(screen.queryByRole('button', { name: 'Confirmar asistencia' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Las inscripciones para este encuentro se abrirán el 15 de abril de 2026.'),
    ).toBeInTheDocument();
  });

  it('says only that registration is not open when staff keep the meeting closed', () => {
    show({ active: false, inscribed: false, registration_opens_at: null });
    expect(screen.queryByRole('button', { name: 'Confirmar asistencia' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Las inscripciones para este encuentro todavía no están abiertas.'),
    ).toBeInTheDocument();
  });

  it('offers the confirmed member to ask "al ponente" or "a la ponente", as the speaker’s gender says', () => {
    const { unmount } = show({ active: true, inscribed: true, registration_opens_at: null }, 'm');
    expect(screen.getByRole('link', { name: 'Pregunta al ponente' })).toHaveAttribute(
      'href',
      '/encuentros/x/interactua#pregunta',
    );
    unmount();
    show({ active: true, inscribed: true, registration_opens_at: null }, 'f');
    expect(screen.getByRole('link', { name: 'Pregunta a la ponente' })).toBeInTheDocument();
    expect(screen.queryByText(/al ponente/)).not.toBeInTheDocument();
  });

  it('lets the registered member cancel, and no one else', async () => {
    let calls = 0;
    onCancel = () => {
      calls += 1;
    };
    const { unmount } = show({ active: true, inscribed: true, registration_opens_at: null });
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar inscripción' }));
    expect(calls).toBe(1);
    unmount();
    show({ active: true, inscribed: false, registration_opens_at: null });
    expect(screen.queryByRole('button', { name: 'Cancelar inscripción' })).not.toBeInTheDocument();
  });
});
