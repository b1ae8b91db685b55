import { describe, expect, it } from 'vitest';
import { linkedInAddUrl } from '@foro/shared/certificates/linkedin';

describe('linkedInAddUrl', () => {
  it('prefills name, organisation, issue month and year, credential ID and URL', () => {
    const url = new URL(
      linkedInAddUrl({
        name: 'Certificado de asistencia: Leer el aula & ¿qué sigue?',
        organization: 'Foro de Educadores',
        issuedAt: new Date('2026-03-10T15:00:00.000Z'),
        code: '7K3M9QX2DF',
        url: 'https://foro.example.org/certificados/7K3M9QX2DF',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Certificado de asistencia: Leer el aula & ¿qué sigue?',
      organizationName: 'Foro de Educadores',
      issueYear: '2026',
      issueMonth: '3',
      certUrl: 'https://foro.example.org/certificados/7K3M9QX2DF',
      certId: '7K3M9QX2DF',
    });
  });
});
