import { describe, expect, it } from 'vitest';
import { dayMonth, monthYear, slashDate, spacedDate, timeAgoLabel, titleLines } from './format';

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

  it('says how long ago in the spec’s words', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    const ago = (ms: number) => timeAgoLabel(new Date(now - ms).toISOString(), now);
    expect(ago(3 * 86400_000)).toBe('3 días');
    expect(ago(86400_000 + 5000)).toBe('1 día');
    expect(ago(5 * 3600_000)).toBe('5 horas');
    expect(ago(3600_000)).toBe('1 hora');
    expect(ago(12 * 60_000)).toBe('12 minutos');
    expect(ago(20_000)).toBe('menos de un minuto');
  });
});
