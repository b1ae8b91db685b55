import { describe, expect, it } from 'vitest';
import { escapeHtml, markup } from './markup.ts';

describe('markup', () => {
  it('escapes interpolated text and numbers', () => {
    expect(markup`<p title="${`"a'&b`}">${'<script>'}${1}</p>`.value).toBe(
      '<p title="&#34;a&#39;&#38;b">&#60;script&#62;1</p>',
    );
  });

  it('keeps markup fragments and lists of them as they are', () => {
    const items = ['<a>', 'b'].map((x) => markup`<li>${x}</li>`);
    expect(markup`<ul>${items}</ul>${markup`<br>`}`.value).toBe(
      '<ul><li>&#60;a&#62;</li><li>b</li></ul><br>',
    );
  });

  it('writes nothing for null, undefined and false', () => {
    expect(markup`[${null}${undefined}${false}]`.value).toBe('[]');
  });

  it('escapes the five characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&#38;&#60;&#62;&#34;&#39;');
  });
});
