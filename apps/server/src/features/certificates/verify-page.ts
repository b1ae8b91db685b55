import { linkedInCopyFields } from '@foro/shared/certificates/linkedin';
import type { MyCertificates } from '@foro/shared/certificates/schemas';
import { cardPage } from '../../lib/card-page.ts';
import { markup, type Markup } from '../../lib/markup.ts';
import { certificateKindLabel, spanishLongDate } from './certificate-text.ts';
import type { IssuedCertificate } from './certificates.service.ts';
import type { CredentialState } from './open-badge.ts';

/**
 * The public page a certificate's QR code leads to: plain server-rendered HTML (no script, no inline
 * style, the connect page's stylesheet), so anyone can check a certificate without the web app.
 * A replaced certificate (its member's name was corrected) and a revoked one say so first. The state
 * is what the signed Open Badges credential and the signed status list say, verified here as any
 * verifier would (docs/decisions/0092-open-badges-credentials.md); without a credential (no issuer
 * key configured), what the certificate's row says.
 *
 * Anyone sees only what the PDF shows. Its own member, signed in, also gets "Añadir a LinkedIn" with
 * the values to copy (the same ones as on /perfil) and the signed credential to download: this is
 * "the member's certificate page" of issue 38 (docs/decisions/0092-open-badges-credentials.md).
 */
const page = (title: string, body: Markup) =>
  cardPage({ title, body, back: { href: '/', label: 'Ir al Foro de Educadores' }, noIndex: true });

const attendanceLabel = { live: 'En directo', replay: 'Grabación' } as const;

type CredentialResult = { name: string; value: string };
/** The certificate's own member's part, with the result its signed credential states, if any. */
type OwnCertificate = MyCertificates['certificates'][number] & { result: CredentialResult | null };

/**
 * The owner's part: the result the credential states (not on the PDF), LinkedIn's prefilled form,
 * the same values to copy, the signed credential.
 */
const ownerSection = (own: OwnCertificate, signed: boolean) => markup`${
  own.result &&
  markup`<p>Resultado que consta en tu credencial firmada: ${own.result.name}: <strong>${own.result.value}</strong>.</p>`
}
  <section aria-labelledby="linkedin-title">
    <h2 id="linkedin-title">Tu certificado en LinkedIn</h2>
    <p><a href="${own.linkedIn.url}" target="_blank" rel="noopener noreferrer">Añadir a LinkedIn</a></p>
    <p>Si LinkedIn no rellena el formulario, copia estos datos:</p>
    <dl aria-label="Datos para LinkedIn">
      ${linkedInCopyFields(own).map(
        ({ term, value }) => markup`<dt>${term}</dt>
      <dd>${value}</dd>`,
      )}
    </dl>
    ${signed && markup`<p>Credencial Open Badges 3.0 firmada: <a href="/certificados/${own.code}/credential.json" download>descargar la credencial firmada (JSON-LD)</a>.</p>`}
  </section>`;

export function renderValidCertificatePage(
  certificate: IssuedCertificate,
  state: CredentialState | null = null,
  /** Set only when the certificate's own member, signed in, is looking at a current certificate. */
  own: OwnCertificate | null = null,
): string {
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
    ${row('Emisor', 'Foro de Educadores')}
  </dl>`;
  if (state === 'invalid')
    return page(
      'Certificado no verificado',
      markup`<h1>No pudimos verificar este certificado</h1>
  <p class="lead">La firma de su credencial no es válida: no lo des por bueno y escríbenos.</p>`,
    );
  const revoked = state ? state === 'revoked' : Boolean(certificate.revokedAt || certificate.replacedAt);
  if (revoked && certificate.replacedAt)
    return page(
      'Certificado reemplazado',
      markup`<h1>Certificado reemplazado</h1>
  <p class="lead">Este certificado fue reemplazado el ${spanishLongDate(certificate.replacedAt)} por uno nuevo con los datos corregidos de su titular, con otro código de verificación. Este código ya no es válido.</p>
  ${details}`,
    );
  if (revoked)
    return page(
      'Certificado revocado',
      markup`<h1>Certificado revocado</h1>
  <p class="lead">El Foro de Educadores revocó este certificado${certificate.revokedAt ? markup` el ${spanishLongDate(certificate.revokedAt)}` : ''}: ya no es válido.</p>
  ${details}`,
    );
  return page(
    'Certificado válido',
    markup`<h1>Certificado válido</h1>
  <p class="lead">El Foro de Educadores emitió este certificado y sus datos son los que aparecen a continuación.${state === 'valid' ? ' Su firma digital está verificada: es válido.' : ''}</p>
  ${details}
  ${own && ownerSection(own, state === 'valid')}`,
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
