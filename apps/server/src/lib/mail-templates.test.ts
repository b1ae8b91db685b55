import { describe, expect, it } from 'vitest';
import { renderMail, spanishLongDate } from './mail-templates.ts';
import { escapeHtml } from './markup.ts';

describe('layout', () => {
  it('dates in the given time zone', () => {
    const lateEvening = new Date('2026-03-18T03:30:00.000Z');
    expect(spanishLongDate(lateEvening)).toBe('martes, 17 de marzo de 2026'); // Bogotá, UTC-5
    expect(spanishLongDate(lateEvening, 'Europe/Madrid')).toBe('miércoles, 18 de marzo de 2026');
  });

  it('escapes every value, the subject and preheader included', () => {
    const mail = renderMail({
      subject: '<b>Asunto</b>',
      preheader: '<i>p</i>',
      greeting: '<u>g</u>',
      paragraphs: ['<img src=x onerror=alert(1)>'],
      action: { label: '<em>ir</em>', url: 'https://x.example.org/' },
      notes: ['<hr>'],
    });
    for (const tag of ['<b>', '<i>', '<u>', '<img', '<em>', '<hr>']) expect(mail.html).not.toContain(tag);
    expect(escapeHtml(`&<>"'`)).toBe('&#38;&#60;&#62;&#34;&#39;');
  });
});
