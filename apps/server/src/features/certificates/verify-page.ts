import { cardPage } from '../../lib/card-page.ts';
import { markup, type Markup } from '../../lib/markup.ts';
import { certificateKindLabel, spanishLongDate } from './certificate-text.ts';
import type { IssuedCertificate } from './certificates.service.ts';

/**
 * The public page a certificate's QR code leads to: plain server-rendered HTML (no script, no inline
 * style, the connect page's stylesheet), so anyone can check a certificate without the web app.
 * A replaced certificate (its member's name was corrected) and a revoked one say so first.
 */
const page = (title: string, body: Markup) =>
  cardPage({ title, body, back: { href: '/', label: 'Ir al Foro de Educadores' }, noIndex: true });

const attendanceLabel = { live: 'En directo', replay: 'Grabación' } as const;

export function renderValidCertificatePage(certificate: IssuedCertificate): string {
  const subject = certificate.kind === 'meeting' ? 'Encuentro' : 'Ruta';
  const row = (term: string, value: string) => markup`<dt><strong>${term}</strong></dt>
    <dd>${value}</dd>`;
  const details = markup`<dl>
    ${row('Tipo', certificateKindLabel(certificate.kind))}
    ${row('A nombre de', certificate.fullName)}
    ${row(subject, certificate.title)}
    ${certificate.attendance && row('Modalidad', attendanceLabel[certificate.attendance])}
    ${certificate.detail && row('Detalle', certificate.detail)}
    ${row('Fecha de emisión', spanishLongDate(certificate.issuedAt))}
    ${row('Código de verificación', certificate.code)}
  </dl>`;
  if (certificate.revokedAt)
    return page(
      'Certificado revocado',
      markup`<h1>Certificado revocado</h1>
  <p class="lead">El Foro de Educadores revocó este certificado el ${spanishLongDate(certificate.revokedAt)}: ya no es válido.</p>
  ${details}`,
    );
  if (certificate.replacedAt)
    return page(
      'Certificado reemplazado',
      markup`<h1>Certificado reemplazado</h1>
  <p class="lead">Este certificado fue reemplazado el ${spanishLongDate(certificate.replacedAt)} por uno nuevo con los datos corregidos de su titular, con otro código de verificación. Este código ya no es válido.</p>
  ${details}`,
    );
  return page(
    'Certificado válido',
    markup`<h1>Certificado válido</h1>
  <p class="lead">El Foro de Educadores emitió este certificado y sus datos son los que aparecen a continuación.</p>
  ${details}`,
  );
}

export function renderCertificateNotFoundPage(): string {
  return page(
    'Certificado no encontrado',
    markup`<h1>No encontramos este certificado</h1>
  <p class="lead">El código de verificación no corresponde a ningún certificado emitido por el Foro de Educadores.
  Revisa que la dirección sea la que aparece en el certificado: el código tiene 10 letras y números.</p>`,
  );
}
