import { describe, expect, it } from 'vitest';
import { contactReceivedMail, invitationMail, renderMail, spanishLongDate } from './mail-templates.ts';
import { escapeHtml } from './markup.ts';

const LINK = 'https://foro.example.org/acceso-invitados/Zq9xK2mB7hT4vW1nC8pR';
const HOSTILE = '<script>alert("x")</script> Ñandú & "Cía" \'s';

describe('invitation mail', () => {
  const mail = invitationMail({
    name: 'Ana María',
    link: LINK,
    expiresAt: new Date('2026-03-17T15:00:00.000Z'),
  });

  it('has the subject, a greeting, the link in both versions and the expiry as a Spanish date', () => {
    expect(mail.subject).toBe('Tu invitación al Foro de Educadores');
    expect(mail.text).toMatch(/^Hola, Ana María:/);
    expect(mail.text).toContain(`Aceptar la invitación:\n${LINK}`);
    expect(mail.text).toContain('La invitación es válida hasta el martes, 17 de marzo de 2026.');
    expect(mail.text).toContain('Si no solicitaste esta invitación');
    expect(mail.html).toContain(`<a href="${LINK}"`);
    expect(mail.html.match(new RegExp(LINK, 'g'))).toHaveLength(3); // button, fallback href and its text
    expect(mail.html).toContain('martes, 17 de marzo de 2026');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('<meta charset="utf-8">');
  });

  it('greets without a name', () => {
    expect(invitationMail({ link: LINK, expiresAt: new Date() }).text).toMatch(/^Hola:/);
    expect(invitationMail({ name: '  ', link: LINK, expiresAt: new Date() }).text).toMatch(/^Hola:/);
  });

  it('keeps a hostile name as text', () => {
    const hostile = invitationMail({ name: HOSTILE, link: LINK, expiresAt: new Date() });
    expect(hostile.html).not.toContain('<script');
    expect(hostile.html).not.toContain('"x"');
    expect(hostile.html).toContain(
      '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; Ñandú &#38; &#34;Cía&#34; &#39;s',
    );
    expect(hostile.text).toContain(`Hola, ${HOSTILE}:`);
  });

  it('escapes the link in attributes and refuses links that are not http(s)', () => {
    const withQuery = invitationMail({ link: 'https://foro.example.org/a?x=1&y="2"', expiresAt: new Date() });
    expect(withQuery.html).toContain('href="https://foro.example.org/a?x=1&#38;y=%222%22"');
    expect(() => invitationMail({ link: 'javascript:alert(1)', expiresAt: new Date() })).toThrow(
      /https:\/\//,
    );
    expect(() => invitationMail({ link: '/acceso-invitados/abc', expiresAt: new Date() })).toThrow(
      /URL completa/,
    );
  });

  it('dates in the given time zone', () => {
    const lateEvening = new Date('2026-03-18T03:30:00.000Z');
    expect(spanishLongDate(lateEvening)).toBe('martes, 17 de marzo de 2026'); // Bogotá, UTC-5
    expect(spanishLongDate(lateEvening, 'Europe/Madrid')).toBe('miércoles, 18 de marzo de 2026');
  });
});

describe('contact received mail', () => {
  it('confirms the request to join', () => {
    const mail = contactReceivedMail({ name: 'José' });
    expect(mail.subject).toBe('Hemos recibido tu solicitud');
    expect(mail.text).toMatch(/^Hola, José:/);
    expect(mail.text).toContain('Hemos recibido tu solicitud para unirte al Foro de Educadores');
    expect(mail.html).toContain('Hemos recibido tu solicitud para unirte al Foro de Educadores');
    expect(mail.html).not.toContain('<a ');
  });

  it('keeps a hostile name as text', () => {
    const mail = contactReceivedMail({ name: HOSTILE });
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('&#60;script&#62;');
  });
});

describe('layout', () => {
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
