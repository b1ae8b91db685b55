import { describe, expect, it } from 'vitest';
import { linkedInAddUrl, linkedInCopyFields } from '@foro/shared/certificates/linkedin';

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

describe('linkedInCopyFields', () => {
  it('gives the values to copy in the form’s order, the issue date in Spanish', () => {
    expect(
      linkedInCopyFields({
        code: '7K3M9QX2DF',
        pageUrl: 'https://foro.example.org/certificados/7K3M9QX2DF',
        linkedIn: {
          name: 'Certificado de ruta: Leer y escribir',
          organization: 'Foro de Educadores',
          issueMonth: 12,
          issueYear: 2026,
        },
      }),
    ).toEqual([
      { term: 'Nombre', value: 'Certificado de ruta: Leer y escribir' },
      { term: 'Empresa emisora', value: 'Foro de Educadores' },
      { term: 'Fecha de expedición', value: 'diciembre de 2026' },
      { term: 'ID de la credencial', value: '7K3M9QX2DF' },
      { term: 'URL de la credencial', value: 'https://foro.example.org/certificados/7K3M9QX2DF' },
    ]);
  });
});
