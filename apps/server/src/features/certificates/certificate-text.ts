import { PUBLISHER_TIME_ZONE } from '@foro/shared/meetings/time';

/**
 * The words of a certificate, shared by its PDF and its public verification page. Kept apart from
 * certificate-pdf.ts so that the verification page and the services do not load the PDF libraries
 * (pdf-lib, fontkit, qrcode) when the server starts: those load on the first certificate drawn.
 */

/** Who issues the certificates (the privacy policy's controller: the publisher, through Compartir). */
export const CERTIFICATE_ISSUER = {
  signer: 'Coordinación del Foro de Educadores',
  organisation: 'Compartir · servicios educativos de la Editorial',
} as const;

export type CertificateKind = 'meeting' | 'axis';

export const certificateTexts: Record<CertificateKind, { heading: string; lead: string; docTitle: string }> =
  {
    meeting: {
      heading: 'CERTIFICADO DE ASISTENCIA',
      lead: 'ha asistido al encuentro',
      docTitle: 'Certificado de asistencia',
    },
    axis: {
      heading: 'CERTIFICADO DE FINALIZACIÓN',
      lead: 'ha completado la ruta',
      docTitle: 'Certificado de finalización',
    },
  };

/** What the member did (docs/product/certificates.md#attendance-certificate). */
export function certificateLead(kind: CertificateKind, attendance: 'live' | 'replay' | null = null): string {
  if (kind === 'meeting' && attendance === 'live') return 'ha asistido en directo al encuentro';
  if (kind === 'meeting' && attendance === 'replay') return 'ha visto la grabación del encuentro';
  return certificateTexts[kind].lead;
}

/** The label of a certificate's kind, as a sentence ("Certificado de asistencia"). */
export const certificateKindLabel = (kind: CertificateKind): string => certificateTexts[kind].docTitle;

/**
 * "15 de enero de 2026", in the given IANA zone; issue dates are in the publisher's zone, the same on
 * the PDF and on the verification page.
 */
export function spanishLongDate(instant: Date, timeZone: string = PUBLISHER_TIME_ZONE): string {
  return new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
    instant,
  );
}
