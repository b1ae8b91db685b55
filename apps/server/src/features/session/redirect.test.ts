import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath, safeRedirectTarget } from '@foro/shared/session/redirect';

const ORIGIN = 'https://foro.example.org';

/** Where a browser on our origin would really go for this Location value. */
const landsOn = (location: string) => new URL(location, ORIGIN).origin;

describe('redirectTo stays on our origin', () => {
  const hostile = [
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    '/%2e//evil.example',
    'https://evil.example',
    'http:evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    ' //evil.example',
    '/%2F%2Fevil.example',
    '/%5C%5Cevil.example',
    'javascript:alert(1)',
    'data:text/html,hola',
    '///evil.example',
    '/..//evil.example',
    '/./%2e/%2fevil.example',
    `${ORIGIN}.evil.example/x`,
    `${ORIGIN}@evil.example/`,
  ];
  it.each(hostile)('refuses %s', (raw) => {
    const result = safeRedirectTarget(raw, ORIGIN);
    expect(result).toBe('/');
  });

  it.each([
    ['/perfil', '/perfil'],
    [
      '/eje/claves-para-conectar-con-tus-estudiantes/etapa/1?x=1#y',
      '/eje/claves-para-conectar-con-tus-estudiantes/etapa/1?x=1#y',
    ],
    ['/foro-de-educadores-2022#login', '/foro-de-educadores-2022#login'],
    [`${ORIGIN}/confirmacion?redirectTo=%2Fperfil`, '/confirmacion?redirectTo=%2Fperfil'],
  ])('keeps %s', (raw, expected) => {
    expect(safeRedirectTarget(raw, ORIGIN)).toBe(expected);
  });

  it('never yields a location that leaves the origin, whatever the input', () => {
    const pieces = fc.constantFrom(
      '/',
      '\\',
      '.',
      '%2e',
      '%2f',
      '%5c',
      'evil.example',
      ':',
      '@',
      '//',
      'http',
      '\t',
      '?',
      '#',
      '%',
      'x',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(pieces, { maxLength: 8 }).map((a) => a.join('')),
        ),
        (raw) => {
          const result = safeRedirectPath(raw);
          expect(result.startsWith('/')).toBe(true);
          expect(result.startsWith('//')).toBe(false);
          expect(result.includes('\\')).toBe(false);
          expect(landsOn(result)).toBe(ORIGIN);
        },
      ),
      { numRuns: 5000 },
    );
  });
});
