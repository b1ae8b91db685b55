import { describe, expect, it } from 'vitest';
import { csvCell, csvSeparatorOf, toCsv } from './csv.ts';

describe('CSV cells (decision 0078)', () => {
  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+57 300')).toBe("'+57 300");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('keeps numbers as numbers, a negative one included', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes a cell with the separator, a quote, a tab or a line break', () => {
    expect(csvCell('Ñandú; Pérez')).toBe('"Ñandú; Pérez"');
    expect(csvCell('Ñandú, Pérez')).toBe('Ñandú, Pérez');
    expect(csvCell('dijo "hola"')).toBe('"dijo ""hola"""');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvCell('línea 1\r\nlínea 2')).toBe('"línea 1\r\nlínea 2"');
    expect(csvCell(' espacio')).toBe('" espacio"');
    expect(csvCell('Perú')).toBe('Perú');
  });
});

describe('CSV files', () => {
  it('start with a byte-order mark, separate cells with `;` and end each line with CRLF', () => {
    expect(
      toCsv(
        ['Nombre', 'País', 'Minutos'],
        [
          ['=1', 'Perú', 30],
          ['Ana; Luz', 'Chile', 0],
        ],
      ),
    ).toBe('\uFEFFNombre;País;Minutos\r\n\'=1;Perú;30\r\n"Ana; Luz";Chile;0\r\n');
  });
});

describe('the separator of an uploaded file', () => {
  it('is `;` for a file saved by a spreadsheet in Spanish and `,` otherwise', () => {
    expect(csvSeparatorOf('\uFEFFcountry;code;name\r\nchile;1;"Escuela, sede"\r\n')).toBe(';');
    expect(csvSeparatorOf('country,code,name\nchile,1,"Escuela; sede"\n')).toBe(',');
    expect(csvSeparatorOf('\n\n"a;b",c\n')).toBe(',');
    expect(csvSeparatorOf('correo\nana@example.org\n')).toBe(',');
    expect(csvSeparatorOf('')).toBe(',');
  });
});
