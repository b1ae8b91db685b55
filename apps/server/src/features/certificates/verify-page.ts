import { cardPage } from '../../lib/card-page.ts';
import { markup, type Markup } from '../../lib/markup.ts';
import { certificateKindLabel, spanishLongDate } from './certificate-pdf.ts';
import type { IssuedCertificate } from './certificates.service.ts';

/**
 * The public page a certificate's QR code leads to: plain server-rendered HTML (no script, no inline
 * style, the connect page's stylesheet), so anyone can check a certificate without the web app.
 */
const page = (title: string, body: Markup) =>
  cardPage({ title, body, back: { href: '/', label: 'Ir al Foro de Educadores' }, noIndex: true });

export function renderValidCertificatePage(certificate: IssuedCertificate): string {
  const subject = certificate.kind === 'meeting' ? 'Encuentro' : 'Ruta';
  const row = (term: string, value: string) => markup`<dt><strong>${term}</strong></dt>
    <dd>${value}</dd>`;
  return page(
    'Certificado válido',
    markup`<h1>Certificado válido</h1>
  <p class="lead">El Foro de Educadores emitió este certificado y sus datos son los que aparecen a continuación.</p>
  <dl>
    ${row('Tipo', certificateKindLabel(certificate.kind))}
    ${row('A nombre de', certificate.fullName)}
    ${row(subject, certificate.title)}
    ${certificate.detail && row('Detalle', certificate.detail)}
    ${row('Fecha de emisión', spanishLongDate(certificate.issuedAt))}
    ${row('Código de verificación', certificate.code)}
  </dl>`,
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
