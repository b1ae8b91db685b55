import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  memberActionResultSchema,
  placeCorrectionSchema,
  type MemberDetail,
  type PlaceCorrection,
} from '@foro/shared/members/admin-schemas';
import { roles } from '@foro/shared/profile/confirmation';
import { createQueryClient } from '../../../lib/query-client';
import { network, refuse, withNetwork, write } from '../../../test/network';
import { MemberActions } from './MemberActions';

withNetwork();

const detail: MemberDetail = {
  member: {
    id: 'm1',
    email: 'rosa@example.org',
    name: 'Rosa',
    lastname: 'Quispe',
    lastname2: '',
    country: 'peru',
    school: 'Colegio Antiguo',
    role: 'member',
    state: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    city: 'Cusco',
    phone: '',
    doc: '',
    rol: 'DOCENTE',
    updatedAt: '2026-01-01T00:00:00.000Z',
    confirmed: true,
    suspendedReason: null,
    stateSince: null,
    pendingEmail: null,
  },
  routes: [],
  tests: [],
  posts: [],
  postCount: 0,
  certificates: [],
  draws: [],
};

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemberActions detail={detail} />
    </QueryClientProvider>,
  );
const placeForm = () => screen.getByRole('form', { name: 'Corregir país, colegio, ciudad y rol' });

describe('correcting a member’s country, school, city and role (decision 0090)', () => {
  it('starts from the member’s data, offers the lists of the member’s own form and sends the correction', async () => {
    const sent: PlaceCorrection[] = [];
    network.use(
      write(
        '/api/admin/members/m1/place',
        placeCorrectionSchema,
        memberActionResultSchema,
        () => ({ message: 'Datos del centro corregidos.' }),
        (body) => sent.push(body),
      ),
    );
    show();
    const form = within(placeForm());
    expect(form.getByLabelText('País')).toHaveValue('peru');
    expect(form.getByLabelText('Colegio')).toHaveValue('Colegio Antiguo');
    expect(form.getByLabelText('Ciudad')).toHaveValue('Cusco');
    const rol = form.getByLabelText('Rol');
    expect(rol).toHaveValue('DOCENTE');
    expect(
      within(rol)
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent),
    ).toEqual([...roles]);

    await userEvent.selectOptions(form.getByLabelText('País'), 'Colombia');
    await userEvent.clear(form.getByLabelText('Colegio'));
    await userEvent.type(form.getByLabelText('Colegio'), 'IE La Esperanza');
    await userEvent.selectOptions(rol, 'DIRECTOR / RECTOR');
    await userEvent.type(form.getByLabelText(/^Motivo/), 'Lo pidió por correo.');
    await userEvent.click(form.getByRole('button', { name: 'Corregir los datos' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Datos del centro corregidos.');
    expect(sent).toEqual([
      {
        country: 'colombia',
        school: 'IE La Esperanza',
        city: 'Cusco',
        rol: 'DIRECTOR / RECTOR',
        reason: 'Lo pidió por correo.',
      },
    ]);
  });

  it('shows the server’s Spanish field errors next to their fields', async () => {
    network.use(
      refuse('post', '/api/admin/members/m1/place', 'VALIDATION', {
        errors: { school: 'Escribe el colegio.', reason: 'Escribe el motivo (al menos 5 caracteres).' },
      }),
    );
    show();
    const form = within(placeForm());
    await userEvent.clear(form.getByLabelText('Colegio'));
    await userEvent.click(form.getByRole('button', { name: 'Corregir los datos' }));
    expect(await form.findByText('Escribe el colegio.')).toBeInTheDocument();
    expect(form.getByLabelText('Colegio')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByText('Escribe el motivo (al menos 5 caracteres).')).toBeInTheDocument();
  });
});
