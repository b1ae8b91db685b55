import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  MY_CERTIFICATES_PATH,
  myCertificatesSchema,
  type MyCertificates as MyCertificatesAnswer,
} from '@foro/shared/certificates/schemas';
import { linkedInAddUrl } from '@foro/shared/certificates/linkedin';
import { createQueryClient } from '../../../lib/query-client';
import { answer, network, withNetwork } from '../../../test/network';
import { MyCertificates } from './MyCertificates';

withNetwork();

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <main>
        <h1>Mi perfil</h1>
        <MyCertificates />
      </main>
    </QueryClientProvider>,
  );

describe('the member’s certificates on /perfil (issue 38)', () => {
  it('offers "Añadir a LinkedIn" prefilled, the signed credential, and the values to copy', async () => {
    const page = 'https://foro.example.org/certificados/7K3M9QX2DF';
    const name = 'Certificado de asistencia: Leer el aula';
    const mine: MyCertificatesAnswer = {
      certificates: [
        {
          code: '7K3M9QX2DF',
          kind: 'meeting',
          title: 'Leer el aula',
          issuedAt: '2026-03-10T15:00:00.000Z',
          pageUrl: page,
          credentialUrl: `${page}/credential.json`,
          linkedIn: {
            url: linkedInAddUrl({
              name,
              organization: 'Foro de Educadores',
              issuedAt: new Date('2026-03-10T15:00:00.000Z'),
              code: '7K3M9QX2DF',
              url: page,
            }),
            name,
            organization: 'Foro de Educadores',
            issueMonth: 3,
            issueYear: 2026,
          },
        },
      ],
    };
    network.use(answer('get', MY_CERTIFICATES_PATH, myCertificatesSchema, mine));
    show();
    const section = await screen.findByRole('region', { name: 'Tus certificados' });
    const linkedIn = within(section).getByRole('link', { name: 'Añadir a LinkedIn (Leer el aula)' });
    const opened = new URL(linkedIn.getAttribute('href')!);
    expect(opened.searchParams.get('certId')).toBe('7K3M9QX2DF');
    expect(opened.searchParams.get('certUrl')).toBe(page);
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(
      within(section).getByRole('link', { name: 'Descargar la credencial firmada (Leer el aula)' }),
    ).toHaveAttribute('href', `${page}/credential.json`);
    expect(section).toHaveTextContent('Empresa emisoraForo de Educadores');
    expect(section).toHaveTextContent('Fecha de expediciónmarzo de 2026');
    expect(section).toHaveTextContent('ID de la credencial7K3M9QX2DF');
    expect(section).toHaveTextContent(`URL de la credencial${page}`);
  });
});
