import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+57 300')).toBe("'+57 300");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('Ñandú, Pérez')).toBe('"Ñandú, Pérez"');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(null)).toBe('');
  });
});

describe('CSV files', () => {
  it('start with a byte-order mark and end each line with CRLF', () => {
    expect(toCsv(['Nombre', 'País'], [['=1', 'Perú']])).toBe("\uFEFFNombre,País\r\n'=1,Perú\r\n");
  });
});
