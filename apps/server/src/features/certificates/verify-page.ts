import { certificateKindLabel, spanishLongDate } from './certificate-pdf.ts';
import type { IssuedCertificate } from './certificates.service.ts';

/**
 * The public page a certificate's QR code leads to: plain server-rendered HTML (no script, no inline
 * style, the connect page's stylesheet), so anyone can check a certificate without the web app.
 */
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Foro de Educadores</title>
<link rel="stylesheet" href="/connect/connect.css">
</head>
<body>
<main class="card">
  <a class="brand" href="/">Foro de Educadores</a>
${body}
  <p class="back"><a href="/">Ir al Foro de Educadores</a></p>
</main>
</body>
</html>`;

export function renderValidCertificatePage(certificate: IssuedCertificate): string {
  const subject = certificate.kind === 'meeting' ? 'Encuentro' : 'Ruta';
  const row = (term: string, value: string) =>
    `    <dt><strong>${term}</strong></dt>\n    <dd>${escapeHtml(value)}</dd>`;
  return page(
    'Certificado válido',
    `  <h1>Certificado válido</h1>
  <p class="lead">El Foro de Educadores emitió este certificado y sus datos son los que aparecen a continuación.</p>
  <dl>
${[
  row('Tipo', certificateKindLabel(certificate.kind)),
  row('A nombre de', certificate.fullName),
  row(subject, certificate.title),
  ...(certificate.detail ? [row('Detalle', certificate.detail)] : []),
  row('Fecha de emisión', spanishLongDate(certificate.issuedAt)),
  row('Código de verificación', certificate.code),
].join('\n')}
  </dl>`,
  );
}

export function renderCertificateNotFoundPage(): string {
  return page(
    'Certificado no encontrado',
    `  <h1>No encontramos este certificado</h1>
  <p class="lead">El código de verificación no corresponde a ningún certificado emitido por el Foro de Educadores.
  Revisa que la dirección sea la que aparece en el certificado: el código tiene 10 letras y números.</p>`,
  );
}
