import { describe, expect, it } from 'vitest';
import { contactReceivedMail } from './inbox-mails.ts';

const HOSTILE = '<script>alert("x")</script> Ñandú & "Cía" \'s';

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
