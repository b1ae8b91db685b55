import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mailWordingCatalog } from '@foro/shared/mail-wording/catalog';
import {
  adminMailWordingSchema,
  mailWordingSaveSchema,
  type AdminMailWording,
} from '@foro/shared/mail-wording/schemas';
import { createQueryClient } from '../../../lib/query-client';
import { network, withNetwork } from '../../../test/network';
import { MailWordingForm } from './MailWordingForm';

withNetwork();

const original = mailWordingCatalog['meeting-message-answer'].defaults;
const mail: AdminMailWording = {
  key: 'meeting-message-answer',
  revision: 1,
  wording: { ...original, notes: 'Equipo del Foro' },
  versions: [
    {
      revision: 1,
      wording: { ...original, notes: 'Equipo del Foro' },
      at: '2026-03-10T15:00:00.000Z',
      by: 'ana@example.org',
    },
    { revision: 0, wording: original, at: '', by: 'Texto original del portal' },
  ],
};

const show = () => {
  const router = createMemoryRouter([{ path: '*', element: <MailWordingForm mail={mail} /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

describe('a mail’s wording in the back office (decision 0082)', () => {
  it('lists the variables and refuses one the mail does not have, in Spanish, before sending', async () => {
    let calls = 0;
    network.use(http.put('/api/admin/mail-wordings/meeting-message-answer', () => void calls++));
    show();
    expect(screen.getByText('{respuesta}')).toBeInTheDocument();
    expect(screen.getByText(/La respuesta del equipo \(obligatoria en el texto\)/)).toBeInTheDocument();
    const body = screen.getByLabelText(/Texto del correo/);
    await userEvent.clear(body);
    await userEvent.type(body, 'Hola {{apellido}');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(/\{apellido\} no es una variable de este correo/)).toBeInTheDocument();
    expect(calls).toBe(0);
    // A mail with no button has no button field.
    expect(screen.queryByLabelText(/Texto del botón/)).not.toBeInTheDocument();
  });

  it('previews the texts with sample values, unsaved', async () => {
    show();
    const subject = screen.getByLabelText(/Asunto/);
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Sobre «{{encuentro}»');
    await userEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    expect(await screen.findByText('Sobre «Evaluar para aprender»')).toBeInTheDocument();
    const frame = screen.getByTitle('Vista previa del correo: Respuesta a un mensaje sobre un encuentro');
    const url = new URL(frame.getAttribute('src')!, 'http://localhost');
    expect(url.pathname).toBe('/api/admin/mail-wordings/meeting-message-answer/preview');
    expect(url.searchParams.get('subject')).toBe('Sobre «{encuentro}»');
  });

  it('brings an earlier version back into the form and saves it from the loaded revision', async () => {
    const sent: unknown[] = [];
    network.use(
      http.put('/api/admin/mail-wordings/meeting-message-answer', async ({ request }) => {
        const body = mailWordingSaveSchema.parse(await request.json());
        sent.push(body);
        return HttpResponse.json(
          adminMailWordingSchema.parse({
            ...mail,
            revision: 2,
            wording: body.wording,
            versions: [
              { revision: 2, wording: body.wording, at: '2026-03-10T16:00:00.000Z', by: 'admin@example.org' },
              ...mail.versions,
            ],
          }),
        );
      }),
    );
    show();
    expect(screen.getByLabelText(/Notas al pie/)).toHaveValue('Equipo del Foro');
    await userEvent.click(screen.getByRole('button', { name: 'Usar este texto original' }));
    expect(screen.getByLabelText(/Notas al pie/)).toHaveValue(original.notes);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await screen.findByText('Cambios guardados. Los próximos correos usarán este texto.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ revision: 1, wording: original }]);
  });
});
