import { describe, expect, it } from 'vitest';
import { asciiOnly } from './ascii-only';

describe('asciiOnly', () => {
  it('writes every character beyond ASCII as an escape that means the same to JavaScript', () => {
    const source = [
      'const markup = (s, ...v) => s.reduce((out, part, i) => out + (v[i - 1] ?? "") + part);',
      'const café = "¿Está listo?";',
      'const page = markup`<h1>Tu certificado está listo — ${"ya"} 👋</h1>`;',
      'const word = /[á-úñ]+/.exec("canción")[0];',
      '({ café, page, word });',
    ].join('\n');
    const escaped = asciiOnly(source);
    expect(escaped).not.toMatch(/[\u0080-\uffff]/);
    expect(escaped).toContain('\\u00e1');
    expect((0, eval)(escaped)).toEqual((0, eval)(source));
    expect((0, eval)(escaped)).toEqual({
      café: '¿Está listo?',
      page: '<h1>Tu certificado está listo — ya 👋</h1>',
      word: 'ó',
    });
  });
});
