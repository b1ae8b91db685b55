import { describe, expect, it } from 'vitest';
import { titleLines } from '@foro/shared/meetings/title';
import { dayMonth, monthYear, slashDate, spacedDate } from './publisher-dates';

describe('meeting formats', () => {
  it('formats the spec dates', () => {
    expect(monthYear('2026/01/15')).toBe('Enero 2026');
    expect(dayMonth('2026/03/05')).toBe('5 de marzo');
    expect(slashDate('2026/03/05')).toBe('05/03/2026');
    expect(spacedDate('2026/03/05')).toBe('05 / 03 / 2026');
  });

  it('turns [br] into lines', () => {
    expect(titleLines('Liderazgo pedagógico[br]en tiempos de cambio')).toEqual([
      'Liderazgo pedagógico',
      'en tiempos de cambio',
    ]);
  });
});
