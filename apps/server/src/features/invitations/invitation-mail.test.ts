import { describe, expect, it } from 'vitest';
import { invitationMail } from './invitation-mail.ts';

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
});
