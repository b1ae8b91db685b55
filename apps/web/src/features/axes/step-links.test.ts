import { describe, expect, it } from 'vitest';
import { joinStopNames } from '@foro/shared/axes/schemas';
import { stepHref } from './step-links';

describe('route links', () => {
  it('send stop 5 to the masterclass, stop 7 to the tests and the rest to their stop', () => {
    expect(stepHref('ruta', { kind: 'masterclass', slug: 'clase' })).toBe('/eje/ruta/masterclass/clase');
    expect(stepHref('ruta', { kind: 'test', slug: 'caso-practico' })).toBe('/eje/ruta/tests');
    expect(stepHref('ruta', { kind: 'stop', slug: 'leer' })).toBe('/eje/ruta/etapa/leer');
    expect(stepHref('ruta', { kind: 'certificate', slug: 'certificado' })).toBe(
      '/eje/ruta/etapa/certificado',
    );
  });

  it('join missing stop names with commas and a final "y"', () => {
    expect(joinStopNames(['Escuchar'])).toBe('Escuchar');
    expect(joinStopNames(['Escuchar', 'Mirar'])).toBe('Escuchar y Mirar');
    expect(joinStopNames(['A', 'B', 'C', 'D'])).toBe('A, B, C y D');
  });
});
