import { describe, expect, it } from 'vitest';
import { joinStopNames } from '@foro/shared/axes/schemas';
import type { Step } from '@foro/shared/axes/schemas';
import { neighbourStops, nextStop, stepHref } from './step-links';

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

  const stop = (step_count: number, opened: boolean, visited: boolean): Step => ({
    id: `s${step_count}`,
    step_count,
    kind: step_count === 8 ? 'certificate' : 'stop',
    title: `Parada ${step_count}`,
    intro: '',
    image: '',
    slug: `p${step_count}`,
    open_date: '2026-01-01T12:00:00Z',
    opened,
    visited,
    type_text: '',
    type_btn: '',
    text_btn: '',
  });

  it('continue at the first open stop not done, in route order, even with a later one done', () => {
    const steps = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => stop(n, n <= 6, n === 1 || n === 2 || n === 4));
    expect(nextStop(steps)).toEqual({ kind: 'open', step: steps[2] });
  });

  it('wait for the first stop that opens later when every open one is done, and end at 8 of 8', () => {
    const waiting = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => stop(n, n <= 4, n <= 4));
    expect(nextStop(waiting)).toEqual({ kind: 'waiting', step: waiting[4] });
    expect(nextStop([1, 2, 3, 4, 5, 6, 7, 8].map((n) => stop(n, true, true)))).toEqual({ kind: 'done' });
  });

  it('give the stops around one, none before the first or after the last', () => {
    const steps = [3, 1, 2].map((n) => stop(n, true, false));
    expect(neighbourStops(steps, 1)).toEqual({ previous: undefined, next: steps[2] });
    expect(neighbourStops(steps, 2)).toEqual({ previous: steps[1], next: steps[0] });
    expect(neighbourStops(steps, 3)).toEqual({ previous: steps[2], next: undefined });
  });
});
