import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

describe('rich text policy', () => {
  it('keeps the formatting a stop needs', () => {
    const html =
      '<h2>Para leer</h2><p>Un <strong>vínculo</strong> <em>real</em>.</p><ul><li>Escucha</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, handlers, styles, frames and dangerous links', () => {
    const dirty =
      '<p onclick="x()">Hola<script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://x"></iframe>' +
      '<a href="javascript:alert(1)">a</a><a href="//evil.example">b</a><span style="color:red">c</span></p>';
    const clean = sanitizeRichText(dirty);
    for (const bad of ['script', 'onclick', 'onerror', '<img', 'iframe', 'javascript:', '//evil', 'style=']) {
      expect(clean).not.toContain(bad);
    }
    expect(clean).toContain('Hola');
  });

  it('opens kept links in a new tab without giving the opener away', () => {
    expect(sanitizeRichText('<a href="https://recursos.example.org/guia">Guía</a>')).toBe(
      '<a href="https://recursos.example.org/guia" target="_blank" rel="noopener noreferrer">Guía</a>',
    );
  });
});
