import { describe, expect, it } from 'vitest';
import { plainTitle, titleLines } from '@foro/shared/meetings/title';

/** The one [br] rule of titles (docs/product/meetings.md#meeting-fields), shared by web and server. */
describe('meeting titles', () => {
  it('breaks a title at each [br], in any case, trimming the lines', () => {
    expect(titleLines('Liderazgo pedagógico[br]en tiempos de cambio')).toEqual([
      'Liderazgo pedagógico',
      'en tiempos de cambio',
    ]);
    expect(titleLines('Evaluar [BR] para [Br]aprender')).toEqual(['Evaluar', 'para', 'aprender']);
    expect(titleLines('Sin marca')).toEqual(['Sin marca']);
  });

  it('writes a title as one line, with one space where a [br] or a run of spaces was', () => {
    expect(plainTitle('Aprender con empatía:[br]¿cómo acompañar?')).toBe(
      'Aprender con empatía: ¿cómo acompañar?',
    );
    expect(plainTitle(' Evaluar[BR]para \n aprender ')).toBe('Evaluar para aprender');
    expect(plainTitle('[br]')).toBe('');
  });
});
