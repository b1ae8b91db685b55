import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminPageSchema, pageUpdateSchema, type LegalPageContent } from '@foro/shared/content/schemas';
import { errorEnvelopeSchema } from '@foro/shared/http/errors';
import { createQueryClient } from '../../../lib/query-client';
import { answer, network, withNetwork } from '../../../test/network';
import PagesContentScreen from './pages-content';

withNetwork();

const terms: LegalPageContent = {
  title: 'Condiciones de uso',
  intro: '<p>Estas condiciones regulan el uso del portal.</p>',
  sections: [
    { id: 'objeto', heading: '1. Objeto', html: '<p>El portal ofrece encuentros.</p>' },
    { id: 'ley-aplicable', heading: '2. Ley aplicable', html: '<p>Rige la ley del domicilio.</p>' },
  ],
};
const loaded = adminPageSchema('terms-of-use').parse({
  key: 'terms-of-use',
  content: terms,
  revision: 3,
  updatedAt: '2026-03-01T12:00:00.000Z',
});

function show(url: string) {
  const router = createMemoryRouter([{ path: '/admin/paginas', Component: PagesContentScreen }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/admin/paginas: a legal page’s editor', () => {
  it('loads the chosen page, saves the title staff changed with its revision, and says it is live', async () => {
    network.use(answer('get', '/api/admin/pages/terms-of-use', adminPageSchema('terms-of-use'), loaded));
    const sent: unknown[] = [];
    network.use(
      http.put('/api/admin/pages/terms-of-use', async ({ request }) => {
        const body = pageUpdateSchema('terms-of-use').parse(await request.json());
        sent.push(body);
        return HttpResponse.json(
          adminPageSchema('terms-of-use').parse({
            ...loaded,
            content: body.content,
            revision: 4,
            updatedAt: '2026-11-28T10:00:00.000Z',
          }),
        );
      }),
    );
    show('/admin/paginas?pagina=terms-of-use');
    const picker = screen.getByRole('navigation', { name: 'Elige la página' });
    expect(within(picker).getByRole('link', { name: 'Condiciones de uso' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const form = await screen.findByRole('form', { name: 'Condiciones de uso' });
    expect(within(form).getByText(/el último cambio es del 1 de marzo de 2026/)).toBeVisible();
    expect(within(form).getByRole('link', { name: '/condiciones-de-uso' })).toHaveAttribute(
      'href',
      '/condiciones-de-uso',
    );
    const section = within(form).getByRole('group', { name: 'Sección 2' });
    expect(within(section).getByRole('textbox', { name: 'Ancla' })).toHaveValue('ley-aplicable');

    const title = within(form).getByRole('textbox', { name: 'Título' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Condiciones de uso del portal');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Guardado. Ya se ve en el portal.');
    expect(sent).toEqual([{ revision: 3, content: { ...terms, title: 'Condiciones de uso del portal' } }]);
  });

  it('checks the form in the browser and shows the server’s field errors next to their field', async () => {
    network.use(answer('get', '/api/admin/pages/terms-of-use', adminPageSchema('terms-of-use'), loaded));
    let calls = 0;
    network.use(
      http.put('/api/admin/pages/terms-of-use', () => {
        calls += 1;
        return HttpResponse.json(
          errorEnvelopeSchema.parse({
            code: 'VALIDATION',
            message: 'Revisa los datos del formulario.',
            errors: { 'content.sections.1.html': 'Escribe el texto de la sección.' },
          }),
          { status: 422 },
        );
      }),
    );
    show('/admin/paginas?pagina=terms-of-use');
    const form = await screen.findByRole('form', { name: 'Condiciones de uso' });
    const section = within(form).getByRole('group', { name: 'Sección 1' });
    const anchor = within(section).getByRole('textbox', { name: 'Ancla' });
    await userEvent.clear(anchor);
    await userEvent.type(anchor, 'ley-aplicable');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByText('Otra sección ya usa este ancla.')).toBeVisible();
    expect(calls).toBe(0);

    await userEvent.clear(anchor);
    await userEvent.type(anchor, 'objeto');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByText('Escribe el texto de la sección.')).toBeVisible();
    expect(calls).toBe(1);
  });

  it('edits a home’s headline and introduction as plain text', async () => {
    network.use(
      answer('get', '/api/admin/pages/home-2021', adminPageSchema('home-2021'), {
        key: 'home-2021',
        content: { title: 'Foro de Educadores 2021', intro: 'Un encuentro al mes.' },
        revision: 1,
        updatedAt: '2026-11-01T00:00:00.000Z',
      }),
    );
    show('/admin/paginas?pagina=home-2021');
    const form = await screen.findByRole('form', { name: 'Portada 2021: texto principal' });
    expect(within(form).getByRole('textbox', { name: 'Titular' })).toHaveValue('Foro de Educadores 2021');
    const intro = within(form).getByRole('textbox', { name: 'Texto de entrada' });
    await userEvent.clear(intro);
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByText('Escribe el texto de entrada.')).toBeVisible();
  });
});
