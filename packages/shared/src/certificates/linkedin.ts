import { SPANISH_MONTHS as MONTHS } from '../meetings/time.ts';

/**
 * "Añadir a LinkedIn" (issue 38 item 5): LinkedIn's add-certification form, prefilled. LinkedIn does
 * not always prefill, so the same values are shown beside the button to copy.
 */
export interface LinkedInCertification {
  /** The certificate's name as it reads on the PDF. */
  name: string;
  organization: string;
  issuedAt: Date;
  /** The verification code: LinkedIn's "credential ID". */
  code: string;
  /** The public verification page: LinkedIn's "credential URL". */
  url: string;
}

export const LINKEDIN_ADD_URL = 'https://www.linkedin.com/profile/add';

/** The form's address with every field; month and year in the publisher's calendar (UTC is close enough). */
export function linkedInAddUrl(input: LinkedInCertification): string {
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: input.name,
    organizationName: input.organization,
    issueYear: String(input.issuedAt.getUTCFullYear()),
    issueMonth: String(input.issuedAt.getUTCMonth() + 1),
    certUrl: input.url,
    certId: input.code,
  });
  return `${LINKEDIN_ADD_URL}?${params.toString()}`;
}

/** What the add-certification form asks for, as the portal hands it to a member (`/perfil`, the certificate page). */
export interface LinkedInFields {
  code: string;
  pageUrl: string;
  linkedIn: { name: string; organization: string; issueMonth: number; issueYear: number };
}

/**
 * The values shown beside "Añadir a LinkedIn" to copy by hand, in the form's order: the same terms
 * on `/perfil` (React) and on the certificate's page (server-rendered HTML).
 */
export function linkedInCopyFields(c: LinkedInFields): Array<{ term: string; value: string }> {
  return [
    { term: 'Nombre', value: c.linkedIn.name },
    { term: 'Empresa emisora', value: c.linkedIn.organization },
    {
      term: 'Fecha de expedición',
      value: `${MONTHS[c.linkedIn.issueMonth - 1]} de ${c.linkedIn.issueYear}`,
    },
    { term: 'ID de la credencial', value: c.code },
    { term: 'URL de la credencial', value: c.pageUrl },
  ];
}
